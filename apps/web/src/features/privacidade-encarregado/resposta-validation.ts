import { respostaPrivacidadeSchema } from '@prix/shared/privacidade';
import { firstMessagePerField, type Validation } from '../../lib/validation';

/**
 * The officer's answer checked with the shared schema the route validates with. A part fetched when the answer
 * is sent (`validarResposta` in resposta-form.tsx), so the officer's pages paint without zod.
 */
export type RespostaField = 'resposta' | 'status' | '';
export type Resposta = { resposta: string; status: 'em_atendimento' | 'respondida' };
export type RespostaValidation = Validation<Resposta, RespostaField>;

export function validar(values: { resposta: string; status: string }): RespostaValidation {
  const parsed = respostaPrivacidadeSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: firstMessagePerField(parsed.error.issues, ['resposta', 'status']) };
}
