import { z } from './zod-setup.js';

/**
 * The partner programme of SPEC §9 as the partner pages show it: the six classes, the seven general benefits,
 * the per-category benefits with the level each starts at, and the class rates. The beneficio and
 * classe-beneficio registers hold the per-class values the server computes with (showroom discount, co-op
 * fund rate); this is what /categorias shows to every partner without reading the registers.
 */

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

const percent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/** SPEC §9: the per-category benefits, switched on by minimum level. */
export const BENEFICIOS_CATEGORIA: readonly BeneficioCategoria[] = [
  {
    id: 'DSCS',
    nome: 'Preços subsidiados para showroom',
    desde: 10,
    detalhe: (nivel) =>
      `${percent(DESCONTO_SHOWROOM[nivel])} de desconto, uma unidade por produto a cada 12 meses`,
  },
  { id: 'CBND', nome: 'Credenciamento no cartão BNDES', desde: 50 },
  { id: 'TRVE', nome: 'Programa de treinamento de vendas', desde: 50 },
  {
    id: 'VMC',
    nome: 'Verba de marketing cooperado',
    desde: 100,
    detalhe: (nivel) => {
      const taxa = TAXA_MARKETING_COOPERADO[nivel];
      return taxa === undefined ? null : `${percent(taxa)} das compras do ano anterior, paga em produtos`;
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

// ---------------------------------------------------------------------------------------------------------------
// GET /api/home

const text = z.string().nullable();

/** The co-op fund (VMC) ledger of a company for a year (decision 0027, one rule with benefitResultFinal). */
export const verbaCooperadaSchema = z.object({
  /** The class's rate as the register keeps it ('1,00%'). */
  taxa: z.string(),
  /** The year of the fund. */
  ano: z.number(),
  /** The year whose purchases make the fund (the previous calendar year). */
  anoBase: z.number(),
  /** Product purchases of that year, BRL. */
  compras: z.number(),
  /** Accrued: compras × taxa, BRL. */
  verbaAnual: z.number(),
  /** Open redemption requests of the year (Recebida, Em análise), BRL. */
  solicitado: z.number(),
  /** Approved redemptions not yet paid, BRL. */
  aprovado: z.number(),
  /** Paid redemptions, BRL. */
  pago: z.number(),
  /** verbaAnual − aprovado − pago, never below zero, BRL. */
  disponivel: z.number(),
});
export type VerbaCooperada = z.infer<typeof verbaCooperadaSchema>;

/** GET /api/verba-marketing-cooperado: a partner's fund for a year and that year's redemption requests. */
export const extratoVerbaSchema = z.object({
  empresa: z.object({ id: z.string(), nome: z.string() }),
  /** The years that can be asked for (newest first). */
  anos: z.array(z.number()),
  verba: verbaCooperadaSchema.nullable(),
  resgates: z.array(
    z.object({
      uuid: z.string(),
      numero: z.number(),
      status: z.string(),
      valor: z.number(),
      dhcriacao: z.string(),
    }),
  ),
});
export type ExtratoVerba = z.infer<typeof extratoVerbaSchema>;

/** A quick button whose address is configuration (parametro), not code. */
export const atalhoExternoSchema = z.object({
  id: z.enum(['simulador', 'canalOta', 'boleto']),
  url: z.string(),
});
export type AtalhoExterno = z.infer<typeof atalhoExternoSchema>;

export const homeSchema = z.object({
  /** The current company of an external user; null for internal users (and partners without one). */
  empresa: z
    .object({
      /** The ERP code. */
      id: z.string(),
      nome: z.string(),
      /** Address lines, ready to show ('Avenida Paulista, 1500 — Conjunto 42', 'Bela Vista · São Paulo/SP', 'CEP 01310-200'). */
      endereco: z.array(z.string()),
      classe: z.object({ nome: z.string(), imagem: text }).nullable(),
      /** The responsible person at Prix (RPS). */
      rps: z.object({ nome: z.string(), email: text, celular: text, whatsapp: text }).nullable(),
      /** Tiles: present only with the benefit and the key (SPEC §6 'Metric tiles'). */
      metricas: z.object({
        marketingCooperado: verbaCooperadaSchema.nullable(),
        showroom: z.object({ desconto: z.string() }).nullable(),
      }),
    })
    .nullable(),
  /** External quick buttons this viewer may use, with their configured addresses. */
  atalhos: z.array(atalhoExternoSchema),
  /** SPEC §6: the training button, only for users with the e-learning login (acessosfsf). */
  treinamento: z.boolean(),
});
export type HomeInfo = z.infer<typeof homeSchema>;
