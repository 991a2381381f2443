/**
 * The click report's constants (SPEC §3, §9), apart from its zod schemas (`@prix/shared/relatorio`): the
 * click tracker is in every signed-in page, and these cost it a few bytes where the schemas would cost kB.
 */

/** SPEC §3: what a click was on. Document views and downloads are counted as `documento` (decision 0019). */
export const TIPOS_CLIQUE = ['banner', 'botao', 'formulario'] as const;
export type TipoClique = (typeof TIPOS_CLIQUE)[number];
export const TIPO_DOCUMENTO = 'documento';

export const TIPO_CLIQUE_LABEL: Record<TipoClique, string> = {
  banner: 'Banner',
  botao: 'Botão',
  formulario: 'Formulário',
};

/** The most clicks one POST may carry: a 5 s batch of a busy page is far below it (SPEC §9). */
export const CLIQUES_POR_LOTE = 500;
/** The `nome_cliente` of clicks of internal users (SPEC §3). */
export const CLIENTE_INTERNO = 'interno';
