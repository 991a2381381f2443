/**
 * 'Meu desempenho' and the staff's report of every partner's performance (decision 0053), without zod: what
 * their pages need besides the answers' types. The schemas are in schemas/desempenho.ts
 * ('@prix/shared/desempenho'), which re-exports all of this.
 */

/** Where January's reclassification would take a partner if the year ended today, against its class now. */
export const TENDENCIAS = {
  sobe: 'Sobe',
  desce: 'Desce',
  mantem: 'Mantém',
} as const;
export type Tendencia = keyof typeof TENDENCIAS;
export const TENDENCIAS_IDS = Object.keys(TENDENCIAS) as Tendencia[];

/** The staff's report: its page's and its export's title. */
export const RELATORIO_DESEMPENHO_TITULO = 'Desempenho dos parceiros';

/** The months as the chart's axis and the table's rows name them. */
export const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;
