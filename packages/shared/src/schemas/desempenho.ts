import { z } from '../zod-setup.js';
import { TENDENCIAS_IDS, type Tendencia } from '../desempenho.js';
import { isSiglaUf } from '../format/ufs.js';
import { ORIGENS_CLASSE_IDS, type OrigemClasse } from '../reclassificacao.js';
import { verbaCooperadaSchema } from './programa.js';

/**
 * 'Meu desempenho' (GET /api/desempenho[/{clienteId}]) and the staff's report of every partner
 * (GET /api/desempenho/relatorio, its export), decision 0053: a partner's class and since when, the year's net
 * billing (products, decision 0024) against SPEC §9's thresholds, the class January's reclassification would
 * give (decision 0028's rule), the months against last year's, the co-op fund, the enquiries and the trainings.
 */

export * from '../desempenho.js';

const classeRef = z.object({ id: z.string(), nome: z.string() });
/** A level of SPEC §9 and the name of its class in the classes register ('Prix 250'). */
const nivelRef = z.object({ nivel: z.number(), nome: z.string() });
const tendencia = z.enum(TENDENCIAS_IDS as [Tendencia, ...Tendencia[]]);

export const desempenhoSchema = z.object({
  empresa: z.object({ id: z.string(), nome: z.string() }),
  /** The calendar year so far (Brasília) and its last month, 1–12. */
  ano: z.number(),
  mes: z.number(),
  classe: z.object({
    atual: classeRef.nullable(),
    /** When the company came to its current class and what brought it there; null when nothing recorded it. */
    desde: z
      .object({ em: z.string(), origem: z.enum(ORIGENS_CLASSE_IDS as [OrigemClasse, ...OrigemClasse[]]) })
      .nullable(),
    /** The class it held at the end of last year, by the class history. */
    anoAnterior: classeRef.nullable(),
  }),
  faturamento: z.object({
    /** Net billing (products) of the year so far, BRL. */
    acumulado: z.number(),
    /** The bound the year must pass to keep the current class, and what is left to pass it (0: passed). */
    manter: z.object({ limite: z.number(), faltam: z.number() }).nullable(),
    /** The next class, the bound that reaches it and what is left (0: reached); null at the top. */
    proxima: nivelRef.extend({ limite: z.number(), faltam: z.number(), percentual: z.number() }).nullable(),
    /** The class January's reclassification would give if the year ended today. */
    projetada: nivelRef,
    /** The projection against the class now; null for a company outside SPEC §9's classes. */
    tendencia: tendencia.nullable(),
    /**
     * The year at the pace so far: the billing of the `meses` months begun (the current one included) over
     * their count, times 12, and the class it gives (decision 0053, amended). In December it is the year's.
     */
    ritmo: z.object({
      meses: z.number(),
      anualizado: z.number(),
      projetada: nivelRef,
      tendencia: tendencia.nullable(),
    }),
  }),
  /** January to December: this year's net billing (null after the current month) and last year's, BRL. */
  meses: z.array(z.object({ mes: z.number(), atual: z.number().nullable(), anterior: z.number() })),
  /** The year's co-op fund (decision 0027); null for a class without one. */
  verba: verbaCooperadaSchema.nullable(),
  /** The enquiries of 'Onde comprar' offered to the company this year (decision 0046). */
  contatos: z.object({
    recebidos: z.number(),
    aceitos: z.number(),
    vendidos: z.number(),
    /** Accepted over received, 0–1; null with none received. */
    taxaAceite: z.number().nullable(),
    /** Median hours from an offer to its answer; null with no answer. */
    medianaRespostaHoras: z.number().nullable(),
  }),
  /** Mandatory trainings with a valid completion (decision 0047). */
  treinamentos: z.object({ emDia: z.number(), total: z.number(), conforme: z.boolean() }),
});
export type Desempenho = z.infer<typeof desempenhoSchema>;

const filtro = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

export const relatorioDesempenhoMessages = {
  classe: 'Classe inválida.',
  uf: 'Estado inválido: use a sigla de um dos 27 estados.',
  tendencia: 'Filtro de projeção inválido: sobe, desce ou mantem.',
};

/** GET /api/desempenho/relatorio (and …/exportar): by class (its code), state (UF) and projected change. */
export const relatorioDesempenhoQuerySchema = z.object({
  classe: filtro(4, relatorioDesempenhoMessages.classe),
  uf: filtro(2, relatorioDesempenhoMessages.uf)
    .refine((v) => v === undefined || isSiglaUf(v), relatorioDesempenhoMessages.uf)
    .transform((v) => v?.toUpperCase()),
  tendencia: z
    .enum(['', ...TENDENCIAS_IDS] as ['', ...Tendencia[]], { error: relatorioDesempenhoMessages.tendencia })
    .optional()
    .transform((v) => (v ? v : undefined)),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
export type RelatorioDesempenhoQuery = z.infer<typeof relatorioDesempenhoQuerySchema>;

export const relatorioDesempenhoLinhaSchema = z.object({
  clienteId: z.string(),
  nome: z.string(),
  uf: z.string().nullable(),
  classe: classeRef.nullable(),
  /** Net billing (products) of the year so far, BRL. */
  acumulado: z.number(),
  /** The next class's bound and the share of it reached (0–1 and beyond); null at the top. */
  proxima: nivelRef.extend({ limite: z.number(), percentual: z.number() }).nullable(),
  projetada: nivelRef,
  tendencia: tendencia.nullable(),
  /** The class at the pace of the months begun ('Meu desempenho''s `ritmo`). */
  ritmo: z.object({ projetada: nivelRef, tendencia: tendencia.nullable() }),
  /** The co-op fund's available balance, BRL; null for a class without one. */
  verbaDisponivel: z.number().nullable(),
});
export type RelatorioDesempenhoLinha = z.infer<typeof relatorioDesempenhoLinhaSchema>;

export const relatorioDesempenhoSchema = z.object({
  ano: z.number(),
  /** Closest to a change of class first (decision 0053), a page of PAGE_SIZE. */
  linhas: z.array(relatorioDesempenhoLinhaSchema),
  total: z.number(),
  page: z.number(),
});
export type RelatorioDesempenho = z.infer<typeof relatorioDesempenhoSchema>;
