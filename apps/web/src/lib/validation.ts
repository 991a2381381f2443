/** The first message of each field `F`; of any field when `F` is every string. */
type FieldMessages<F extends string> = string extends F ? Record<string, string> : Partial<Record<F, string>>;

/**
 * A form's values checked by a route's own schema (in a part fetched when the form is sent, so a page paints
 * without zod): the data to send, or the first message of each field `F` ('' for the form's own).
 */
export type Validation<T, F extends string = string> =
  { ok: true; data: T } | { ok: false; errors: FieldMessages<F> };

type Issues = readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];

/**
 * The first message of each field among a schema's issues (zod's, read by their shape: no zod here). With
 * `fields`, the messages of any other path go under '' (the form's own, shown above its fields).
 */
export function firstMessagePerField(issues: Issues): Record<string, string>;
export function firstMessagePerField<F extends string>(
  issues: Issues,
  fields: readonly F[],
): Partial<Record<F | '', string>>;
export function firstMessagePerField(issues: Issues, fields?: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[!fields || fields.includes(field) ? field : ''] ??= issue.message;
  }
  return errors;
}
