import { PERM, type PermissionKey } from './permissions.js';
export { PRAZO_ANALISE_DIAS_UTEIS } from './prazo-analise.js';

/**
 * Benefit requests (SPEC §3 'Benefit form payloads', §4, §5) without zod: the forms, statuses, titles
 * and labels the request pages show. The schemas (each form's, and the routes' answers) are in
 * schemas/solicitacao.ts ('@prix/shared/solicitacao'), which re-exports all of this.
 */

/** SPEC §3 payment condition options. */
export const CONDICOES_PAGAMENTO = [
  'À vista',
  '30 DDF',
  '30-60 DDF',
  '30-60-90 DDF',
  '30-60-90-120 DDF',
] as const;

/** SPEC §3 material types of 'material-comunicacao' (sent joined by a comma). */
export const TIPOS_MATERIAL = ['Banners', 'Outros'] as const;

/** Fairs and marketing-fund forms carry this notice (SPEC §3, §9: the fund is paid only in products). */
export const AVISO_BONIFICACAO =
  'O pagamento deste benefício é feito somente por meio de bonificação em produtos.';

/** The co-op fund redemption form: its requests' `valor` is what the ledger (decision 0027) adds up. */
export const LAYOUT_RESGATE_VERBA = 'resgate-verba-marketing-cooperado';

export interface AnexoSpec {
  /** SPEC §3's name of the file. */
  campo: string;
  rotulo: string;
}

/**
 * The five benefit forms of SPEC §3: layout identifier (sent in the payload), title (the address's ?form=), key,
 * files. Their schemas are in schemas/solicitacao.ts (SCHEMA_POR_LAYOUT).
 */
export const FORMULARIOS_BENEFICIO = [
  {
    layout: 'equipamentos',
    titulo: 'Solicitação de Equipamentos para Showroom',
    permissao: PERM.beneficio.solicitacaoEquipamento,
    anexos: [] as AnexoSpec[],
    avisoBonificacao: false,
  },
  {
    layout: 'feira-eventos',
    titulo: 'Participação Cooperada em Feiras e Eventos',
    permissao: PERM.beneficio.participacaoCooperada,
    anexos: [
      { campo: 'eventFile', rotulo: 'Planta do Evento' },
      { campo: 'boothFile', rotulo: 'Planta do estande' },
    ],
    avisoBonificacao: true,
  },
  {
    layout: 'material-comunicacao',
    titulo: 'Solicitação de Material de Comunicação',
    permissao: PERM.beneficio.solicitacaoMaterial,
    anexos: [],
    avisoBonificacao: false,
  },
  {
    layout: 'consulta-valores-marketing-cooperado',
    titulo: 'Consulta de Valores de Marketing Cooperado',
    permissao: PERM.beneficio.consultarValores,
    anexos: [{ campo: 'file', rotulo: 'Anexo' }],
    avisoBonificacao: true,
  },
  {
    layout: 'resgate-verba-marketing-cooperado',
    titulo: 'Resgate de Verba de Marketing Cooperado',
    permissao: PERM.beneficio.solicitarResgate,
    // Its files are the proof of the activity, in parts of their own (ANEXOS_COMPROVACAO), not `file`.
    anexos: [],
    avisoBonificacao: true,
  },
] as const satisfies readonly {
  layout: string;
  titulo: string;
  permissao: PermissionKey;
  anexos: readonly AnexoSpec[];
  avisoBonificacao: boolean;
}[];

export type FormularioBeneficio = (typeof FORMULARIOS_BENEFICIO)[number];
export type LayoutBeneficio = FormularioBeneficio['layout'];
export const LAYOUT_ALTERACAO_CADASTRAL = 'formulario-alteracao-cadastral';

/** SPEC §5 registration-change form: the exact messages, checked in the browser and by the server. */
export const ALTERACAO_MENSAGENS = {
  nomeObrigatorio: 'Preenchimento do nome é obrigatório',
  nomeCurto: 'Insira um nome e sobrenome',
  nomeInvalido: 'Insira um nome e sobrenome válidos',
  emailObrigatorio: 'Preenchimento do e-mail obrigatório',
  emailInvalido: 'Email inválido',
  verifique: 'Verique o campo Nome ou Email acima',
  dadosObrigatorios: 'Descreva os dados a alterar.',
} as const;

/** The two files of the registration-change form (SPEC §7). */
export const ANEXOS_ALTERACAO: readonly AnexoSpec[] = [
  { campo: 'fileAttachmentProofChange', rotulo: 'Comprovante da alteração' },
  { campo: 'fileAttachmentAnotherChange', rotulo: 'Outro documento' },
];

