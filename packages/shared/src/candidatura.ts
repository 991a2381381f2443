/**
 * 'Seja um parceiro' (decision 0047): a company applies on a public page, staff review it, an approval creates
 * the partner at Prix 10 with its owner; then onboarding and training compliance. Without zod, so the public
 * page's first download can use its words; the schemas are in schemas/candidatura.ts
 * ('@prix/shared/candidatura'), which re-exports all of this.
 */

/** The public form's bot protection, shared with the enquiries of 'Onde comprar'. */
export { CAMPO_ARMADILHA, TEMPO_MINIMO_FORMULARIO_MS } from './public-form.js';

/** What the company applies to be, and the partnership type an approval gives it. */
export const TIPOS_CANDIDATURA = {
  revenda: { rotulo: 'Revenda', tipoparceria: 'REV' },
  assistencia: { rotulo: 'Assistência técnica', tipoparceria: 'OT' },
} as const satisfies Record<string, { rotulo: string; tipoparceria: string }>;
export type TipoCandidatura = keyof typeof TIPOS_CANDIDATURA;
export const TIPOS_CANDIDATURA_IDS = Object.keys(TIPOS_CANDIDATURA) as TipoCandidatura[];

/**
 * Where an application stands. `pendencia`: staff asked for documents or data (with a message); when the
 * applicant sends them through the status address it goes back to `em_analise`. `aprovada` and `recusada` end it.
 */
export const STATUS_CANDIDATURA = {
  recebida: 'Recebida',
  em_analise: 'Em análise',
  pendencia: 'Pendência',
  aprovada: 'Aprovada',
  recusada: 'Recusada',
} as const;
export type StatusCandidatura = keyof typeof STATUS_CANDIDATURA;
export const STATUS_CANDIDATURA_IDS = Object.keys(STATUS_CANDIDATURA) as StatusCandidatura[];

/** The moves staff may make from each status (the server refuses any other with 409). */
export const TRANSICOES_CANDIDATURA: Record<StatusCandidatura, readonly StatusCandidatura[]> = {
  recebida: ['em_analise', 'pendencia', 'aprovada', 'recusada'],
  em_analise: ['pendencia', 'aprovada', 'recusada'],
  pendencia: ['em_analise', 'aprovada', 'recusada'],
  aprovada: [],
  recusada: [],
};

/** The history of an application (what staff and, in part, the applicant read). */
export const EVENTOS_CANDIDATURA = {
  recebida: 'Candidatura recebida',
  em_analise: 'Em análise',
  pendencia: 'Pendência informada',
  documento: 'Documento enviado',
  aprovada: 'Aprovada',
  recusada: 'Recusada',
} as const;
export type EventoCandidatura = keyof typeof EVENTOS_CANDIDATURA;

/** The documents an application carries: PDF or image, each at most 20 MB, through the one upload pipeline. */
export const DOCUMENTOS_CANDIDATURA = {
  contratoSocial: 'Contrato social',
  cartaoCnpj: 'Cartão CNPJ',
} as const;
export type DocumentoCandidatura = keyof typeof DOCUMENTOS_CANDIDATURA;
export const DOCUMENTOS_CANDIDATURA_IDS = Object.keys(DOCUMENTOS_CANDIDATURA) as DocumentoCandidatura[];
/** A document asked for later may be any other: its part name is `outro`. */
export const DOCUMENTO_OUTRO = 'outro';
export const MAX_DOCUMENTO_CANDIDATURA_BYTES = 20 * 1024 * 1024;
export const DOCUMENTO_CANDIDATURA_KINDS = ['pdf', 'image'] as const;

/** SPEC §9: the review time of benefit requests, used for applications too; older ones are flagged. */
import { PRAZO_ANALISE_DIAS_UTEIS } from './prazo-analise.js';

export { PRAZO_ANALISE_DIAS_UTEIS };
/**
 * The review queues' filter by time ('?prazo=': benefit requests, applications): those still waiting for a
 * decision, and those waiting past PRAZO_ANALISE_DIAS_UTEIS.
 */
export const PRAZOS_ANALISE = {
  abertas: 'Em aberto',
  atrasadas: `Há mais de ${PRAZO_ANALISE_DIAS_UTEIS} dias úteis`,
} as const;
export type PrazoAnalise = keyof typeof PRAZOS_ANALISE;
export const PRAZOS_ANALISE_IDS = Object.keys(PRAZOS_ANALISE) as PrazoAnalise[];
/** SPEC §9: new partners start at Prix 10. */
export const CLASSE_INICIAL = '10';

/** The consent an applicant gives (LGPD): purpose, who receives it, how to withdraw. */
export const CONSENTIMENTO_CANDIDATURA_VERSAO = '2026-11';
export const CONSENTIMENTO_CANDIDATURA =
  'Autorizo a Prix a usar os dados e documentos desta candidatura (da empresa e da pessoa de contato) para ' +
  'analisá-la e, se aprovada, para cadastrar a empresa e a pessoa de contato no Portal de Parceiros. Os dados ' +
  'são vistos somente pela equipe da Prix. Posso revogar esta autorização e pedir a exclusão dos meus dados a ' +
  'qualquer momento pelo e-mail de privacidade da Prix indicado na política de privacidade.';

export const LIMITES_CANDIDATURA = {
  razaoSocial: 100,
  nomeFantasia: 100,
  rua: 60,
  numero: 10,
  complemento: 30,
  bairro: 50,
  nome: 100,
  email: 60,
  telefone: 30,
  mensagem: 1000,
} as const;

// ------------------------------------------------------------------------------ onboarding and trainings

/** A completion about to expire within this many days e-mails the partner once. */
export const AVISO_VENCIMENTO_DIAS = 30;
/** For this many days after it is created, a partner's /home shows the onboarding checklist. */
export const ONBOARDING_DIAS = 90;
/** The onboarding checklist, each item ticked by a real event. */
export const CHECKLIST_ONBOARDING = {
  perfil: 'Perfil completo',
  equipe: 'Equipe cadastrada',
  manual: 'Manual do programa aberto',
  treinamentos: 'Treinamentos obrigatórios em dia',
} as const;
export type ItemChecklist = keyof typeof CHECKLIST_ONBOARDING;

/** 'Treinamentos obrigatórios: 2 de 3 em dia'. */
export const resumoTreinamentos = (emDia: number, total: number): string =>
  `Treinamentos obrigatórios: ${emDia} de ${total} em dia`;

/** The e-learning's completions file (CSV or XLSX): its columns, in order, as the header row names them. */
export const COLUNAS_IMPORTACAO_TREINAMENTOS = ['Pessoa', 'Tipo', 'Data', 'Validade (meses)'] as const;
export const importacaoTreinamentosMensagens = {
  header:
    'Linha 1: o cabeçalho deve ser Pessoa (CPF ou e-mail); Tipo (código do tipo de treinamento); Data (de conclusão); Validade (meses, opcional).',
  empty: 'O arquivo não tem linhas de conclusões de treinamentos.',
} as const;
