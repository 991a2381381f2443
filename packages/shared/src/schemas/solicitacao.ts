import { z } from '../zod-setup.js';
import { isStorableText, unstorableMessage } from '../format/storable.js';
import { verbaCooperadaSchema } from './programa.js';
import { PRAZOS_ANALISE_IDS } from '../candidatura.js';
import {
  ALTERACAO_MENSAGENS,
  CONDICOES_PAGAMENTO,
  FORMULARIOS_BENEFICIO,
  STATUS_SOLICITACAO,
  TIPOS_MATERIAL,
  type FormularioBeneficio,
  type LayoutBeneficio,
} from '../solicitacao.js';

/**
 * Benefit requests (SPEC §3 'Benefit form payloads', §4, §5): one zod schema per form, used by the
 * form on /beneficios and by POST /api/solicita-beneficio/upload, so the two cannot disagree, and the schemas
 * of the routes' answers. The forms' data without zod is in ../solicitacao.ts, re-exported here.
 */
export * from '../solicitacao.js';

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

/** Each benefit form's schema, by its layout. */
export const SCHEMA_POR_LAYOUT = {
  equipamentos: equipamentosSchema,
  'feira-eventos': feiraEventosSchema,
  'material-comunicacao': materialComunicacaoSchema,
  'consulta-valores-marketing-cooperado': consultaValoresSchema,
  'resgate-verba-marketing-cooperado': resgateVerbaSchema,
} as const satisfies Record<LayoutBeneficio, z.ZodObject>;

/** A benefit form by its layout, with its schema. */
export function formularioPorLayout(
  layout: string,
): (FormularioBeneficio & { schema: (typeof SCHEMA_POR_LAYOUT)[LayoutBeneficio] }) | undefined {
  const form = FORMULARIOS_BENEFICIO.find((f) => f.layout === layout);
  return form && { ...form, schema: SCHEMA_POR_LAYOUT[form.layout] };
}

/** The envelope of every benefit payload: which form, for which partner (the company code). */
export const envelopeSolicitacaoSchema = z.object({
  layout: z.string({ error: 'Informe o formulário (layout).' }).max(60),
  partner: z.string().max(10).optional(),
  /** Which file each `file` part is, in order (e.g. only 'boothFile'); unset: the form's files in order. */
  anexos: z.array(z.string().max(40)).max(2).optional(),
});

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
  dhcriacao: z.string(),
  dhedicao: z.string().nullable(),
};
export const solicitacaoResumoSchema = z.object(solicitacaoResumoShape);
export type SolicitacaoResumo = z.infer<typeof solicitacaoResumoSchema>;

/** GET /api/solicitacao/minhas and GET /api/solicitacao: a page of requests and how many there are. */
export const solicitacoesPageSchema = z.object({
  results: z.array(solicitacaoResumoSchema),
  total: z.number(),
});
export type SolicitacoesPage = z.infer<typeof solicitacoesPageSchema>;

export const solicitacaoEventoSchema = z.object({
  tipo: z.enum(['status', 'comentario']),
  statusDe: z.enum(STATUS_SOLICITACAO).nullable(),
  statusPara: z.enum(STATUS_SOLICITACAO).nullable(),
  texto: z.string().nullable(),
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
    }),
  ),
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
