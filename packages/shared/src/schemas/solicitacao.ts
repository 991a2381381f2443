import { z } from '../zod-setup.js';
import { isStorableText, unstorableMessage } from '../format/storable.js';
import { PERM, type PermissionKey } from '../permissions.js';
import type { VerbaCooperada } from '../programa.js';

/**
 * Benefit requests (SPEC §3 'Benefit form payloads', §4, §5, issue 14): one zod schema per form, used by the
 * form on /beneficios and by POST /api/solicita-beneficio/upload, so the two cannot disagree.
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

const text = (label: string, max: number, required = false) => {
  const base = z
    .string({ error: `Informe ${label}.` })
    .trim()
    .max(max, `${label.charAt(0).toUpperCase()}${label.slice(1)}: no máximo ${max} caracteres.`)
    .refine(isStorableText, unstorableMessage(`o campo ${label}`));
  return required ? base.min(1, `Informe ${label}.`) : base.optional().default('');
};

const nameAndEmail = {
  name: text('o nome', 100, true),
  email: text('o e-mail', 100, true).pipe(z.email('Informe um e-mail válido.')),
};

/** A number typed by a person: '12,5', '1.234,56' or a number. Empty is allowed (optional fields). */
const amount = (label: string, max: number) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null;
      const n = typeof value === 'number' ? value : Number(value.trim().replace(/\./g, '').replace(',', '.'));
      if (!Number.isFinite(n) || n < 0 || n > max) {
        ctx.addIssue({ code: 'custom', message: `Informe um valor válido para ${label}.` });
        return z.NEVER;
      }
      return n;
    });

export const equipamentosSchema = z.object({
  ...nameAndEmail,
  equipaments: text('os equipamentos', 2000, true),
  transporter: text('a transportadora', 200),
  condition: z.enum(CONDICOES_PAGAMENTO, { error: 'Escolha uma condição de pagamento.' }),
  obs: text('as observações', 2000),
});

export const feiraEventosSchema = z.object({
  ...nameAndEmail,
  fairName: text('o nome da feira', 200, true),
  date: text('a data', 40, true),
  local: text('o local', 200, true),
  exposedEquipaments: text('os equipamentos expostos', 2000),
  areaExposedPercentage: amount('a porcentagem da área exposta', 100),
  areaExposedProductsPercentage: amount('a porcentagem de produtos Prix expostos', 100),
  value: amount('o valor', 100_000_000),
  obs: text('as observações', 2000),
});

export const materialComunicacaoSchema = z.object({
  ...nameAndEmail,
  materialType: z.string({ error: 'Escolha o tipo de material.' }).refine((v) => {
    const parts = v.split(',').map((p) => p.trim());
    return parts.length > 0 && parts.every((p) => (TIPOS_MATERIAL as readonly string[]).includes(p));
  }, 'Escolha o tipo de material: Banners e/ou Outros.'),
  equipaments: text('os equipamentos', 2000),
  requestJustification: text('a justificativa', 2000, true),
});

export const consultaValoresSchema = z.object({
  ...nameAndEmail,
  projectInfo: text('as informações do projeto', 2000),
  obs: text('as observações', 2000),
});

/** The co-op fund redemption form: its requests' `valor` is what the ledger (decision 0027) adds up. */
export const LAYOUT_RESGATE_VERBA = 'resgate-verba-marketing-cooperado';

export const resgateVerbaSchema = z.object({
  ...nameAndEmail,
  equipaments: text('os equipamentos', 2000, true),
  quantity: amount('a quantidade', 1_000_000),
  /** The amount of the co-op fund (VMC) to redeem, in BRL: kept as the request's `valor`. */
  vmc: amount('o valor da verba', 100_000_000).refine((v) => v !== null && v > 0, {
    message: 'Informe o valor da verba a resgatar.',
  }),
  transporter: text('a transportadora', 200),
  projectInfo: text('as informações do projeto', 2000),
  obs: text('as observações', 2000),
});

export interface AnexoSpec {
  /** SPEC §3's name of the file. */
  campo: string;
  rotulo: string;
}

/** The five benefit forms of SPEC §3: layout identifier (sent in the payload), title (the address's ?form=), key. */
export const FORMULARIOS_BENEFICIO = [
  {
    layout: 'equipamentos',
    titulo: 'Solicitação de Equipamentos para Showroom',
    permissao: PERM.beneficio.solicitacaoEquipamento,
    schema: equipamentosSchema,
    anexos: [] as AnexoSpec[],
    avisoBonificacao: false,
  },
  {
    layout: 'feira-eventos',
    titulo: 'Participação Cooperada em Feiras e Eventos',
    permissao: PERM.beneficio.participacaoCooperada,
    schema: feiraEventosSchema,
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
    schema: materialComunicacaoSchema,
    anexos: [],
    avisoBonificacao: false,
  },
  {
    layout: 'consulta-valores-marketing-cooperado',
    titulo: 'Consulta de Valores de Marketing Cooperado',
    permissao: PERM.beneficio.consultarValores,
    schema: consultaValoresSchema,
    anexos: [{ campo: 'file', rotulo: 'Anexo' }],
    avisoBonificacao: true,
  },
  {
    layout: 'resgate-verba-marketing-cooperado',
    titulo: 'Resgate de Verba de Marketing Cooperado',
    permissao: PERM.beneficio.solicitarResgate,
    schema: resgateVerbaSchema,
    anexos: [{ campo: 'file', rotulo: 'Anexo' }],
    avisoBonificacao: true,
  },
] as const satisfies readonly {
  layout: string;
  titulo: string;
  permissao: PermissionKey;
  schema: z.ZodType;
  anexos: readonly AnexoSpec[];
  avisoBonificacao: boolean;
}[];

