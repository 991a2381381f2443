import {
  solicitacaoPrivacidadePublicaSchema,
  type SolicitacaoPrivacidadePublicaInput,
} from '@prix/shared/privacidade';
import { firstMessagePerField, type Validation } from '../../lib/validation';

/**
 * The public privacy request checked with the shared schema the route validates with: a part fetched when the
 * form is sent, so the page paints and reads without zod (decisions 0033, 0037).
 */
export function validarSolicitacaoPublica(valores: unknown): Validation<SolicitacaoPrivacidadePublicaInput> {
  const parsed = solicitacaoPrivacidadePublicaSchema.safeParse(valores);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: firstMessagePerField(parsed.error.issues) };
}
