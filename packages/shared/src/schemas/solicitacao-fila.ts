import { z } from '../zod-setup.js';
import { isStorableText, unstorableMessage } from '../format/storable.js';
import { PRAZOS_ANALISE_IDS } from '../candidatura.js';
import { STATUS_SOLICITACAO } from '../solicitacao.js';
import { verbaCooperadaSchema } from './programa.js';
import { day, money } from './solicitacao-campos.js';

/**
 * The request workflow's routes (decisions 0023, 0055): the bodies of a status move, a comment and the queue's
 * filters, and the answers the pages read as they come (SERVER_CHECKED_ANSWERS), checked by the server on the
 * way out. Apart from the forms' schemas ('@prix/shared/solicitacao', which re-exports their types).
 */

export const mudancaStatusSchema = z.object({
  status: z.enum(STATUS_SOLICITACAO, { error: 'Escolha um status válido.' }),
  comentario: z
    .string()
    .trim()
    .max(2000, 'O comentário: no máximo 2000 caracteres.')
    .refine(isStorableText, unstorableMessage('o comentário'))
    .optional(),
  /** A redemption's approval: the amount approved, the whole requested or a part (what the ledger debits). */
  valorAprovado: money('Valor aprovado: informe um valor maior que zero.').optional(),
  /** A redemption marked paid: when and how (the bonus invoice, the order). */
  pagamento: z
    .object({
      data: day('Data do pagamento: informe a data em dd/mm/aaaa.'),
      referencia: z
        .string({ error: 'Referência do pagamento: informe a nota de bonificação ou o pedido.' })
        .trim()
        .min(1, 'Referência do pagamento: informe a nota de bonificação ou o pedido.')
        .max(100, 'Referência do pagamento: no máximo 100 caracteres.')
        .refine(isStorableText, unstorableMessage('a referência do pagamento')),
    })
    .optional(),
});
export type MudancaStatus = z.infer<typeof mudancaStatusSchema>;

export const comentarioSchema = z.object({
  texto: z
    .string({ error: 'Escreva o comentário.' })
    .trim()
    .min(1, 'Escreva o comentário.')
    .max(2000, 'O comentário: no máximo 2000 caracteres.')
    .refine(isStorableText, unstorableMessage('o comentário')),
});

/** The staff queue's filters (GET /api/solicitacao). */
export const filaFiltrosSchema = z.object({
  status: z.enum(STATUS_SOLICITACAO).optional(),
  formulario: z.string().max(60).optional(),
  cliente: z.string().max(10).optional(),
  classe: z.string().max(4).optional(),
  /** Open ones ('abertas'), or open past the review time ('atrasadas', SPEC §9's 10 working days). */
  prazo: z.enum(PRAZOS_ANALISE_IDS, { error: 'Prazo inválido: abertas ou atrasadas.' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

// The answers of the requests' routes, checked by the server on the way out (SERVER_CHECKED_ANSWERS): the
// pages read them as they come.
const solicitacaoResumoShape = {
  uuid: z.string(),
  numero: z.number(),
  formulario: z.string(),
  titulo: z.string(),
  status: z.enum(STATUS_SOLICITACAO),
  cliente: z.object({ id: z.string(), nome: z.string(), classe: z.string().nullable() }),
  solicitante: z.string().nullable(),
  valor: z.number().nullable(),
  /** A redemption's approved amount (the whole requested or a part); null until approved. */
  valorAprovado: z.number().nullable(),
  dhcriacao: z.string(),
  dhedicao: z.string().nullable(),
  /** Waiting for staff more than PRAZO_ANALISE_DIAS_UTEIS working days since it was sent (SPEC §9). */
  atrasada: z.boolean(),
};
export const solicitacaoResumoSchema = z.object(solicitacaoResumoShape);
export type SolicitacaoResumo = z.infer<typeof solicitacaoResumoSchema>;

/** What the portal keeps of a redemption's NF-e (NfeComprovacao). */
export const nfeComprovacaoSchema = z.object({
  origem: z.enum(['xml', 'danfe']),
  chave: z.string(),
  numero: z.number(),
  serie: z.number(),
  emissao: z.string(),
  emitente: z.object({ cnpj: z.string(), nome: z.string() }),
  destinatario: z.object({ cnpj: z.string() }),
  valorTotal: z.number(),
  autorizacao: z.object({ cStat: z.number(), protocolo: z.string().nullable() }).nullable(),
});

/** GET /api/solicitacao/minhas and GET /api/solicitacao: a page of requests and how many there are. */
export const solicitacoesPageSchema = z.object({
  results: z.array(solicitacaoResumoSchema),
  total: z.number(),
});
export type SolicitacoesPage = z.infer<typeof solicitacoesPageSchema>;

export const solicitacaoEventoSchema = z.object({
  tipo: z.enum(['status', 'comentario']),
  /** The files that came with it (a partner's answer to a pending item). */
  anexos: z.array(z.object({ id: z.number(), nome: z.string() })),
  statusDe: z.enum(STATUS_SOLICITACAO).nullable(),
  statusPara: z.enum(STATUS_SOLICITACAO).nullable(),
  texto: z.string().nullable(),
  /** What the step decided, as the history shows it ('Valor aprovado: …', 'Pago em …'). */
  detalhe: z.string().nullable(),
  autor: z.string().nullable(),
  interno: z.boolean(),
  dhcriacao: z.string(),
});
export type SolicitacaoEvento = z.infer<typeof solicitacaoEventoSchema>;

/** GET /api/solicitacao/{uuid}, and the answer of a status change or a comment: the request as it is now. */
export const solicitacaoDetalheSchema = z.object({
  ...solicitacaoResumoShape,
  dados: z.record(z.string(), z.unknown()),
  anexos: z.array(
    z.object({
      id: z.number(),
      campo: z.string(),
      rotulo: z.string(),
      nome: z.string(),
      tamanho: z.number(),
      /** The type read from its content (image/png, application/pdf, application/xml…). */
      tipo: z.string(),
    }),
  ),
  /** A redemption's NF-e (decision 0055); null for other requests and for those filed before the proof. */
  nfe: nfeComprovacaoSchema.nullable(),
  /** A paid redemption: the day and the reference staff recorded. */
  pagamento: z.object({ data: z.string(), referencia: z.string() }).nullable(),
  /** The viewer may answer the pending item (with files): the request is 'Pendência' and theirs. */
  podeResponder: z.boolean(),
  eventos: z.array(solicitacaoEventoSchema),
  /** Statuses this viewer may move the request to now (empty for partners). */
  proximos: z.array(z.enum(STATUS_SOLICITACAO)),
  /** Staff, on a co-op fund redemption: the partner's fund this year (decision 0027); null without the fund. */
  verba: verbaCooperadaSchema.nullable().optional(),
});
export type SolicitacaoDetalhe = z.infer<typeof solicitacaoDetalheSchema>;

/** A benefit form or a registration change sent: the request's address and number. */
export const submissionAnswerSchema = z.object({
  inserted: z.literal(true),
  uuid: z.string(),
  numero: z.number(),
});
export type SubmissionAnswer = z.infer<typeof submissionAnswerSchema>;
