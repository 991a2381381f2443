import type { z } from 'zod';
import {
  paginaPublicaSchema,
  reatribuicaoSchema,
  recusaSchema,
  suspensaoSchema,
} from '@prix/shared/onde-comprar';

/**
 * The schemas of the 'Onde comprar' forms (the public listing, its suspension, declining and reassigning an
 * enquiry), the same the server validates with. A part fetched when a form is sent (`validarOndeComprar`), so
 * the pages paint without zod (decisions 0033, 0037).
 */
export const schemas = { paginaPublicaSchema, suspensaoSchema, recusaSchema, reatribuicaoSchema };
export type SchemaName = keyof typeof schemas;

export type Validacao<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** The schema's output, or its first message per field (the form's root under ''). */
export function validar<N extends SchemaName>(
  name: N,
  values: unknown,
): Validacao<z.output<(typeof schemas)[N]>> {
  const parsed = schemas[name].safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data as z.output<(typeof schemas)[N]> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
