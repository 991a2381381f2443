import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { labelFor, type RegisterDef, type RegisterRecord, type RelatedList } from '@prix/shared/core';
import { CellValue } from '../cells';
import { countText } from '../../lib/format-text';
import { DataList } from '../../components/list/data-list';
import type { Row } from '../queries';
import type { DetailTab } from './detail-frame';

/** A tab per related list of the definition, for a record being edited ('Equipe', 'Usuários' …). */
export function relatedTabs(
  def: Pick<RegisterDef, 'related'>,
  data: RegisterRecord | undefined,
  externo: boolean,
): DetailTab[] {
  return Object.entries(def.related ?? {}).map(([name, related]) => ({
    label: labelFor(related.label, externo),
    content: <RelatedTab related={related} rows={data?.related?.[name] ?? []} externo={externo} />,
  }));
}

/** A read-only tab of related records (partners of a class, users of a profile), or its empty text. */
export function RelatedTab({
  related,
  rows,
  externo,
}: {
  related: RelatedList;
  rows: readonly Row[];
  externo: boolean;
}) {
  if (rows.length === 0) return <Alert severity="info">{labelFor(related.empty, externo)}</Alert>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {countText(rows.length)}
      </Typography>
      <DataList<Row>
        rows={rows}
        caption={labelFor(related.label, externo)}
        rowKey={(row, index) => String(row.uuid ?? row.id ?? index)}
        rowLabel={(row) => String(row.nome ?? row.id ?? '')}
        columns={related.columns.map((c) => ({
          key: c.field,
          label: c.label,
          render: (row) => <CellValue value={row[c.field]} format={c.format} />,
        }))}
      />
    </>
  );
}
