import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/page-title';
import { isApiError } from '../../lib/api-client';
import { lazy } from '../../lib/lazy';
import { useLatestSearchParams, withParams } from '../../lib/search-params';
import { useSession } from '../../lib/session-context';
import { usePendingUntilDrawn } from '../../lib/use-pending-until-drawn';
import { desempenhoApi, desempenhoKeys } from './desempenho-api';
import {
  ClasseSecao,
  ContatosSecao,
  FaturamentoSecao,
  MesesSecao,
  TreinamentosSecao,
  VerbaSecao,
} from './desempenho-sections';

// Staff without a partner in the address choose one; partners never download the picker.
const CompanyPicker = lazy(() => import('../../components/company-picker'));

/**
 * 'Meu desempenho' (decision 0053): the partner's current company at a glance, a first screen on a phone: its
 * class and since when, the year's billing against the bounds of SPEC §9 and the class January would give, the
 * months against last year's (a chart, and the same figures in a table), the co-op fund, the enquiries of
 * 'Onde comprar' and the mandatory trainings. Staff see a partner's by choosing it (`?cliente=`).
 */
export function DesempenhoPage() {
  const { usuario } = useSession();
  const [params, setParams] = useLatestSearchParams();
  const cliente = usuario.externo ? null : params.get('cliente');
  if (!usuario.externo && !cliente)
    return (
      <Suspense fallback={<PageTitle />}>
        <CompanyPicker
          text="Escolha o parceiro cujo desempenho deseja ver."
          onPick={(id) => setParams(withParams({ cliente: id }))}
        />
      </Suspense>
    );
  return (
    <Painel key={cliente ?? ''} cliente={cliente} onTrocar={() => setParams(withParams({ cliente: null }))} />
  );
}

function Painel({ cliente, onTrocar }: { cliente: string | null; onTrocar: () => void }) {
  const query = useQuery({
    queryKey: desempenhoKeys.pagina(cliente),
    queryFn: ({ signal }) => desempenhoApi.pagina(cliente, signal),
  });
  const pending = usePendingUntilDrawn(query);
  const d = query.data;
  return (
    <>
      <PageTitle record={cliente && d ? d.empresa.nome : undefined}>
        {d && !cliente && <Typography color="text.secondary">{d.empresa.nome}</Typography>}
        {cliente && (
          <Button size="small" sx={{ mt: 1 }} onClick={onTrocar}>
            Trocar parceiro
          </Button>
        )}
      </PageTitle>
      {pending ? (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
        >
          <CircularProgress size={28} aria-hidden="true" />
          <Typography color="text.secondary">Carregando o desempenho...</Typography>
        </Box>
      ) : query.isError || !d ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          {isApiError(query.error)
            ? query.error.errors.join(' ')
            : 'Não foi possível carregar o desempenho. Tente novamente.'}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            '& > .largo': { gridColumn: { md: '1 / -1' } },
          }}
        >
          <ClasseSecao d={d} />
          <FaturamentoSecao d={d} />
          <Box className="largo" sx={{ minWidth: 0 }}>
            <MesesSecao d={d} />
          </Box>
          <VerbaSecao d={d} cliente={cliente} />
          <ContatosSecao d={d} />
          <TreinamentosSecao d={d} />
        </Box>
      )}
    </>
  );
}
