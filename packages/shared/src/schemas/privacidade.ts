import { z } from '../zod-setup.js';
import { isValidCpf } from '../format/documents.js';
import { optionalText as optional, requiredText as required } from './form-text.js';
import {
  PRAZOS_PRIVACIDADE_IDS,
  STATUS_SOLICITACAO_PRIVACIDADE_IDS,
  TIPOS_SOLICITACAO_PRIVACIDADE_IDS,
  TRATAMENTOS,
} from '../privacidade.js';

/**
 * Privacy under the LGPD (decision 0048): the schemas of the person's requests, the public request form, the
 * officer's queue, the person look-up, the export and the active sessions.
 */
export * from '../privacidade.js';

const tipo = z.enum(TIPOS_SOLICITACAO_PRIVACIDADE_IDS, { error: 'Escolha o tipo de solicitação.' });

/** POST /api/privacidade/solicitacoes (signed in): a request about my own data. */
export const solicitacaoPrivacidadeSchema = z.object({
  tipo,
  mensagem: required('a mensagem', 2000),
});
export type SolicitacaoPrivacidadeInput = z.input<typeof solicitacaoPrivacidadeSchema>;

/**
 * POST /api/publico/privacidade (no sign-in): a visitor's or applicant's request, confirmed through a link
 * e-mailed to `email` (the clock starts then). Bot protection as the other public forms (`website`, `tempo`).
 */
export const solicitacaoPrivacidadePublicaSchema = solicitacaoPrivacidadeSchema.extend({
  nome: required('o nome', 100),
  email: required('o e-mail', 100).pipe(z.email('Informe um e-mail válido.')),
  website: z.string().max(200).optional(),
  tempo: z.number().int().min(0).optional(),
});
export type SolicitacaoPrivacidadePublicaInput = z.input<typeof solicitacaoPrivacidadePublicaSchema>;

