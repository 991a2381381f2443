/**
 * A form's values checked by a route's own schema (in a part fetched when the form is sent, so a page paints
 * without zod): the data to send, or the first message of each field ('' for the form's own).
 */
export type Validacao<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** The first message of each field among a schema's issues (zod's, read by their shape: no zod here). */
export function mensagensPorCampo(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}
