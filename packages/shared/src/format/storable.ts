/**
 * Text PostgreSQL (and PGlite) can store as it was sent: no NUL (U+0000, refused by the server with an
 * error) and no lone UTF-16 surrogate (silently turned into U+FFFD by the UTF-8 encoder, so a value read
 * back would differ from the one saved). Checked by every text field's schema and, for whatever a schema
 * does not cover, by the server for every string of an /api request (apps/server/src/plugins/input-guard.ts).
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/** What a person reads when a value carries such a character ('campo Nome', 'parâmetro uuid'…). */
export const unstorableMessage = (what: string) =>
  `${what.charAt(0).toUpperCase()}${what.slice(1)} contém caracteres não permitidos (como o caractere nulo).`;
