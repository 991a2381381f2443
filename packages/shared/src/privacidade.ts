/**
 * Privacy under the LGPD (decision 0048): each person's rights over their data (Art. 18) and the staff's answer
 * within the legal time (Art. 19), without zod. The schemas are in schemas/privacidade.ts
 * ('@prix/shared/privacidade'), which re-exports all of this.
 */

/** What a person may ask (Art. 18). `acesso` is answered at once by 'Baixar meus dados' when signed in. */
export const TIPOS_SOLICITACAO_PRIVACIDADE = {
  acesso: 'Acesso aos meus dados',
  correcao: 'Correção de dados',
  anonimizacao: 'Anonimização ou exclusão',
  revogacao: 'Revogação de consentimento',
} as const;
export type TipoSolicitacaoPrivacidade = keyof typeof TIPOS_SOLICITACAO_PRIVACIDADE;
export const TIPOS_SOLICITACAO_PRIVACIDADE_IDS = Object.keys(
  TIPOS_SOLICITACAO_PRIVACIDADE,
) as TipoSolicitacaoPrivacidade[];

/**
 * Where a request stands. `aguardando_confirmacao`: a visitor's request until they open the link e-mailed to the
 * address they named (the clock starts at the confirmation). `respondida`: answered (and e-mailed).
 */
export const STATUS_SOLICITACAO_PRIVACIDADE = {
  aguardando_confirmacao: 'Aguardando confirmação do e-mail',
  recebida: 'Recebida',
  em_atendimento: 'Em atendimento',
  respondida: 'Respondida',
} as const;
export type StatusSolicitacaoPrivacidade = keyof typeof STATUS_SOLICITACAO_PRIVACIDADE;
export const STATUS_SOLICITACAO_PRIVACIDADE_IDS = Object.keys(
  STATUS_SOLICITACAO_PRIVACIDADE,
) as StatusSolicitacaoPrivacidade[];

/** LGPD Art. 19, II: a complete answer within 15 days of the request. */
export const PRAZO_RESPOSTA_PRIVACIDADE_DIAS = 15;
/** The officer is reminded by e-mail on this day of an open request. */
export const LEMBRETE_PRIVACIDADE_DIA = 10;
/** An open request due within this many days is close to its deadline (the officer's '?prazo=vencendo'). */
export const PRIVACIDADE_VENCENDO_DIAS = 5;
/** The open requests by days left on the legal clock: the officer's filter ('?prazo=') and /home's bars. */
export const PRAZOS_PRIVACIDADE = {
  atrasadas: 'Prazo vencido',
  vencendo: `Vencem em até ${PRIVACIDADE_VENCENDO_DIAS} dias`,
  no_prazo: `Vencem em mais de ${PRIVACIDADE_VENCENDO_DIAS} dias`,
} as const;
export type PrazoPrivacidade = keyof typeof PRAZOS_PRIVACIDADE;
export const PRAZOS_PRIVACIDADE_IDS = Object.keys(PRAZOS_PRIVACIDADE) as PrazoPrivacidade[];

/** The parameter of how long clicks and document views keep the person's identity; default in months. */
export const PARAMETRO_RETENCAO_IDENTIDADE = 'RETENCAO_IDENTIDADE_MESES';
export const RETENCAO_IDENTIDADE_PADRAO_MESES = 24;

/** What an anonymised person's name becomes. */
export const NOME_ANONIMIZADO = 'Titular anonimizado';
/** Sign-in refused to an anonymised person. */
export const MSG_TITULAR_ANONIMIZADO =
  'Este acesso foi encerrado a pedido do titular dos dados (LGPD). Se precisar de ajuda, fale com a Prix.';

/** The error page's type (`/erros?type=…`) the sign-in of an anonymised person redirects to; it shows MSG_TITULAR_ANONIMIZADO. */
export const ERRO_TITULAR_ANONIMIZADO = 'titular-anonimizado';

/** Where a consent was given (the texts are versioned where they are defined). */
export const ORIGENS_CONSENTIMENTO = {
  cookies: 'Aviso de cookies',
  contato: 'Formulário Fale com um parceiro',
  candidatura: 'Formulário Seja um parceiro',
} as const;
export type OrigemConsentimento = keyof typeof ORIGENS_CONSENTIMENTO;

/** How the personal-data map treats a column (decision 0048). */
export const TRATAMENTOS = {
  exportar: 'Exportado ao titular',
  anonimizar: 'Anonimizado a pedido',
  manter: 'Mantido (com o motivo)',
} as const;
export type Tratamento = keyof typeof TRATAMENTOS;

/** The cookie notice's text version a signed-in person acknowledges ('Entendi': POST /api/privacidade/consentimentos). */
export const CONSENTIMENTO_COOKIES_VERSAO = '2026-11';
/** A visitor's confirmation link expires after these days (the request is then dropped). */
export const CONFIRMACAO_PRIVACIDADE_DIAS = 7;
