/**
 * What an export is made of (decision 0026): a title, columns and rows that arrive in batches. A list or a
 * report declares only these; the formats (spreadsheet.ts) and the answer (send-export.ts) are shared.
 */

/**
 * How a column's values are written. `money`: a number (or numeric text) shown as BRL; `date`: an ISO
 * 'yyyy-mm-dd' (or a Date) written as a real date; `boolean`: 'Sim' / 'Não'; `inactive`: the `inativo`
 * column under the label 'Ativo', so 'Sim' when it is false.
 */
export type ExportColumnType = 'text' | 'number' | 'money' | 'date' | 'boolean' | 'inactive';

export interface ExportColumn {
  /** The row's property. */
  readonly key: string;
  /** The header, as the list labels the column. */
  readonly label: string;
  readonly type: ExportColumnType;
}

export type ExportRow = Readonly<Record<string, unknown>>;

export interface ExportSource {
  /** Names the file ('Países 2026-12-01.xlsx') and the worksheet. */
  readonly title: string;
  readonly columns: readonly ExportColumn[];
  /** The whole filtered result, a batch at a time, in the list's order. */
  readonly batches: AsyncIterable<readonly ExportRow[]>;
}
