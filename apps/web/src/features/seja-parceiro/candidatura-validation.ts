import { candidaturaSchema, cnpjSchema, type Candidatura } from '@prix/shared/candidatura';
import { firstMessagePerField, type Validation } from '../../lib/validation';

/**
 * The application's schemas (and zod), the same the server validates with: a part fetched when the CNPJ field
 * is left or the form is sent, so the page paints and reads without them (decisions 0033, 0037).
 */

/** The schema's output, or its first message per field. */
export function validarCandidatura(valores: unknown): Validation<Candidatura> {
  const parsed = candidaturaSchema.safeParse(valores);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: firstMessagePerField(parsed.error.issues) };
}

/** The CNPJ's message (form or check digits), or null when it is valid. */
export function erroDoCnpj(valor: string): string | null {
  const parsed = cnpjSchema.safeParse(valor);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'CNPJ inválido.');
}
