import type { FastifyInstance } from 'fastify';
import { labelFor, type ListColumn, type RegisterDef } from '@prix/shared';
import type { AuthState } from '../auth/access-context.js';
import { queryRows } from '../db/client.js';
import { REPORT_TIME_ZONE } from '../lib/time-zone.js';
import { exportQuery, keysetNames, type Scope } from './register-sql.js';
import type { ExportColumn, ExportRow, ExportSource } from '../exports/columns.js';
import { keysetBatches } from '../exports/keyset.js';

/** How a list column is written: 'Ativo' from `inativo`, yes/no columns, date fields; text otherwise. */
function typeOf(def: RegisterDef, column: ListColumn): ExportColumn['type'] {
  if (column.format === 'active') return 'inactive';
  if (column.format === 'yesNo') return 'boolean';
  const field = def.fields[column.field];
  if (field?.kind === 'date') return 'date';
  if (field?.kind === 'boolean') return 'boolean';
  return 'text';
}

/**
 * A register's export columns: the list columns this viewer sees, under the list's labels and in full (the
 * list's cuts, 'firstLine100' and 'cut40', are for the screen), then the record's creation and last-edit
 * days (decision 0026), the latter left out where SPEC §2.3 leaves it out of the record (`noEditDate`).
 */
export function registerExportColumns(def: RegisterDef, columns: readonly ListColumn[]): ExportColumn[] {
  return [
    ...columns.map((column) => ({ key: column.field, label: column.label, type: typeOf(def, column) })),
    { key: 'dhcriacao', label: 'Criado em', type: 'date' as const },
    ...(def.noEditDate ? [] : [{ key: 'dhedicao', label: 'Alterado em', type: 'date' as const }]),
  ];
}

/** Every record of the viewer's filtered list, in keyset batches, as an export source. */
export function registerExportSource(
  app: FastifyInstance,
  def: RegisterDef,
  auth: AuthState,
  geral: string | undefined,
  scope: Scope,
  columns: readonly ListColumn[],
): ExportSource {
  const names = keysetNames(def);
  return {
    title: labelFor(def.title, auth.usuario.externo),
    columns: registerExportColumns(def, columns),
    batches: keysetBatches<ExportRow>((after, size) =>
      queryRows<ExportRow>(
        app.database.db,
        exportQuery(
          def,
          geral,
          scope,
          columns,
          after && names.map((name) => after[name]),
          size,
          REPORT_TIME_ZONE,
        ),
      ),
    ),
  };
}
