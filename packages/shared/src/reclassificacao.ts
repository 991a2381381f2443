// The yearly reclassification (decision 0028) without zod: what its page needs besides the answers'
// types. The schemas are in schemas/reclassificacao.ts ('@prix/shared/reclassificacao'), which re-exports this.

/** The year whose January–December purchases classify: by default the previous calendar year. */
export const anoPadraoReclassificacao = (today = new Date()): number => today.getUTCFullYear() - 1;

/** Which way a partner's class moves: the page's '?mudancas=sobe|desce' and /home's counts. */
export type DirecaoReclassificacao = 'sobe' | 'desce';

/**
 * What changed a partner's class, as the class history records it (`classe_historico.origem`, decision 0053),
 * with the words the company screen and 'Meu desempenho' show.
 */
export const ORIGENS_CLASSE = {
  reclassificacao: 'Reclassificação anual',
  cadastro: 'Alteração no cadastro',
  candidatura: 'Candidatura aprovada',
  integracao: 'Sincronização do ERP',
} as const;
export type OrigemClasse = keyof typeof ORIGENS_CLASSE;
export const ORIGENS_CLASSE_IDS = Object.keys(ORIGENS_CLASSE) as OrigemClasse[];
