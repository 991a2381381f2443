/**
 * The partner programme of SPEC §9 as the partner pages show it: the six classes, the seven general benefits,
 * the per-category benefits with the level each starts at, and the class rates. The beneficio and
 * classe-beneficio registers hold the per-class values the server computes with (showroom discount, co-op
 * fund rate); this is what /categorias shows to every partner without reading the registers.
 */

import { formatPercent } from './format/numbers.js';

/** The six levels, highest first, as /categorias lists them (SPEC §2.2). */
export const PROGRAMA_NIVEIS = [1000, 500, 250, 100, 50, 10] as const;
export type NivelPrograma = (typeof PROGRAMA_NIVEIS)[number];

/** SPEC §3 Classe: the image name is the class name lowercased without spaces, when it starts with 'prix'. */
export function classeImagem(nomeClasse: string | null | undefined): string | null {
  const slug = (nomeClasse ?? '').toLowerCase().replace(/\s+/g, '');
  return /^prix\d+$/.test(slug) ? slug : null;
}

/** The level of a class name ('Prix 250' → 250), null for a name that is not one of the six. */
export function nivelDaClasse(nomeClasse: string | null | undefined): NivelPrograma | null {
  const level = Number(/\d+/.exec(nomeClasse ?? '')?.[0]);
  return (PROGRAMA_NIVEIS as readonly number[]).includes(level) ? (level as NivelPrograma) : null;
}

/** SPEC §9: always active, whatever the class. */
export const BENEFICIOS_GERAIS: readonly string[] = [
  'Acesso ao Portal de Parceiros Prix',
  'Atendimento de um responsável comercial (RPS) da Prix',
  'Treinamentos on-line na plataforma de e-learning',
  'Listas de preços, catálogos e manuais técnicos atualizados',
  'Material de comunicação e guia de uso da marca Prix',
  'Participação em campanhas e lançamentos de produtos',
  'Resposta às solicitações de benefício em até 10 dias úteis',
];

/** SPEC §9: showroom discount by level (one unit per product per 12 months, no resale for 12 months). */
export const DESCONTO_SHOWROOM: Readonly<Record<NivelPrograma, number>> = {
  10: 15,
  50: 16,
  100: 17,
  250: 18,
  500: 19,
  1000: 20,
};

/** SPEC §9: the annual cooperative marketing fund, percent of last year's purchases, from Prix 100. */
export const TAXA_MARKETING_COOPERADO: Readonly<Partial<Record<NivelPrograma, number>>> = {
  100: 0.75,
  250: 1,
  500: 1.25,
  1000: 1.5,
};

export interface BeneficioCategoria {
  /** The beneficio register's code, where the register has one. */
  readonly id: string;
  readonly nome: string;
  /** The lowest level that has it (SPEC §9). */
  readonly desde: NivelPrograma;
  /** Announced, not yet offered: shown 'Em breve'. */
  readonly emBreve?: boolean;
  /** What the benefit is worth at a level, when it has a figure. */
  readonly detalhe?: (nivel: NivelPrograma) => string | null;
}

/** SPEC §9: the per-category benefits, switched on by minimum level. */
export const BENEFICIOS_CATEGORIA: readonly BeneficioCategoria[] = [
  {
    id: 'DSCS',
    nome: 'Preços subsidiados para showroom',
    desde: 10,
    detalhe: (nivel) =>
      `${formatPercent(DESCONTO_SHOWROOM[nivel])} de desconto, uma unidade por produto a cada 12 meses`,
  },
  { id: 'CBND', nome: 'Credenciamento no cartão BNDES', desde: 50 },
  { id: 'TRVE', nome: 'Programa de treinamento de vendas', desde: 50 },
  {
    id: 'VMC',
    nome: 'Verba de marketing cooperado',
    desde: 100,
    detalhe: (nivel) => {
      const taxa = TAXA_MARKETING_COOPERADO[nivel];
      return taxa === undefined
        ? null
        : `${formatPercent(taxa)} das compras do ano anterior, paga em produtos`;
    },
  },
  {
    id: 'FEIR',
    nome: 'Coparticipação em feiras e eventos',
    desde: 100,
    detalhe: () => 'A Prix participa com até 20% do orçamento',
  },
  { id: 'SITE', nome: 'Divulgação no site como revenda autorizada', desde: 250, emBreve: true },
  { id: 'PREM', nome: 'Premiação por superação de metas', desde: 500 },
  { id: 'ANIV', nome: 'Brinde de aniversário de parceria', desde: 1000 },
];

/** Whether a per-category benefit is on at a level. */
export const beneficioAtivo = (beneficio: BeneficioCategoria, nivel: NivelPrograma): boolean =>
  nivel >= beneficio.desde;
