import { z } from '../zod-setup.js';
import { displayDateToIso, isValidIsoDate } from '../format/dates.js';
import { isStorableText } from '../format/storable.js';
import { namingItsField } from '../registers/fields.js';
import { TIPOS_CLIQUE } from '../cliques.js';

/**
 * The click report (SPEC §2.2, §3, §7): what the web app sends for a click, and what the report answers.
 * One schema for the tracker, the route and the screen.
 */

export * from '../cliques.js';

/**
 * One click as the browser sends it. `nome_cliente` and `id_user` (SPEC §7) may be present but are ignored:
 * the server takes the user and company from the session.
 */
export const cliqueSchema = z.object({
  tipo_relatorio: z.enum(TIPOS_CLIQUE, {
    error: namingItsField('Tipo deve ser banner, botao ou formulario'),
  }),
  nome_tipo: z
    .string({ error: 'Nome do tipo é obrigatório' })
    .trim()
    .min(1, 'Nome do tipo é obrigatório')
    .max(100, 'Nome do tipo deve ter no máximo 100 caracteres')
    .refine(isStorableText, 'Nome do tipo contém caracteres não permitidos'),
});
export type Clique = z.infer<typeof cliqueSchema>;

export const relatorioDateMessages = {
  dtInit: namingItsField('Data inicial inválida: use o formato dd/mm/aaaa'),
  dtEnd: namingItsField('Data final inválida: use o formato dd/mm/aaaa'),
  order: namingItsField('A data inicial deve ser anterior ou igual à data final'),
};

/** A date of the query string: ISO (the API's format) or dd/mm/aaaa (as typed); ISO out, or a 400. */
const queryDate = (message: string) =>
  z
    .string()
    .max(10, message)
    .transform((value, ctx) => {
      if (value === '') return undefined;
      const iso = isValidIsoDate(value) ? value : displayDateToIso(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return iso;
    })
    .optional();

const optionalText = (label: string) =>
  z
    .string()
    .max(255, `${label} deve ter no máximo 255 caracteres`)
    .refine(isStorableText, `${label} contém caracteres não permitidos`)
    .optional();

/** GET /api/relatorio: SPEC §7's parameters. `nome_cliente` is a partner's code, or 'interno'. */
export const relatorioQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    dtInit: queryDate(relatorioDateMessages.dtInit),
    dtEnd: queryDate(relatorioDateMessages.dtEnd),
    tipo_relatorio: z
      .enum(['', 'banner', 'botao', 'formulario'], {
        error: namingItsField('Tipo deve ser banner, botao ou formulario'),
      })
      .optional(),
    nome_tipo: optionalText('Nome do tipo'),
    nome_cliente: optionalText('Parceiro'),
  })
  .refine((q) => !q.dtInit || !q.dtEnd || q.dtInit <= q.dtEnd, {
    message: relatorioDateMessages.order,
    path: ['dtInit'],
  });
export type RelatorioQuery = z.infer<typeof relatorioQuerySchema>;

export const relatorioRowSchema = z.object({
  tipo_relatorio: z.string(),
  nome_tipo: z.string(),
  nome_cliente: z.string(),
  total_cliques: z.number(),
});
export type RelatorioRow = z.infer<typeof relatorioRowSchema>;

export const relatorioResponseSchema = z.object({
  results: z.array(relatorioRowSchema),
  total: z.number(),
  errors: z.array(z.string()),
  /** The partner's name on /relatorio/{clientId}; null for the whole report. */
  company_name: z.string().nullable(),
});
export type RelatorioResponse = z.infer<typeof relatorioResponseSchema>;

/** The 'Downloads' view: documents by how often they were opened. */
export const downloadsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    dtInit: queryDate(relatorioDateMessages.dtInit),
    dtEnd: queryDate(relatorioDateMessages.dtEnd),
  })
  .refine((q) => !q.dtInit || !q.dtEnd || q.dtInit <= q.dtEnd, {
    message: relatorioDateMessages.order,
    path: ['dtInit'],
  });
export type DownloadsQuery = z.infer<typeof downloadsQuerySchema>;

export const downloadsResponseSchema = z.object({
  results: z.array(
    z.object({
      /** The button identifier and the file name: '/docs/{documento}' opens it. */
      documento: z.string(),
      total_aberturas: z.number(),
      parceiros: z.number(),
    }),
  ),
  total: z.number(),
});
export type DownloadsResponse = z.infer<typeof downloadsResponseSchema>;

/** Partners that never opened the newest price list. */
export const naoAbriramResponseSchema = z.object({
  /** '{identificador}/{arquivo}' of the newest price list; null when there is none. */
  documento: z.string().nullable(),
  results: z.array(z.object({ id: z.string(), nome: z.string(), classe: z.string().nullable() })),
  total: z.number(),
});
export type NaoAbriramResponse = z.infer<typeof naoAbriramResponseSchema>;
