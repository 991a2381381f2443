import { Suspense } from 'react';
import { lazy } from '../../lib/lazy';
import { Link as RouterLink } from 'react-router';
import { useLatestSearchParams, withParams } from '../../lib/search-params';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isoDateToDisplay } from '@prix/shared/core';
import type { StatusSolicitacao } from '@prix/shared/core/solicitacao';
import type { ExtratoVerba } from '@prix/shared/programa';
import { PageTitle } from '../../components/page-title';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { reais, StatusChip } from '../../components/status-chip';
import { formatDataHora } from '../../lib/format-date-time';
import { VerbaFiguras } from '../../components/verba-figures';
import { useSession } from '../../lib/session-context';
import { PAGE, pagePath } from '../../lib/paths';

// Staff without a partner in the address choose one; partners never download the picker.
const CompanyPicker = lazy(() => import('../../components/company-picker'));

export const SEM_VERBA =
  'A classe desta empresa não tem verba de marketing cooperado (a partir da Prix 100).';
export const SEM_RESGATES = 'Nenhum pedido de resgate neste ano.';

/** A redemption's proof and payment in one line: the activity, the supplier's NF-e, the photos, when it was paid. */
function comprovacaoTexto(r: ExtratoVerba['resgates'][number]): string {
  const c = r.comprovacao;
  return [
    c?.atividade,
    c?.nfe && `NF-e ${c.nfe.numero}/${c.nfe.serie} de ${c.nfe.emitente}`,
    c && `${c.fotos} ${c.fotos === 1 ? 'foto' : 'fotos'} da ação`,
    r.pagamento && `paga em ${isoDateToDisplay(r.pagamento.data)} (${r.pagamento.referencia})`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * 'Verba de marketing cooperado' (decision 0027): a partner's co-op fund and redemptions by year: the current
 * company's for a partner; for staff, the partner they choose (`?cliente=`), with their requests in the queue.
 */
export function VerbaPage() {
  const { usuario } = useSession();
  const [params, setParams] = useLatestSearchParams();
  const cliente = usuario.externo ? undefined : (params.get('cliente') ?? undefined);
  if (!usuario.externo && !cliente)
    return (
      <Suspense fallback={<PageTitle />}>
        <CompanyPicker
          text="Escolha o parceiro cuja verba de marketing cooperado deseja ver."
          onPick={(id) => setParams(withParams({ cliente: id, ano: null }))}
        />
      </Suspense>
    );
  return <Ledger key={cliente ?? ''} cliente={cliente} />;
}

function Ledger({ cliente }: { cliente: string | undefined }) {
  const [params, setParams] = useLatestSearchParams();
  const ano = Number(params.get('ano')) || undefined;
  const query = useQuery({
    queryKey: ['verba-marketing-cooperado', cliente ?? null, ano ?? 'atual'],
    queryFn: ({ signal }) =>
      api.get('/verba-marketing-cooperado', {
        signal,
        query: { ...(ano ? { ano } : {}), ...(cliente ? { cliente } : {}) },
        schema: checkedByServer('GET /api/verba-marketing-cooperado'),
      }),
  });
  const d = query.data;
  // Staff open a request in their queue; partners in 'Minhas solicitações'.
  const requestPage = cliente ? PAGE.solicitacoes : PAGE.minhasSolicitacoes;
  return (
    <>
      <PageTitle>
        {d && <Typography color="text.secondary">{d.empresa.nome}</Typography>}
        {cliente && (
          <Button
            size="small"
            sx={{ mt: 1 }}
            onClick={() => setParams(withParams({ cliente: null, ano: null }))}
          >
            Trocar parceiro
          </Button>
        )}
      </PageTitle>
      {query.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando a verba" />
        </Box>
      )}
      {query.isError && (
        <Alert severity="error">
          {isApiError(query.error) ? query.error.errors[0] : 'Não foi possível carregar a verba.'}
        </Alert>
      )}
      {d && (
        <Stack spacing={3}>
          <TextField
            select
            label="Ano"
            size="small"
            value={d.verba?.ano ?? ano ?? d.anos[0]}
            onChange={(e) =>
              setParams(withParams({ ano: Number(e.target.value) === d.anos[0] ? null : e.target.value }))
            }
            sx={{ width: 160 }}
          >
            {d.anos.map((a) => (
              <MenuItem key={a} value={a}>
                {a}
              </MenuItem>
            ))}
          </TextField>
          {d.verba ? (
            <Paper
              variant="outlined"
              component="section"
              aria-label="Saldo"
              sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}
            >
              <Typography variant="h2" sx={{ mb: 2 }}>
                Verba de {d.verba.ano}
              </Typography>
              <VerbaFiguras verba={d.verba} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                Disponível = acumulada − aprovada − paga. Pedidos em aberto são conferidos com o saldo na
                aprovação. A verba é paga somente em produtos.
              </Typography>
            </Paper>
          ) : (
            <Alert severity="info">{SEM_VERBA}</Alert>
          )}
          <Paper
            variant="outlined"
            component="section"
            aria-label="Pedidos de resgate"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography variant="h2" sx={{ mb: 2 }}>
              Pedidos de resgate
            </Typography>
            {d.resgates.length === 0 ? (
              <Typography color="text.secondary">{SEM_RESGATES}</Typography>
            ) : (
              <Stack
                component="ul"
                divider={<Box component="li" aria-hidden sx={{ borderTop: 1, borderColor: 'divider' }} />}
                sx={{ m: 0, p: 0, listStyle: 'none' }}
              >
                {d.resgates.map((r) => (
                  <Box
                    component="li"
                    key={r.uuid}
                    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1.25 }}
                  >
                    <Box
                      component={RouterLink}
                      to={pagePath(requestPage, { uuid: r.uuid })}
                      sx={{ color: 'primary.main', fontWeight: 500, minWidth: 130 }}
                    >
                      Solicitação nº {r.numero}
                    </Box>
                    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
                      {formatDataHora(r.dhcriacao)}
                    </Typography>
                    <StatusChip status={r.status as StatusSolicitacao} />
                    <Typography sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
                      {r.valorAprovado !== null && r.valorAprovado !== r.valor
                        ? `${reais(r.valorAprovado)} aprovados de ${reais(r.valor)}`
                        : reais(r.valor)}
                    </Typography>
                    {(r.comprovacao || r.pagamento) && (
                      <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
                        {comprovacaoTexto(r)}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Stack>
            )}
          </Paper>
        </Stack>
      )}
    </>
  );
}
