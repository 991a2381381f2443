import {
  solicitacaoPrivacidadePublicaSchema,
  type SolicitacaoPrivacidadePublicaInput,
} from '@prix/shared/privacidade';
import { mensagensPorCampo, type Validacao } from '../../lib/validacao';

/**
 * The public privacy request checked with the shared schema the route validates with: a part fetched when the
 * form is sent, so the page paints and reads without zod (decisions 0033, 0037).
 */
export function validarSolicitacaoPublica(valores: unknown): Validacao<SolicitacaoPrivacidadePublicaInput> {
  const parsed = solicitacaoPrivacidadePublicaSchema.safeParse(valores);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: mensagensPorCampo(parsed.error.issues) };
}
