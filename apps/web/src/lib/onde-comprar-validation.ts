import type { z } from 'zod';
import {
  paginaPublicaSchema,
  reatribuicaoSchema,
  recusaSchema,
  suspensaoSchema,
} from '@prix/shared/onde-comprar';
import { firstMessagePerField, type Validation } from './validation';

/**
 * The schemas of the 'Onde comprar' forms (the public listing, its suspension, declining and reassigning an
 * enquiry), the same the server validates with. A part fetched when a form is sent (`validarOndeComprar`), so
 * the pages paint without zod (decisions 0033, 0037).
 */
export const schemas = { paginaPublicaSchema, suspensaoSchema, recusaSchema, reatribuicaoSchema };
export type SchemaName = keyof typeof schemas;

/** The schema's output, or its first message per field (the form's root under ''). */
export function validar<N extends SchemaName>(
  name: N,
  values: unknown,
): Validation<z.output<(typeof schemas)[N]>> {
  const parsed = schemas[name].safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data as z.output<(typeof schemas)[N]> };
  return { ok: false, errors: firstMessagePerField(parsed.error.issues) };
}