/**
 * The request workflow: only these transitions, each with who and when. 'Pendência': staff asked the partner for
 * more (e-mailed); the partner's answer, with files, takes it back to 'Em análise'.
 */
export const STATUS_SOLICITACAO = [
  'Recebida',
  'Em análise',
  'Pendência',
  'Aprovada',
  'Recusada',
  'Paga',
] as const;
export type StatusSolicitacao = (typeof STATUS_SOLICITACAO)[number];
export const TRANSICOES: Record<StatusSolicitacao, readonly StatusSolicitacao[]> = {
  Recebida: ['Em análise'],
  'Em análise': ['Aprovada', 'Pendência', 'Recusada'],
  Pendência: ['Em análise', 'Recusada'],
  Aprovada: ['Paga'],
  Recusada: [],
  Paga: [],
};
/** Not decided yet: a redemption in these is requested, not spent (decision 0027). */
export const STATUS_EM_ABERTO: readonly StatusSolicitacao[] = ['Recebida', 'Em análise', 'Pendência'];
/** Waiting for staff: past PRAZO_ANALISE_DIAS_UTEIS working days in these, the queue flags the request. */
export const STATUS_AGUARDANDO_PRIX: readonly StatusSolicitacao[] = ['Recebida', 'Em análise'];
/** The moves whose reason goes to the partner, so staff must write it. */
export const MOTIVO_OBRIGATORIO: Partial<Record<StatusSolicitacao, string>> = {
  Pendência: 'Comentário para o parceiro: escreva o que falta (documentos, fotos ou dados) para a análise.',
  Recusada: 'Motivo da recusa: escreva o motivo; ele vai por e-mail ao parceiro.',
};
export const podeMudarStatus = (de: StatusSolicitacao, para: StatusSolicitacao): boolean =>
  TRANSICOES[de].includes(para);

/** Titles of every request kind, the registration change included, for lists. */
export function tituloFormulario(layout: string): string {
  if (layout === LAYOUT_ALTERACAO_CADASTRAL) return 'Alteração cadastral';
  return FORMULARIOS_BENEFICIO.find((f) => f.layout === layout)?.titulo ?? layout;
}

/** Labels of the forms' fields (SPEC §3 names), for the forms, the back-office e-mail and the detail page. */
export const ROTULOS_CAMPOS: Readonly<Record<string, string>> = {
  name: 'Nome',
  email: 'E-mail',
  equipaments: 'Equipamentos',
  transporter: 'Transportadora',
  condition: 'Condição de pagamento',
  obs: 'Observações',
  fairName: 'Nome da feira ou evento',
  date: 'Data',
  local: 'Local',
  exposedEquipaments: 'Equipamentos expostos',
  areaExposedPercentage: 'Área exposta (%)',
  areaExposedProductsPercentage: 'Área com produtos Prix (%)',
  value: 'Valor do evento (R$)',
  materialType: 'Tipo de material',
  requestJustification: 'Justificativa da solicitação',
  projectInfo: 'Informações do projeto',
  quantity: 'Quantidade',
  vmc: 'Valor da verba a resgatar (R$)',
  atividade: 'Tipo de ação',
  descricaoAtividade: 'Descrição da ação',
  periodoInicio: 'Início da ação',
  periodoFim: 'Fim da ação',
  dadosAlterados: 'Dados alterados',
};

/** The kinds of marketing activity a co-op fund redemption pays for. */
export const TIPOS_ATIVIDADE = [
  'Anúncio',
  'Evento ou feira',
  'Material impresso',
  'Mídia digital',
  'Vitrine ou fachada',
  'Outro',
] as const;

/**
 * A redemption's proof (decision 0055), each in a multipart part of its own: the supplier's NF-e as its XML or,
 * failing that, its DANFE (PDF) with the note's data typed; photos or prints of the activity; and the files of
 * a partner's answer to a pending item.
 */
export const ANEXOS_COMPROVACAO = {
  nfeXml: { campo: 'nfeXml', rotulo: 'XML da NF-e' },
  danfe: { campo: 'danfe', rotulo: 'DANFE da NF-e' },
  foto: { campo: 'foto', rotulo: 'Foto ou print da ação' },
  resposta: { campo: 'resposta', rotulo: 'Resposta à pendência' },
} as const satisfies Record<string, AnexoSpec>;
