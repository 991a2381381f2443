import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { api, checkedByServer } from '../../lib/api-client';
import { DataList } from '../../components/list/data-list';
import { ListFooter } from '../../components/list/list-footer';
import { ReportFilters } from './report-filters';
import type { ReportState } from './report-params';
import { formatCount, QueryList } from '../../components/list/query-list';
import { documentViewerPath } from '../../lib/paths';

/** '{identificador}/{arquivo}' as a person reads it: the file's name, then its button. */
const documentLabel = (documento: string) => {
  const slash = documento.indexOf('/');
  return slash < 0 ? documento : documento.slice(slash + 1);
};

/**
 * The 'Downloads' view: the documents opened most in the period (a full download or view counts once), and
 * the active partners that never opened the newest price list.
 */
export function DownloadsPanel({ state }: { state: ReportState }) {
  const { filters, page, pagePartners } = state;
  const opened = useQuery({
    queryKey: ['relatorio', 'downloads', filters.dtInit, filters.dtEnd, page],
    queryFn: ({ signal }) =>
      api.get('/relatorio/downloads', {
        signal,
        query: { dtInit: filters.dtInit, dtEnd: filters.dtEnd, page: page > 1 ? page : undefined },
        schema: checkedByServer('GET /api/relatorio/downloads'),
      }),
    placeholderData: keepPreviousData,
  });
  const never = useQuery({
    queryKey: ['relatorio', 'nao-abriram', pagePartners],
    queryFn: ({ signal }) =>
      api.get('/relatorio/downloads/nao-abriram', {
        signal,
        query: { page: pagePartners > 1 ? pagePartners : undefined },
        schema: checkedByServer('GET /api/relatorio/downloads/nao-abriram'),
      }),
    placeholderData: keepPreviousData,
  });
  const docs = opened.data?.results ?? [];
  const partners = never.data?.results ?? [];
  return (
    <>
      <ReportFilters choices={false} />
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 500, mb: 1.5 }}>
        Documentos mais abertos
      </Typography>
      <QueryList query={opened} rows={docs}>
        <DataList
          rows={docs}
          columns={[
            {
              key: 'documento',
              label: 'Documento',
              render: (r) => (
                <Link href={documentViewerPath(r.documento.split('/')[0]!)} underline="hover">
                  {documentLabel(r.documento)}
                </Link>
              ),
            },
            {
              key: 'aberturas',
              label: 'Aberturas',
              width: '16%',
              render: (r) => formatCount(r.total_aberturas),
            },
            { key: 'parceiros', label: 'Parceiros', width: '16%', render: (r) => formatCount(r.parceiros) },
          ]}
          rowKey={(r) => r.documento}
          rowLabel={(r) => documentLabel(r.documento)}
          caption="Documentos mais abertos"
        />
        <ListFooter total={opened.data?.total ?? 0} page={page} onPage={state.setPage} />
      </QueryList>

      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 500, mt: 4, mb: 0.5 }}>
        Parceiros que nunca abriram a lista de preços mais recente
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {never.data?.documento ? documentLabel(never.data.documento) : 'Nenhuma lista de preços cadastrada'}
      </Typography>
      <QueryList query={never} rows={partners}>
        <DataList
          rows={partners}
          columns={[
            { key: 'id', label: 'Código', width: '16%', render: (r) => r.id },
            { key: 'nome', label: 'Nome', render: (r) => r.nome },
            { key: 'classe', label: 'Classe', width: '20%', render: (r) => r.classe ?? '—' },
          ]}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.nome}
          caption="Parceiros que nunca abriram a lista de preços mais recente"
        />
        <ListFooter total={never.data?.total ?? 0} page={pagePartners} onPage={state.setPagePartners} />
      </QueryList>
    </>
  );
}
