import { z } from '../zod-setup.js';
import {
  INTEGRATION_KEYS,
  INTEGRATION_MAX_DAYS,
  ROTATION_GRACE_HOURS,
  type IntegrationKey,
} from '../integracao.js';

export { INTEGRATION_KEYS, INTEGRATION_MAX_DAYS, ROTATION_GRACE_HOURS, type IntegrationKey };

const integrationKeys = Object.keys(INTEGRATION_KEYS) as [IntegrationKey, ...IntegrationKey[]];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe a data como aaaa-mm-dd');

/** The form that creates an integration: its name, the keys its token holds, and the last day it works. */
export const integracaoCreateSchema = z.object({
  nome: z.string().trim().min(1, 'Informe o nome').max(100, 'No máximo 100 caracteres'),
  chaves: z
    .array(z.enum(integrationKeys, { error: 'Permissão não disponível para integrações' }))
    .min(1, 'Escolha ao menos uma permissão')
    .max(integrationKeys.length),
  expiraEm: isoDate,
});
export type IntegracaoCreate = z.infer<typeof integracaoCreateSchema>;

export const integracaoSituacaoSchema = z.enum(['ativa', 'revogada', 'expirada']);
export type IntegracaoSituacao = z.infer<typeof integracaoSituacaoSchema>;

/** An integration as the register lists it. */
export const integracaoSchema = z.object({
  id: z.uuid(),
  nome: z.string(),
  chaves: z.array(z.string()),
  expiraEm: z.string(),
  dono: z.string().nullable(),
  situacao: integracaoSituacaoSchema,
  revogadaEm: z.string().nullable(),
  ultimoUsoEm: z.string().nullable(),
  ultimoUsoIp: z.string().nullable(),
  criadaEm: z.string(),
});
export type Integracao = z.infer<typeof integracaoSchema>;

export const integracaoListSchema = z.object({ integracoes: z.array(integracaoSchema) });
export type IntegracaoLista = z.infer<typeof integracaoListSchema>;

/** One call made with a token, as staff read it in the integration's detail. */
export const integracaoChamadaSchema = z.object({
  metodo: z.string(),
  rota: z.string(),
  status: z.number(),
  ip: z.string().nullable(),
  em: z.string(),
});
export type IntegracaoChamada = z.infer<typeof integracaoChamadaSchema>;

export const integracaoDetailSchema = integracaoSchema.extend({
  chamadas: z.array(integracaoChamadaSchema),
  /** Until when the secret before the last rotation still works, or null. */
  anteriorValidoAte: z.string().nullable(),
});
export type IntegracaoDetail = z.infer<typeof integracaoDetailSchema>;

/** The answer that carries a secret: shown once, never stored in clear, never answered again. */
export const integracaoTokenSchema = z.object({
  integracao: integracaoSchema,
  token: z.string(),
  anteriorValidoAte: z.string().nullable(),
});
export type IntegracaoToken = z.infer<typeof integracaoTokenSchema>;

const cell = z
  .union([z.string().max(60), z.number()])
  .nullable()
  .optional();

/**
 * `PUT /api/integracao/faturamento`: the billing file's rows as JSON (decision 0025's columns). Values are
 * checked by the import's own rules, so a bad row is named as 'Linha N' (N counts the rows from 1) with the
 * file's reasons.
 */
export const faturamentoIntegracaoSchema = z.object({
  linhas: z
    .array(
      z.object({
        parceiro: cell.describe("O CNPJ (com ou sem máscara) ou o código do ERP do parceiro: '0000101'"),
        mes: cell.describe("O mês, mm/aaaa: '03/2026'"),
        produtos: cell.describe("Reais: 1234.56 ou '1.234,56'"),
        servicos: cell.describe('Reais'),
        beneficiosResgatados: cell.describe('Reais'),
      }),
    )
    .min(1, 'Envie ao menos uma linha')
    .max(50_000, 'No máximo 50.000 linhas'),
});
export type FaturamentoIntegracao = z.infer<typeof faturamentoIntegracaoSchema>;

/** The header of a write that may be repeated safely: the same key and body give the same answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
