import { solicitacaoPrivacidadeSchema, type SolicitacaoPrivacidadeInput } from '@prix/shared/privacidade';
import { firstMessagePerField, type Validation } from '../../lib/validation';

/**
 * A person's privacy request checked with the shared schema the route validates with: a part fetched when the
 * request is sent (`validarSolicitacao` in solicitar-dialog.tsx), so the page paints without zod.
 */
export type SolicitacaoValidation = Validation<
  { tipo: SolicitacaoPrivacidadeInput['tipo']; mensagem: string },
  'mensagem' | ''
>;

export function validar(values: { tipo: string; mensagem: string }): SolicitacaoValidation {
  const parsed = solicitacaoPrivacidadeSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: firstMessagePerField(parsed.error.issues, ['mensagem']) };
}
