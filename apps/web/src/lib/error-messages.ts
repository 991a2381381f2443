import { isApiError } from './api-error';

/** The server's messages of a failed call, or `fallback` when it was not the server's answer. */
export const errosDe = (error: unknown, fallback: string): string[] =>
  isApiError(error) ? error.errors : [fallback];
