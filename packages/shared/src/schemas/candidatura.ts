import { z } from '../zod-setup.js';
import { optionalText as optional, requiredText as required, text } from './form-text.js';
import { contactMessages, isValidCelular, isValidCep, isValidTelefone } from '../format/contact.js';
import { documentMessages, isValidCnpj, isValidCpf } from '../format/documents.js';
import { isSiglaUf } from '../format/ufs.js';
import { codigoIbgeSchema } from './onde-comprar.js';
import {
  LIMITES_CANDIDATURA as L,
  PRAZOS_ANALISE_IDS,
  STATUS_CANDIDATURA_IDS,
  TIPOS_CANDIDATURA_IDS,
} from '../candidatura.js';

/**
 * 'Seja um parceiro' (decision 0047): the application form and its route share these schemas, as do the
 * status page, the staff review and the training import and compliance report.
 */
export * from '../candidatura.js';
// A partner's compliance and onboarding checklist, which GET /api/home carries too (a module of their own, so
// the programme's schemas do not bring the application's).
export * from './conformidade.js';

/** A CNPJ, numeric or alphanumeric (in force since July 2026), with valid check digits; kept as typed, upper case. */
export const cnpjSchema = required('o CNPJ', 18)
  .transform((v) => v.toUpperCase())
  .refine(isValidCnpj, `${documentMessages.cnpj}: confira os 14 caracteres e os dígitos verificadores.`);

/**
 * POST /api/publico/candidatura: multipart, this object as JSON in the part `json`, the documents as parts
 * named by DOCUMENTOS_CANDIDATURA (contratoSocial, cartaoCnpj). `website` is the hidden field, `tempo` how long
 * the form was open (ms, the page's own clock): the same bot protection as the enquiries.
 */
export const candidaturaSchema = z.object({
  cnpj: cnpjSchema,
  razaoSocial: required('a razão social', L.razaoSocial),
  nomeFantasia: optional('o nome fantasia', L.nomeFantasia),
  cep: required('o CEP', 10).refine(isValidCep, contactMessages.cep),
  rua: required('o endereço', L.rua),
  numero: required('o número', L.numero),
  complemento: optional('o complemento', L.complemento),
  bairro: required('o bairro', L.bairro),
  uf: z
    .string({ error: 'Escolha o estado.' })
    .refine(isSiglaUf, 'Escolha o estado.')
    .transform((v) => v.toUpperCase()),
  municipio: codigoIbgeSchema,
  telefone: required('o telefone da empresa', L.telefone).refine(
    (v) => isValidTelefone(v) || isValidCelular(v),
    contactMessages.telefone,
  ),
  tipo: z.enum(TIPOS_CANDIDATURA_IDS, {
    error: 'Escolha o tipo de parceria: revenda ou assistência técnica.',
  }),
  contatoNome: required('o nome da pessoa de contato', L.nome),
  contatoEmail: required('o e-mail da pessoa de contato', L.email).pipe(z.email('Informe um e-mail válido.')),
  contatoCelular: required('o celular da pessoa de contato', L.telefone).refine(
    isValidCelular,
    contactMessages.celular,
  ),
  consentimento: z.literal(true, { error: 'Para enviar, autorize o uso dos dados da candidatura.' }),
  website: z.string().max(200).optional(),
  tempo: z.number().int().min(0).optional(),
});
export type CandidaturaInput = z.input<typeof candidaturaSchema>;
export type Candidatura = z.infer<typeof candidaturaSchema>;
export const candidaturaRespostaSchema = z.object({ mensagem: z.string() });

const documentoSchema = z.object({
  uuid: z.string(),
  tipo: z.string(),
  nome: z.string(),
  tamanho: z.number(),
  enviadoEm: z.string(),
});
export type DocumentoEnviado = z.infer<typeof documentoSchema>;

/** GET /api/publico/candidatura/{token}: what the applicant sees at the private status address. */
export const candidaturaPublicaSchema = z.object({
  razaoSocial: z.string(),
  status: z.enum(STATUS_CANDIDATURA_IDS),
  recebidaEm: z.string(),
  /** Staff's message while `pendencia`, the reason when `recusada`. */
  mensagem: z.string().nullable(),
  documentos: z.array(documentoSchema.pick({ tipo: true, nome: true, enviadoEm: true })),
  /** True while `pendencia`: the page offers to send documents (POST …/{token}/documentos, multipart). */
  podeEnviarDocumentos: z.boolean(),
});
export type CandidaturaPublica = z.infer<typeof candidaturaPublicaSchema>;

// ----------------------------------------------------------------------------------------------- staff review

export const candidaturaResumoSchema = z.object({
  uuid: z.string(),
  recebidaEm: z.string(),
  razaoSocial: z.string(),
  cnpj: z.string(),
  tipo: z.enum(TIPOS_CANDIDATURA_IDS),
  municipio: z.string(),
  uf: z.string(),
  status: z.enum(STATUS_CANDIDATURA_IDS),
  /** More than PRAZO_ANALISE_DIAS_UTEIS working days without a decision. */
  atrasada: z.boolean(),
  /** Working days since it was received (until decided). */
  diasUteis: z.number(),
});
export type CandidaturaResumo = z.infer<typeof candidaturaResumoSchema>;
export const candidaturasListaSchema = z.object({
  candidaturas: z.array(candidaturaResumoSchema),
  total: z.number(),
  page: z.number(),
});
export type CandidaturasLista = z.infer<typeof candidaturasListaSchema>;
export const candidaturasQuerySchema = z.object({
  status: z.enum(STATUS_CANDIDATURA_IDS, { error: 'Situação inválida.' }).optional(),
  busca: text('a busca', 60).optional(),
  /** Undecided ones ('abertas'), or undecided past the review time ('atrasadas'). */
  prazo: z.enum(PRAZOS_ANALISE_IDS, { error: 'Prazo inválido: abertas ou atrasadas.' }).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});

