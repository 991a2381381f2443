import { respostaPrivacidadeSchema } from '@prix/shared/privacidade';

/**
 * The officer's answer checked with the shared schema the route validates with. A part fetched when the answer
 * is sent (`validarResposta` in resposta-form.tsx), so the officer's pages paint without zod.
 */
export type CampoResposta = 'resposta' | 'status' | '';
export type Resposta = { resposta: string; status: 'em_atendimento' | 'respondida' };
export type ValidacaoResposta =
  { ok: true; data: Resposta } | { ok: false; errors: Partial<Record<CampoResposta, string>> };

export function validar(values: { resposta: string; status: string }): ValidacaoResposta {
  const parsed = respostaPrivacidadeSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<CampoResposta, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const key: CampoResposta = field === 'resposta' || field === 'status' ? field : '';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