export type FormularioBeneficio = (typeof FORMULARIOS_BENEFICIO)[number];
export type LayoutBeneficio = FormularioBeneficio['layout'];
export const LAYOUT_ALTERACAO_CADASTRAL = 'formulario-alteracao-cadastral';
export type LayoutSolicitacao = LayoutBeneficio | typeof LAYOUT_ALTERACAO_CADASTRAL;

export function formularioPorLayout(layout: string): FormularioBeneficio | undefined {
  return FORMULARIOS_BENEFICIO.find((f) => f.layout === layout);
}

/** The envelope of every benefit payload: which form, for which partner (the company code). */
export const envelopeSolicitacaoSchema = z.object({
  layout: z.string({ error: 'Informe o formulário (layout).' }).max(60),
  partner: z.string().max(10).optional(),
  /** Which file each `file` part is, in order (e.g. only 'boothFile'); unset: the form's files in order. */
  anexos: z.array(z.string().max(40)).max(2).optional(),
});

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

/** SPEC §5 'a simple address pattern (top-level domain of 2 to 4 letters)'. */
const EMAIL_SIMPLES = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,4}$/;
const LATIN_LETTER = /[A-Za-zÀ-ÖØ-öø-ÿ]/;

export const alteracaoCadastralSchema = z.object({
  name: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      const v = value.trim();
      if (!v) ctx.addIssue({ code: 'custom', message: ALTERACAO_MENSAGENS.nomeObrigatorio });
      else if (v.length <= 6) ctx.addIssue({ code: 'custom', message: ALTERACAO_MENSAGENS.nomeCurto });
      else if (!LATIN_LETTER.test(v))
        ctx.addIssue({ code: 'custom', message: ALTERACAO_MENSAGENS.nomeInvalido });
      else if (v.length > 100 || !isStorableText(v))
        ctx.addIssue({ code: 'custom', message: ALTERACAO_MENSAGENS.nomeInvalido });
    }),
  email: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      const v = value.trim();
      if (!v) ctx.addIssue({ code: 'custom', message: ALTERACAO_MENSAGENS.emailObrigatorio });
      else if (!EMAIL_SIMPLES.test(v) || v.length > 100)
        ctx.addIssue({ code: 'custom', message: ALTERACAO_MENSAGENS.emailInvalido });
    }),
  dadosAlterados: z
    .string()
    .trim()
    .min(1, ALTERACAO_MENSAGENS.dadosObrigatorios)
    .max(5000, 'Os dados alterados: no máximo 5000 caracteres.')
    .refine(isStorableText, unstorableMessage('o campo dados alterados')),
});
export type AlteracaoCadastral = z.infer<typeof alteracaoCadastralSchema>;

/** The two files of the registration-change form (SPEC §7). */
export const ANEXOS_ALTERACAO: readonly AnexoSpec[] = [
  { campo: 'fileAttachmentProofChange', rotulo: 'Comprovante da alteração' },
  { campo: 'fileAttachmentAnotherChange', rotulo: 'Outro documento' },
];

/** Issue 14 workflow: only these transitions, each with who and when. */
export const STATUS_SOLICITACAO = ['Recebida', 'Em análise', 'Aprovada', 'Recusada', 'Paga'] as const;
export type StatusSolicitacao = (typeof STATUS_SOLICITACAO)[number];
export const TRANSICOES: Record<StatusSolicitacao, readonly StatusSolicitacao[]> = {
  Recebida: ['Em análise'],
  'Em análise': ['Aprovada', 'Recusada'],
  Aprovada: ['Paga'],
  Recusada: [],
  Paga: [],
};
export const podeMudarStatus = (de: StatusSolicitacao, para: StatusSolicitacao): boolean =>
  TRANSICOES[de].includes(para);

export const mudancaStatusSchema = z.object({
  status: z.enum(STATUS_SOLICITACAO, { error: 'Escolha um status válido.' }),
  comentario: z
    .string()
    .trim()
    .max(2000, 'O comentário: no máximo 2000 caracteres.')
    .refine(isStorableText, unstorableMessage('o comentário'))
    .optional(),
});

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
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Titles of every request kind, the registration change included, for lists. */
export function tituloFormulario(layout: string): string {
  if (layout === LAYOUT_ALTERACAO_CADASTRAL) return 'Alteração cadastral';
  return formularioPorLayout(layout)?.titulo ?? layout;
}

export interface SolicitacaoResumo {
  uuid: string;
  numero: number;
  formulario: string;
  titulo: string;
  status: StatusSolicitacao;
  cliente: { id: string; nome: string; classe: string | null };
  solicitante: string | null;
  valor: number | null;
  dhcriacao: string;
  dhedicao: string | null;
}

export interface SolicitacaoEvento {
  tipo: 'status' | 'comentario';
  statusDe: StatusSolicitacao | null;
  statusPara: StatusSolicitacao | null;
  texto: string | null;
  autor: string | null;
  interno: boolean;
  dhcriacao: string;
}

export interface SolicitacaoDetalhe extends SolicitacaoResumo {
  dados: Record<string, unknown>;
  anexos: { id: number; campo: string; rotulo: string; nome: string; tamanho: number }[];
  eventos: SolicitacaoEvento[];
  /** Statuses this viewer may move the request to now (empty for partners). */
  proximos: StatusSolicitacao[];
  /** Staff, on a co-op fund redemption: the partner's fund this year (decision 0027); null without the fund. */
  verba?: VerbaCooperada | null;
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
  dadosAlterados: 'Dados alterados',
};
