import { z } from '../zod-setup.js';
import { namingItsField } from '../registers/fields.js';
import { monthToIso } from '../faturamento-text.js';
import { formatCount } from '../format/numbers.js';

export { BILLING_TITLE, billingTitle, isoToMonth, monthToIso } from '../faturamento-text.js';

/**
 * The billing report and its import (SPEC §2.2, §3 billing row, §7 'GET /faturamento', §9 levels). One module for
 * the route, the import, the command and the screen. Months travel as 'mm/aaaa' typed and 'yyyy-mm-01' in the
 * API; money as numbers of reais with two decimals.
 */

export const faturamentoMessages = {
  dtInit: namingItsField('Data inicial inválida: use o formato mm/aaaa'),
  dtEnd: namingItsField('Data final inválida: use o formato mm/aaaa'),
  order: namingItsField('A data inicial deve ser anterior ou igual à data final'),
};

const queryMonth = (message: string) =>
  z
    .string()
    .max(10, message)
    .transform((value, ctx) => {
      if (value === '') return undefined;
      const iso = monthToIso(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return iso;
    })
    .optional();

/**
 * GET /api/faturamento[/{clientId}]: the months from `dtInit` to `dtEnd` (both inclusive, either open), and
 * `grupo=1` for the summed months of the company's group (decision 0024: the companies sharing its CNPJ root).
 */
export const faturamentoQuerySchema = z
  .object({
    dtInit: queryMonth(faturamentoMessages.dtInit),
    dtEnd: queryMonth(faturamentoMessages.dtEnd),
    grupo: z
      .enum(['', '0', '1', 'true', 'false'], { error: namingItsField('grupo deve ser 0 ou 1') })
      .transform((v) => v === '1' || v === 'true')
      .optional(),
  })
  .refine((q) => !q.dtInit || !q.dtEnd || q.dtInit <= q.dtEnd, {
    message: faturamentoMessages.order,
    path: ['dtEnd'],
  });
export type FaturamentoQuery = z.infer<typeof faturamentoQuerySchema>;

export const faturamentoRowSchema = z.object({
  /** The first day of the month, ISO. */
  periodo: z.string(),
  produtos: z.number(),
  servicos: z.number(),
  beneficios_resgatados: z.number(),
});
export type FaturamentoRow = z.infer<typeof faturamentoRowSchema>;

/** The year-to-date net billing against the next level (SPEC §9, decision 0024: net = products). */
export const metaClasseSchema = z.object({
  ano: z.number(),
  liquido: z.number(),
  /** The level the year so far reaches (10 when below the first threshold). */
  nivel: z.number(),
  /** The next level and the billing that reaches it; null at Prix 1000. */
  proximo: z.object({ nivel: z.number(), limite: z.number(), faltam: z.number() }).nullable(),
});
export type MetaClasse = z.infer<typeof metaClasseSchema>;

export const faturamentoResponseSchema = z.object({
  /** Oldest month first. */
  results: z.array(faturamentoRowSchema),
  total: z.number(),
  errors: z.array(z.string()),
  /** The company asked for (its name), or the viewer's current company when none was. */
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  grupo: z.boolean(),
  /** The companies whose months are summed (one unless `grupo`). */
  empresas: z.array(z.object({ id: z.string(), nome: z.string() })),
  meta: metaClasseSchema.nullable(),
});
export type FaturamentoResponse = z.infer<typeof faturamentoResponseSchema>;

/**
 * SPEC §9: the level by the calendar year's net billing: up to 50 000 → Prix 10, up to 100 000 → 50, up to
 * 250 000 → 100, up to 500 000 → 250, up to 1 000 000 → 500, above → 1000. 'Up to' includes the bound, so
 * exactly 50 000,00 is still Prix 10 and 50 000,01 is Prix 50.
 */
export const LIMITES_CLASSE: readonly { readonly nivel: number; readonly ate: number | null }[] = [
  { nivel: 10, ate: 50_000 },
  { nivel: 50, ate: 100_000 },
  { nivel: 100, ate: 250_000 },
  { nivel: 250, ate: 500_000 },
  { nivel: 500, ate: 1_000_000 },
  { nivel: 1000, ate: null },
];

/** The level a year's net billing reaches, and how much more reaches the next one. */
export function metaClasse(ano: number, liquido: number): MetaClasse {
  const index = LIMITES_CLASSE.findIndex((l) => l.ate === null || liquido <= l.ate);
  const current = LIMITES_CLASSE[index]!;
  const next = LIMITES_CLASSE[index + 1];
  const cents = (v: number) => Math.round(v * 100) / 100;
  return {
    ano,
    liquido: cents(liquido),
    nivel: current.nivel,
    // Passing the bound by one cent moves a partner up.
    proximo:
      next && current.ate !== null
        ? { nivel: next.nivel, limite: current.ate, faltam: cents(current.ate - liquido + 0.01) }
        : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Import (decision 0025)

/** The import's columns, in order, as the header row names them. */
export const IMPORT_COLUMNS = ['Parceiro', 'Mês', 'Produtos', 'Serviços', 'Benefícios resgatados'] as const;
/** A file of at most 10 MB and 50 000 data rows: a few years of every partner's months. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
/** At most this many bad rows are listed; the count says how many more. */
export const IMPORT_MAX_ERRORS = 200;

export const importMessages = {
  tooLarge: 'Erro: Arquivo muito grande, máximo permitido: 10MB',
  tooManyRows: `O arquivo tem mais de ${formatCount(IMPORT_MAX_ROWS)} linhas de dados: divida-o em partes.`,
  empty: 'O arquivo não tem linhas de faturamento.',
  header: `Linha 1: o cabeçalho deve ser ${IMPORT_COLUMNS.join('; ')}.`,
  unreadable: 'Não foi possível ler o arquivo: envie um CSV (separado por ; ou ,) ou uma planilha XLSX.',
  /** Neither an XLSX nor text in UTF-8 or Windows-1252: binary, UTF-16, a PDF renamed .csv … */
  notText:
    'O arquivo não parece ser um CSV em texto (UTF-8 ou Windows-1252) nem uma planilha XLSX. No Excel, salve como "CSV UTF-8 (delimitado por vírgulas)" ou como "Pasta de Trabalho do Excel (*.xlsx)".',
  /** A CSV that starts in UTF-8 and has, further down, bytes that are not (two files pasted together). */
  mixedEncoding: (line: number) =>
    `Linha ${line}: o arquivo mistura codificações de texto (começa em UTF-8 e aqui não é). No Excel, salve como "CSV UTF-8 (delimitado por vírgulas)".`,
};

/** What an import did: rows new, rows changed, rows already as the file says. */
export const importResultSchema = z.object({
  linhas: z.number(),
  inseridos: z.number(),
  atualizados: z.number(),
  inalterados: z.number(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * A money cell as Brazilians write it: '1.234,56', '1234,56', 'R$ 1.234,56', '1234' — and '1234.56' from a
 * system that writes a decimal point (a dot followed by one or two digits, with no comma). Dots followed by
 * three digits are thousands. Null when it is none of these.
 */
export function parseBrazilianNumber(text: string): number | null {
  const value = text
    .trim()
    .replace(/^R\$\s*/i, '')
    .replace(/\s/g, '');
  let normalised: string;
  if (/^-?\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(value) || /^-?\d+(,\d{1,2})?$/.test(value)) {
    normalised = value.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d+\.\d{1,2}$/.test(value)) {
    normalised = value;
  } else return null;
  const number = Number(normalised);
  return Number.isFinite(number) ? number : null;
}

/** numeric(14,2): below a trillion reais. */
export const MAX_VALOR = 999_999_999_999.99;
