import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Queue } from '../../lib/fila-query';
import type { DataColumn } from '../list/data-list';
import { PageTitle } from '../page-title';
import { QueueResults } from './queue-list';

/** A staff queue's route: the item its address names (/candidaturas/{uuid}), else the list. */
export function QueuePage({
  detalhe: Detalhe,
  lista: Lista,
}: {
  detalhe: ComponentType<{ uuid: string }>;
  lista: ComponentType;
}) {
  const { uuid } = useParams();
  return uuid ? <Detalhe uuid={uuid} /> : <Lista />;
}

/** How a queue's rows show: as a table (its columns and name), each row's name, and the page without rows. */
export interface QueueTable<R> {
  readonly columns: readonly DataColumn<R>[];
  readonly rowLabel: (row: R) => string;
  readonly caption: string;
  /** What shows while the page loads ('Carregando candidaturas...'). */
  readonly carregando: string;
  /** A page without rows: what an outlined notice says with a filter on, and with none (`severity`: info). */
  readonly vazio?: readonly [comFiltros: string, nenhum: string, severity?: AlertColor];
}

/**
 * A staff queue's list: the page's title (its row's) with `descricao` under it, `topo` (the area's tabs, a
 * notice), the filters' form, then the rows as `tabela` says (`QueueResults`; each row keyed by its uuid),
 * `aviso` above them, or, without rows, `vazio` (else the table's notice), and `children`.
 */
export function QueueListPage<R extends { readonly uuid: string }>({
  queue,
  descricao,
  topo,
  filtros,
  rows,
  tabela,
  aviso,
  vazio,
  children,
}: {
  queue: Queue<string, { readonly total: number }>;
  descricao: ReactNode;
  topo?: ReactNode;
  filtros: ReactNode;
  rows: readonly R[];
  tabela: QueueTable<R>;
  aviso?: ReactNode;
  vazio?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {descricao}
        </Typography>
      </PageTitle>
      {topo}
      {filtros}
      <QueueResults
        queue={queue}
        rows={rows}
        columns={tabela.columns}
        rowKey={(row) => row.uuid}
        rowLabel={tabela.rowLabel}
        caption={tabela.caption}
        carregando={tabela.carregando}
        aviso={aviso}
        vazio={vazio ?? (tabela.vazio && <QueueEmpty filtrado={queue.filter.active} textos={tabela.vazio} />)}
      />
      {children}
    </>
  );
}

/** A page without rows: what the table's notice says with a filter on (`comFiltros`), and with none. */
function QueueEmpty({
  filtrado,
  textos: [comFiltros, nenhum, severity = 'info'],
}: {
  filtrado: boolean;
  textos: NonNullable<QueueTable<unknown>['vazio']>;
}) {
  return (
    <Alert severity={severity} variant="outlined">
      {filtrado ? comFiltros : nenhum}
    </Alert>
  );
}

/** What a queue's page says of its rows past their deadline (`atrasada`), when there are any: `texto(n)`. */
export function QueueAtrasos({
  rows,
  severity,
  texto,
}: {
  rows: readonly { readonly atrasada: boolean }[];
  severity: AlertColor;
  texto: (quantas: number) => string;
}) {
  const atrasadas = rows.filter((row) => row.atrasada).length;
  return atrasadas > 0 ? (
    <Alert severity={severity} sx={{ mb: 2 }}>
      {texto(atrasadas)}
    </Alert>
  ) : null;
}
