import type { FastifyReply } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import { exportFormatSchema, type ExportFormat } from '@prix/shared';
import type { Access } from '../plugins/access.js';
import { REPORT_TIME_ZONE } from '../lib/time-zone.js';
import type { ExportRow, ExportSource } from './columns.js';
import { csvStream, xlsxStream } from './spreadsheet.js';

const CONTENT_TYPE: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Today in Brasília, yyyy-mm-dd (sorts as text in a folder of downloads). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(new Date());

/**
 * 'Países 2026-12-01.xlsx': the title without the characters file systems refuse; the header carries it
 * as RFC 6266 says (an ASCII fallback and the UTF-8 `filename*`).
 */
export function exportFileName(title: string, format: ExportFormat): string {
  const safe = title.replace(/[\u0000-\u001f\u007f"*/:<>?\\|]+/g, ' ').trim() || 'exportacao';
  return `${safe} ${today()}.${format}`;
}

/** What `config.docs` says of every export route. */
export const exportDocs = (what: string) => ({
  summary: `${what}: exporta o resultado filtrado inteiro (todas as páginas) em XLSX ou CSV`,
  description:
    'Mesmos filtros, permissões e escopo da lista; `formato` = `xlsx` ou `csv`. O arquivo é enviado ' +
    'enquanto as linhas são lidas (em lotes). CSV: UTF-8 com BOM, `;` entre colunas, CRLF; uma célula ' +
    "de texto que começa com = + - @ recebe um ' na frente (injeção de fórmulas). XLSX: valores em R$ " +
    'e datas como números e datas da planilha. Nome do arquivo: título e data (Content-Disposition).',
  tags: ['Exportações'],
  response: { 200: z.string().describe('A planilha (XLSX) ou o texto (CSV)') },
});

/**
 * A report's export route (decision 0026): who may download it, its docs, no compression (the file is sent while
 * it is read) and the report's own query with `formato`.
 */
export function exportRoute<Q extends z.ZodType>(access: Access, what: string, query: Q) {
  return {
    config: { access, docs: exportDocs(what) },
    compress: false as const,
    schema: { querystring: z.intersection(query, exportFormatSchema) },
  };
}

/**
 * Answers with the export of `source` in `format`. The first batch is read before any header is sent, so a
 * query that fails is still an error answer; later failures cut the download short (and are logged).
 */
export async function sendExport(
  reply: FastifyReply,
  format: ExportFormat,
  source: ExportSource,
): Promise<FastifyReply> {
  const iterator = source.batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* batches(): AsyncGenerator<readonly ExportRow[]> {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const body =
    format === 'xlsx'
      ? xlsxStream(source.title, source.columns, batches())
      : csvStream(source.columns, batches());
  return reply
    .type(CONTENT_TYPE[format])
    .header('content-disposition', contentDisposition(exportFileName(source.title, format)))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
