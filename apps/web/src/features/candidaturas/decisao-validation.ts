import { decisaoCandidaturaSchema, type DecisaoCandidatura } from '@prix/shared/candidatura';
import { firstMessagePerField, type Validation } from '../../lib/validation';

/**
 * A reviewer's decision checked with the shared schema the route validates with, plus what each decision needs
 * (a message for a pending item or a refusal, the ERP code for an approval; the route refuses them too). A part
 * fetched when a decision is sent (`validarDecisao` in candidatura-decisao.tsx), so the pages paint without zod.
 */
export type DecisaoValidation = Validation<DecisaoCandidatura, 'mensagem' | 'clienteId' | ''>;

export const EXIGIDO = {
  pendencia: 'Escreva o que falta: os documentos ou dados que o candidato deve enviar.',
  recusada: 'Informe o motivo da recusa: ele vai por e-mail ao candidato.',
  aprovada: 'Informe o código ERP da empresa.',
} as const;

export function validar(values: {
  status: string;
  mensagem?: string | null;
  clienteId?: string | null;
}): DecisaoValidation {
  const parsed = decisaoCandidaturaSchema.safeParse(values);
  const errors = parsed.success ? {} : firstMessagePerField(parsed.error.issues, ['mensagem', 'clienteId']);
  const data = parsed.data;
  if (data?.status === 'pendencia' && !data.mensagem) errors.mensagem ??= EXIGIDO.pendencia;
  if (data?.status === 'recusada' && !data.mensagem) errors.mensagem ??= EXIGIDO.recusada;
  if (data?.status === 'aprovada' && !data.clienteId) errors.clienteId ??= EXIGIDO.aprovada;
  if (data && Object.keys(errors).length === 0) return { ok: true, data };
  return { ok: false, errors };
}
