import { solicitacaoPrivacidadeSchema, type SolicitacaoPrivacidadeInput } from '@prix/shared/privacidade';

/**
 * A person's privacy request checked with the shared schema the route validates with: a part fetched when the
 * request is sent (`validarSolicitacao` in solicitar-dialog.tsx), so the page paints without zod.
 */
export type ValidacaoSolicitacao =
  | { ok: true; data: { tipo: SolicitacaoPrivacidadeInput['tipo']; mensagem: string } }
  | { ok: false; errors: Partial<Record<'mensagem' | '', string>> };

export function validar(values: { tipo: string; mensagem: string }): ValidacaoSolicitacao {
  const parsed = solicitacaoPrivacidadeSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<'mensagem' | '', string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'mensagem' ? 'mensagem' : '';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
