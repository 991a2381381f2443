import {
  solicitacaoPrivacidadePublicaSchema,
  type SolicitacaoPrivacidadePublicaInput,
} from '@prix/shared/privacidade';

/**
 * The public privacy request checked with the shared schema the route validates with: a part fetched when the
 * form is sent, so the page paints and reads without zod (decisions 0033, 0037).
 */
export type Validacao =
  { ok: true; data: SolicitacaoPrivacidadePublicaInput } | { ok: false; errors: Record<string, string> };

export function validarSolicitacaoPublica(valores: unknown): Validacao {
  const parsed = solicitacaoPrivacidadePublicaSchema.safeParse(valores);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { ok: false, errors };
}