/** What the reviewer must see before deciding: the same CNPJ root already a partner or applying, the e-mail a user. */
export const duplicidadeSchema = z.object({
  tipo: z.enum(['cliente', 'candidatura', 'usuario']),
  descricao: z.string(),
  /** Where the reviewer opens it (a company's or application's page), when there is one. */
  link: z.string().nullable(),
});
export const candidaturaDetalheSchema = candidaturaResumoSchema.extend({
  nomeFantasia: z.string().nullable(),
  endereco: z.string(),
  cep: z.string(),
  telefone: z.string(),
  contatoNome: z.string(),
  contatoEmail: z.string(),
  contatoCelular: z.string(),
  mensagem: z.string().nullable(),
  documentos: z.array(documentoSchema),
  duplicidades: z.array(duplicidadeSchema),
  historico: z.array(
    z.object({
      tipo: z.string(),
      em: z.string(),
      autor: z.string().nullable(),
      detalhe: z.string().nullable(),
    }),
  ),
  /** The company an approval created (its code and uuid), for the link to it. */
  cliente: z.object({ id: z.string(), uuid: z.string(), nome: z.string() }).nullable(),
});
export type CandidaturaDetalhe = z.infer<typeof candidaturaDetalheSchema>;

/**
 * POST /api/candidaturas/{uuid}/decisao: a move of TRANSICOES_CANDIDATURA. `mensagem` is required for
 * `pendencia` (what is missing) and `recusada` (the reason, e-mailed). `aprovada` creates the company (code
 * `clienteId`, the ERP's, required) and its owner in one transaction.
 */
export const decisaoCandidaturaSchema = z.object({
  status: z.enum(STATUS_CANDIDATURA_IDS, { error: 'Escolha a decisão.' }),
  mensagem: optional('a mensagem', L.mensagem),
  clienteId: optional('o código ERP da empresa', 10).refine(
    (v) => v === null || /^\S+$/.test(v),
    'O código ERP não pode conter espaços.',
  ),
});
export type DecisaoCandidatura = z.infer<typeof decisaoCandidaturaSchema>;

// --------------------------------------------------------------------------------------------------- trainings

/** One line of the e-learning's completions file (CSV or XLSX): the person by CPF or e-mail. */
export const conclusaoLinhaSchema = z
  .object({
    pessoa: required('o CPF ou e-mail da pessoa', 100),
    tipo: required('o código do tipo de treinamento', 4),
    /** dd/mm/aaaa or aaaa-mm-dd. */
    data: required('a data de conclusão', 10),
    /** Months the completion is valid; empty: does not expire. */
    validadeMeses: z.coerce.number().int().min(1).max(120).nullable().optional(),
  })
  .refine((l) => l.pessoa.includes('@') || isValidCpf(l.pessoa), {
    message: 'Pessoa inválida: informe um CPF válido ou um e-mail.',
    path: ['pessoa'],
  });
/** POST /api/treinamentos/importar: how many completions were added or updated. */
export const importacaoTreinamentosSchema = z.object({ importadas: z.number(), atualizadas: z.number() });
export type ImportacaoTreinamentos = z.infer<typeof importacaoTreinamentosSchema>;

/** GET /api/treinamentos/relatorio (staff) and its export: one row per partner. */
export const relatorioTreinamentosSchema = z.object({
  linhas: z.array(
    z.object({
      clienteId: z.string(),
      nome: z.string(),
      classe: z.string().nullable(),
      tiposParceria: z.array(z.string()),
      emDia: z.number(),
      total: z.number(),
      conforme: z.boolean(),
      faltando: z.array(z.string()),
    }),
  ),
});
export type RelatorioTreinamentos = z.infer<typeof relatorioTreinamentosSchema>;

const filtroCodigo = (label: string) =>
  z
    .string()
    .trim()
    .max(4, `${label} inválido.`)
    .optional()
    .transform((v) => (v ? v : undefined));
/** GET /api/treinamentos/relatorio (and …/exportar): by class (its code), partnership type, compliant or not. */
export const relatorioTreinamentosQuerySchema = z.object({
  classe: filtroCodigo('Classe'),
  tipoparceria: filtroCodigo('Tipo de parceria'),
  conforme: z
    .enum(['', 'sim', 'nao', 'true', 'false'], { error: 'Filtro "conforme" deve ser sim ou nao.' })
    .optional()
    .transform((v) =>
      v === 'sim' || v === 'true' ? true : v === 'nao' || v === 'false' ? false : undefined,
    ),
});
export type RelatorioTreinamentosQuery = z.infer<typeof relatorioTreinamentosQuerySchema>;
