import { z } from '../zod-setup.js';
import {
  INTEGRATION_KEYS,
  INTEGRATION_MAX_DAYS,
  ROTATION_GRACE_HOURS,
  type IntegrationKey,
} from '../integracao.js';
import { cliente } from '../registers/defs/cliente.js';
import { fieldSchema } from '../registers/schemas.js';

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

/**
 * `PUT /api/integracao/treinamentos`: the completions file's rows as JSON (decision 0047's columns), checked by
 * the file import's own rules, so a bad row is named as 'Linha N' (N counts the rows from 1).
 */
export const treinamentosIntegracaoSchema = z.object({
  linhas: z
    .array(
      z.object({
        pessoa: cell.describe("O CPF (com ou sem máscara) ou o e-mail da pessoa: '123.456.789-09'"),
        tipo: cell.describe("O código do tipo de treinamento: 'SEG'"),
        data: cell.describe("O dia da conclusão, dd/mm/aaaa ou aaaa-mm-dd: '2026-03-15'"),
        validadeMeses: cell.describe('Meses de validade da conclusão (1 a 120); vazio: não vence'),
      }),
    )
    .min(1, 'Envie ao menos uma linha')
    .max(50_000, 'No máximo 50.000 linhas'),
});
export type TreinamentosIntegracao = z.infer<typeof treinamentosIntegracaoSchema>;

const clienteFields = cliente.fields;

/**
 * `PUT /api/integracao/clientes/{codigo}`: a company as the ERP keeps it. Each value is checked by the field of
 * the company register (its messages name the field: CNPJ check digits, lengths); the server adds the
 * register's rules (the municipality exists, the partnership types exist). The class is the portal's: it is
 * taken only from a token that may also set it (`classe.reclassificar`).
 */
export const clienteIntegracaoSchema = z.object({
  nome: fieldSchema(clienteFields.nome).describe('A razão social ou o nome do parceiro'),
  cnpj: fieldSchema(clienteFields.cnpj)
    .optional()
    .describe("Com ou sem máscara; gravado com máscara: '12.345.678/0001-95'"),
  endereco: z
    .object({
      rua: fieldSchema(clienteFields.rua).optional(),
      numero: fieldSchema(clienteFields.numero).optional(),
      complemento: fieldSchema(clienteFields.complemento).optional(),
      cep: fieldSchema(clienteFields.cep).optional(),
      bairro: fieldSchema(clienteFields.bairro).optional(),
      municipio: z
        .string({ error: 'Informe o município (código IBGE de 7 dígitos)' })
        .regex(/^[0-9]{7}$/, 'Município inválido: use o código IBGE de 7 dígitos')
        .describe("O código IBGE do município (7 dígitos): '3550308' é São Paulo; o estado vem dele"),
    })
    .describe('O endereço, no Brasil'),
  // Required, not the register's default of none: a sync that leaves the list out must not clear it.
  tiposParceria: z
    .array(z.string().trim().min(1, 'Tipos de parceria: informe códigos, não textos vazios').max(100), {
      error: 'Informe tiposParceria: os códigos dos tipos de parceria (a lista pode ser vazia)',
    })
    .describe("Os códigos dos tipos de parceria do cadastro, todos os da empresa: ['REV', 'OTA']"),
  ativo: z.boolean({ error: 'Informe ativo: true ou false' }),
  classe: z
    .string()
    .trim()
    .min(1, 'Informe o código da classe')
    .max(4, 'O campo Classe aceita no máximo 4 caracteres')
    .optional()
    .describe(
      'O código da classe (reclassificação). Só com um token que tenha também a permissão classe.reclassificar; a mesma classe de agora é aceita sem ela',
    ),
});
export type ClienteIntegracao = z.infer<typeof clienteIntegracaoSchema>;

export const clienteIntegracaoResultSchema = z.object({
  codigo: z.string(),
  uuid: z.string(),
  /** True: the company was created (201); false: updated (200). */
  criado: z.boolean(),
});
export type ClienteIntegracaoResult = z.infer<typeof clienteIntegracaoResultSchema>;

/** The query of a change feed: from an instant, or on from the cursor a page answered. */
export const feedQuerySchema = z.object({
  alteradosDesde: z
    .string()
    .optional()
    .describe(
      "Um instante ISO 8601 com fuso: '2026-03-01T00:00:00-03:00'. Sem ele e sem cursor, tudo desde o início",
    ),
  cursor: z
    .string()
    .max(200, 'Cursor inválido: use o cursor que a página anterior devolveu.')
    .optional()
    .describe(
      'O cursor da resposta anterior: continua de onde ela parou (tem precedência sobre alteradosDesde)',
    ),
  limite: z.coerce
    .number({ error: 'Limite inválido: use um número de 1 a 1000.' })
    .int('Limite inválido: use um número de 1 a 1000.')
    .min(1, 'Limite inválido: use um número de 1 a 1000.')
    .max(1000, 'Limite inválido: use um número de 1 a 1000.')
    .optional()
    .describe('Itens por página, de 1 a 1000 (padrão 100)'),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

const feedPage = <T extends z.ZodType>(item: T) =>
  z.object({
    itens: z.array(item),
    /** Where the next call goes on from; kept even when the page is empty. */
    cursor: z.string(),
    /** True: more changes are ready at once; false: this is everything for now (call again later). */
    temMais: z.boolean(),
  });

export const clienteAlteradoSchema = z.object({
  codigo: z.string(),
  uuid: z.string(),
  nome: z.string(),
  cnpj: z.string().nullable(),
  endereco: z.object({
    rua: z.string().nullable(),
    numero: z.string().nullable(),
    complemento: z.string().nullable(),
    cep: z.string().nullable(),
    bairro: z.string().nullable(),
    municipio: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
  }),
  tiposParceria: z.array(z.string()),
  classe: z.string().nullable(),
  ativo: z.boolean(),
  alteradoEm: z.string(),
});
export type ClienteAlterado = z.infer<typeof clienteAlteradoSchema>;
export const clientesAlteradosSchema = feedPage(clienteAlteradoSchema);
export type ClientesAlterados = z.infer<typeof clientesAlteradosSchema>;

export const contatoAlteradoSchema = z.object({
  uuid: z.string(),
  recebidoEm: z.string(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  municipio: z.string(),
  interesse: z.string(),
  linha: z.string(),
  /** Where the enquiry stands (STATUS_CONTATO of 'Onde comprar'). */
  status: z.string(),
  /** The outcome the partner recorded (RESULTADOS_CONTATO), or null. */
  resultado: z.string().nullable(),
  /** The partner it is offered to or that accepted it. */
  parceiro: z.string().nullable(),
  alteradoEm: z.string(),
});
export type ContatoAlterado = z.infer<typeof contatoAlteradoSchema>;
export const contatosAlteradosSchema = feedPage(contatoAlteradoSchema);
export type ContatosAlterados = z.infer<typeof contatosAlteradosSchema>;
