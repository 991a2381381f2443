import { Link as RouterLink, useParams } from 'react-router';
import { onlyParams, useLatestSearchParams } from '../../lib/search-params';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { PageTitle } from '../../components/page-title';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { SolicitacaoDetail } from './solicitacao-detail';
import { SolicitacoesList } from './solicitacoes-list';
import { BENEFICIOS_PATH, MINHAS_SOLICITACOES_PATH } from '../../lib/paths';

const BASE = MINHAS_SOLICITACOES_PATH;

/** 'Minhas solicitações': the requests of the user's companies, newest first, and each one's history. */
export function MinhasSolicitacoesPage() {
  const { uuid } = useParams();
  const [params, setParams] = useLatestSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: ['solicitacoes', 'minhas', page],
    queryFn: ({ signal }) =>
      api.get('/solicitacao/minhas', {
        signal,
        query: { page },
        schema: checkedByServer('GET /api/solicitacao/minhas'),
      }),
    enabled: !uuid,
  });
  if (uuid) return <SolicitacaoDetail uuid={uuid} backTo={BASE} backLabel="Minhas solicitações" />;
  return (
    <>
      <PageTitle>
        <Button component={RouterLink} to={BENEFICIOS_PATH} variant="contained" sx={{ mt: 1 }}>
          Nova solicitação
        </Button>
      </PageTitle>
      <SolicitacoesList
        data={list.data}
        loading={list.isPending}
        error={list.isError ? (isApiError(list.error) ? list.error.errors[0]! : 'Erro ao carregar.') : null}
        basePath={BASE}
        showPartner={false}
        page={page}
        onPage={(p) => setParams(onlyParams({ page: p === 1 ? null : String(p) }))}
      />
    </>
  );
}
