/**
 * A failed call: the HTTP status (0 when the server could not be reached) and messages a person can read.
 * In its own module, free of @prix/shared and zod, so the error pages of the first download can tell it apart.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];

  constructor(status: number, errors: string[], options?: { cause?: unknown }) {
    super(errors.join('\n'), options);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
