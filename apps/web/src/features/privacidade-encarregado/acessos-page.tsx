import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { AcessosDados } from '@prix/shared/privacidade';
import { PageTitle } from '../../components/page-title';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { ListFooter } from '../../components/list/list-footer';
import { useLatestSearchParams, withParams } from '../../lib/search-params';
import { encarregadoApi, encarregadoKeys } from './encarregado-api';
import { LoadingStatus, EncarregadoNav, LoadError, formatDataHora } from './encarregado-parts';

type Acesso = AcessosDados['acessos'][number];

const COLUNAS: DataColumn<Acesso>[] = [
  { key: 'em', label: 'Quando', width: '11rem', render: (a) => formatDataHora(a.em) },
  { key: 'quem', label: 'Quem', render: (a) => a.quem },
  { key: 'oque', label: 'O que foi lido', render: (a) => a.oque },
];

/**
 * 'Registro de acessos' (key privacidade.encarregado): the staff's reads of personal records (a user's detail,
 * the person look-up, an export), newest first: who, when, what (decision 0048).
 */
export function AcessosPage() {
  const [params, setParams] = useLatestSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const lista = useQuery({
    queryKey: encarregadoKeys.acessos(page),
    queryFn: ({ signal }) => encarregadoApi.acessos(page, signal),
    placeholderData: keepPreviousData,
  });
  const acessos = lista.data?.acessos ?? [];
  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Quem da equipe leu dados pessoais de alguém, quando e o quê: cadastros de usuários, consultas de
          titular e exportações.
        </Typography>
      </PageTitle>
      <EncarregadoNav />
      {lista.isPending ? (
        <LoadingStatus text="Carregando o registro..." />
      ) : lista.isError ? (
        <LoadError error={lista.error} onRetry={() => void lista.refetch()} />
      ) : acessos.length === 0 ? (
        <Alert severity="info" variant="outlined">
          Nenhum acesso a dados pessoais registrado ainda.
        </Alert>
      ) : (
        <>
          <DataList
            rows={acessos}
            columns={COLUNAS}
            rowKey={(a, index) => `${a.em}-${index}`}
            rowLabel={(a) => a.oque}
            caption="Acessos a dados pessoais"
          />
          <ListFooter
            total={lista.data.total}
            page={page}
            onPage={(p) => setParams(withParams({ page: p === 1 ? null : String(p) }))}
          />
        </>
      )}
    </>
  );
}
