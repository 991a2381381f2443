import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Route, Routes } from 'react-router';
import { TIPO_CLIQUE_LABEL, type TipoClique } from '@prix/shared/core';
import type { RelatorioRow } from '@prix/shared/relatorio';
import { PageTitle, usePageTitle } from '../../components/page-title';
import { api, checkedByServer } from '../../lib/api-client';
import { formatCount, QueryList } from '../../components/list/query-list';
import { NotFoundPage } from '../../components/not-found-page';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { ListFooter } from '../../components/list/list-footer';
import { ExportBar } from '../../components/list/report-frame';
import { DownloadsPanel } from './downloads-panel';
import { ReportFilters } from './report-filters';
import { useReportParams, type ReportState } from './report-params';

const COLUMNS: DataColumn<RelatorioRow>[] = [
  {
    key: 'tipo',
    label: 'Tipo',
    width: '14%',
    render: (r) => TIPO_CLIQUE_LABEL[r.tipo_relatorio as TipoClique] ?? r.tipo_relatorio,
  },
  { key: 'nome', label: 'Nome do Tipo', render: (r) => r.nome_tipo },
  { key: 'parceiro', label: 'Nome do Parceiro', render: (r) => r.nome_cliente },
  { key: 'total', label: 'Total de cliques', width: '16%', render: (r) => formatCount(r.total_cliques) },
];

function ClicksPanel({ state }: { state: ReportState }) {
  const { filters, page } = state;
  const query = useQuery({
    queryKey: ['relatorio', 'cliques', filters, page],
    queryFn: ({ signal }) =>
      api.get('/relatorio', {
        signal,
        query: { ...filters, page: page > 1 ? page : undefined },
        schema: checkedByServer('GET /api/relatorio'),
      }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.results ?? [];
  const caption = usePageTitle();
  return (
    <>
      <ReportFilters />
      <ExportBar path="/relatorio" query={filters} />
      <QueryList query={query} rows={rows}>
        <DataList
          rows={rows}
          columns={COLUMNS}
          rowKey={(r) => `${r.tipo_relatorio}|${r.nome_tipo}|${r.nome_cliente}`}
          rowLabel={(r) => r.nome_tipo}
          caption={caption}
        />
        <ListFooter total={query.data?.total ?? 0} page={page} onPage={state.setPage} />
      </QueryList>
    </>
  );
}

function ReportScreen() {
  const state = useReportParams();
  return (
    <>
      <PageTitle />
      <Tabs
        value={state.view}
        onChange={(_, view: ReportState['view']) => state.setView(view)}
        aria-label="Visão do relatório"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="cliques" label="Cliques" />
        <Tab value="downloads" label="Downloads" />
      </Tabs>
      {state.view === 'cliques' ? <ClicksPanel state={state} /> : <DownloadsPanel state={state} />}
    </>
  );
}

/** /cadastro/relatorio/lista (SPEC §2.2): the click report, and its 'Downloads' view. */
export function RelatorioView() {
  return (
    <Routes>
      <Route path="lista" element={<ReportScreen />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
