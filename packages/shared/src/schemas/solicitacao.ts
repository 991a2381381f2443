import { z } from '../zod-setup.js';
import { isStorableText, unstorableMessage } from '../format/storable.js';
import { amount, day, text } from './solicitacao-campos.js';
import {
  ALTERACAO_MENSAGENS,
  CONDICOES_PAGAMENTO,
  FORMULARIOS_BENEFICIO,
  TIPOS_ATIVIDADE,
  TIPOS_MATERIAL,
  type FormularioBeneficio,
  type LayoutBeneficio,
} from '../solicitacao.js';

/**
 * Benefit requests (SPEC §3 'Benefit form payloads', §4, §5): one zod schema per form, used by the
 * form on /beneficios and by POST /api/solicita-beneficio/upload, so the two cannot disagree. The forms' data
 * without zod is in ../solicitacao.ts, re-exported here; the workflow's routes' schemas are in
 * solicitacao-fila.ts.
 */
export * from '../solicitacao.js';
// The NF-e's rules and messages (without zod: the pages import them from '@prix/shared/core/nfe').
export * from '../nfe.js';

const nameAndEmail = {
  name: text('o nome', 100, true),
  email: text('o e-mail', 100, true).pipe(z.email('Informe um e-mail válido.')),
};

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

export const resgateVerbaSchema = z
  .object({
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
    // The activity the fund paid for (decision 0055); its NF-e and photos travel as files.
    atividade: z.enum(TIPOS_ATIVIDADE, { error: 'Tipo de ação: escolha o tipo da ação realizada.' }),
    descricaoAtividade: text('a descrição da ação', 2000, true),
    periodoInicio: day('Início da ação: informe a data em dd/mm/aaaa.'),
    periodoFim: day('Fim da ação: informe a data em dd/mm/aaaa.'),
  })
  .refine((r) => r.periodoFim >= r.periodoInicio, {
    message: 'Fim da ação: a data de fim é anterior à de início.',
    path: ['periodoFim'],
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

// The workflow's routes (status moves, comments, the queue's filters) and the answers the pages read are in
// solicitacao-fila.ts ('@prix/shared/solicitacao-fila'): only the server validates them, so the benefit forms'
// page, which downloads this module, does not carry them. Their types, for the pages:
export type {
  MudancaStatus,
  SolicitacaoDetalhe,
  SolicitacaoEvento,
  SolicitacaoResumo,
  SolicitacoesPage,
  SubmissionAnswer,
} from './solicitacao-fila.js';