export const solicitacaoPrivacidadeResumoSchema = z.object({
  uuid: z.string(),
  tipo,
  status: z.enum(STATUS_SOLICITACAO_PRIVACIDADE_IDS),
  /** The person (name, e-mail) as they are now; a visitor's name and e-mail as typed. */
  titular: z.string(),
  email: z.string().nullable(),
  recebidaEm: z.string(),
  /** recebidaEm + 15 days (ISO date); null until a visitor confirms. */
  prazo: z.string().nullable(),
  /** Days left to the deadline (negative: overdue); null once answered or unconfirmed. */
  diasRestantes: z.number().nullable(),
  atrasada: z.boolean(),
});
export type SolicitacaoPrivacidadeResumo = z.infer<typeof solicitacaoPrivacidadeResumoSchema>;
export const solicitacaoPrivacidadeDetalheSchema = solicitacaoPrivacidadeResumoSchema.extend({
  mensagem: z.string(),
  resposta: z.string().nullable(),
  respondidaEm: z.string().nullable(),
  respondidaPor: z.string().nullable(),
  /** The signed-in person's user (uuid), for the look-up and anonymisation; null for a visitor. */
  usuario: z.string().nullable(),
});
export type SolicitacaoPrivacidadeDetalhe = z.infer<typeof solicitacaoPrivacidadeDetalheSchema>;
export const solicitacoesPrivacidadeListaSchema = z.object({
  solicitacoes: z.array(solicitacaoPrivacidadeResumoSchema),
  total: z.number(),
  page: z.number(),
});
export type SolicitacoesPrivacidadeLista = z.infer<typeof solicitacoesPrivacidadeListaSchema>;
export const solicitacoesPrivacidadeQuerySchema = z.object({
  status: z.enum(STATUS_SOLICITACAO_PRIVACIDADE_IDS, { error: 'Situação inválida.' }).optional(),
  tipo: tipo.optional(),
  /** Open ones by days left: overdue, due within PRIVACIDADE_VENCENDO_DIAS, later. */
  prazo: z
    .enum(PRAZOS_PRIVACIDADE_IDS, { error: 'Prazo inválido: atrasadas, vencendo ou no_prazo.' })
    .optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
/** POST /api/privacidade/solicitacoes/{uuid}/resposta (officer): the answer, recorded and e-mailed. */
export const respostaPrivacidadeSchema = z.object({
  resposta: required('a resposta', 4000),
  /** `em_atendimento` records progress without closing; `respondida` closes and e-mails the answer. */
  status: z.enum(['em_atendimento', 'respondida'], { error: 'Escolha a situação.' }),
});

/** GET /api/privacidade/titular?email=|cpf= (officer): the person look-up. */
export const titularQuerySchema = z
  .object({
    email: optional('o e-mail', 100),
    cpf: optional('o CPF', 14).refine((v) => v === null || isValidCpf(v), 'CPF inválido.'),
  })
  .refine((q) => (q.email === null) !== (q.cpf === null), {
    message: 'Informe o e-mail ou o CPF da pessoa.',
    path: ['email'],
  });

/** What the portal holds about a person, table by table, from the declared map (the export and the look-up). */
export const dadosTitularSchema = z.object({
  titular: z.object({ uuid: z.string().nullable(), nome: z.string(), email: z.string().nullable() }),
  geradoEm: z.string(),
  tabelas: z.array(
    z.object({
      tabela: z.string(),
      /** What it is, in Portuguese ('Solicitações de benefício'). */
      descricao: z.string(),
      linhas: z.array(z.record(z.string(), z.unknown())),
      /** Per column: its treatment on erasure and, when kept, why. */
      tratamentos: z.record(
        z.string(),
        z.object({
          tratamento: z.enum(Object.keys(TRATAMENTOS) as [keyof typeof TRATAMENTOS]),
          motivo: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type DadosTitular = z.infer<typeof dadosTitularSchema>;

/** POST /api/privacidade/titular/{usuarioUuid}/anonimizacao (officer). */
export const anonimizacaoSchema = z.object({
  /** The request it answers, when there is one. */
  solicitacao: z.string().uuid().nullable().optional(),
  confirmacao: z.literal(true, { error: 'Confirme a anonimização: ela não pode ser desfeita.' }),
});
export const anonimizacaoRespostaSchema = z.object({
  /** Where the law keeps a record: what was kept and why (the answer to the person says so). */
  mantidos: z.array(z.object({ tabela: z.string(), coluna: z.string(), motivo: z.string() })),
  arquivosRemovidos: z.number(),
  sessoesEncerradas: z.number(),
});
export type AnonimizacaoResposta = z.infer<typeof anonimizacaoRespostaSchema>;

/** GET /api/privacidade/acessos (officer): staff reads of personal records. */
export const acessosDadosSchema = z.object({
  acessos: z.array(
    z.object({
      em: z.string(),
      quem: z.string(),
      /** What was read: 'Usuário 10000004', 'Consulta de titular: e-mail …', 'Exportação de dados de …'. */
      oque: z.string(),
    }),
  ),
  total: z.number(),
  page: z.number(),
});
export type AcessosDados = z.infer<typeof acessosDadosSchema>;

/** GET /api/privacidade/sessoes: where I am signed in. */
export const sessoesSchema = z.object({
  sessoes: z.array(
    z.object({
      id: z.string(),
      /** 'Chrome no Windows', from the browser's description. */
      dispositivo: z.string(),
      criadaEm: z.string(),
      ultimoUso: z.string(),
      atual: z.boolean(),
    }),
  ),
});
export type Sessoes = z.infer<typeof sessoesSchema>;

/** POST /api/publico/privacidade (201) and GET /api/publico/privacidade/confirmar/{token}: what the visitor reads. */
export const privacidadeMensagemSchema = z.object({
  mensagem: z.string(),
  /** The confirmation's answer: the due date of the answer (ISO date). */
  prazo: z.string().nullable().optional(),
});
export type PrivacidadeMensagem = z.infer<typeof privacidadeMensagemSchema>;

/** POST /api/privacidade/consentimentos (signed in): the person acknowledged the cookie notice (this version). */
export const consentimentoSchema = z.object({
  origem: z.literal('cookies', { error: 'Origem de consentimento inválida.' }),
  versao: z
    .string({ error: 'Informe a versão do texto.' })
    .trim()
    .min(1, 'Informe a versão do texto.')
    .max(20, 'Versão do texto inválida.'),
});
export type ConsentimentoInput = z.input<typeof consentimentoSchema>;
