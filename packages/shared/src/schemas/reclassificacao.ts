import { z } from '../zod-setup.js';
import { namingItsField } from '../registers/fields.js';
import { metaClasse } from './faturamento.js';

/**
 * The yearly reclassification (SPEC §9, decision 0028): every active partner's class from the
 * reference year's net billing (products, decision 0024), by the one threshold rule of the billing report
 * (`metaClasse`), previewed and then applied in one transaction.
 */

export * from '../reclassificacao.js';

export const reclassificacaoMessages = {
  ano: namingItsField('Ano inválido: use um ano entre 2000 e 2099'),
  classeAusente: (nivel: number) =>
    `A classe Prix ${nivel} não está cadastrada (ou está inativa): cadastre-a antes de reclassificar.`,
};

/** A year of 2000–2099 as digits (a query string) or a number (a JSON body); empty means none. */
const toYear = (value: string | number, ctx: z.RefinementCtx): number | undefined => {
  const text = String(value).trim();
  if (text === '') return undefined;
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
  if (year >= 2000 && year <= 2099) return year;
  ctx.addIssue({ code: 'custom', message: reclassificacaoMessages.ano });
  return z.NEVER;
};

/** GET /api/reclassificacao?ano= (empty or absent: the previous year). */
export const reclassificacaoQuerySchema = z.object({
  ano: z.string(reclassificacaoMessages.ano).transform(toYear).optional(),
});
/** POST /api/reclassificacao { ano }: the year is required, so what is applied is what was previewed. */
export const reclassificacaoApplySchema = z.object({
  ano: z
    .union([z.string(), z.number()], reclassificacaoMessages.ano)
    .transform(toYear)
    .refine((v) => v !== undefined, reclassificacaoMessages.ano),
});

/** The level a year's net billing gives (SPEC §9: up to 50 000,00 → 10; 50 000,01 → 50; …). */
export const nivelPorFaturamento = (liquido: number): number => metaClasse(0, liquido).nivel;

const classeRef = z.object({ id: z.string(), nome: z.string() });

export const reclassificacaoLinhaSchema = z.object({
  id: z.string(),
  nome: z.string(),
  classeAtual: classeRef.nullable(),
  classeNova: classeRef,
  /** Net billing (products) of the year, BRL; 0 without billing. */
  faturamento: z.number(),
  muda: z.boolean(),
  /** Which way the class moves (the server's one rule, `direcaoSql`); null when it stays. */
  direcao: z.enum(['sobe', 'desce']).nullable(),
});
export type ReclassificacaoLinha = z.infer<typeof reclassificacaoLinhaSchema>;

export const reclassificacaoPreviewSchema = z.object({
  ano: z.number(),
  linhas: z.array(reclassificacaoLinhaSchema),
  mudancas: z.number(),
});
export type ReclassificacaoPreview = z.infer<typeof reclassificacaoPreviewSchema>;

export const reclassificacaoResultSchema = z.object({
  ano: z.number(),
  /** Partners whose class changed now (0 when applied again). */
  alterados: z.number(),
  /** E-mails queued to the partners that changed. */
  emails: z.number(),
});
export type ReclassificacaoResult = z.infer<typeof reclassificacaoResultSchema>;
