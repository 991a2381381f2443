import type { z } from 'zod';
import { JSON_FIELD, UPLOAD_MESSAGES } from '@prix/shared';
import { HttpError } from '../plugins/errors.js';

/** A multipart form's JSON part (SPEC §7: the form's values beside its files): absent or not JSON is a 400. */
export function jsonPart(fields: Record<string, string>): unknown {
  const raw = fields[JSON_FIELD];
  if (raw === undefined) throw new HttpError(400, UPLOAD_MESSAGES.missingJson);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, UPLOAD_MESSAGES.badJson);
  }
}

/** The JSON part where it must be an object (the form's fields by name). */
export function jsonObjectPart(fields: Record<string, string>): Record<string, unknown> {
  const value = jsonPart(fields);
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, UPLOAD_MESSAGES.badJson);
  return value as Record<string, unknown>;
}

/** `value` as `schema` reads it, or a 400 with its messages, each once. */
export function checkPart<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, [...new Set(parsed.error.issues.map((i) => i.message))]);
  return parsed.data;
}
