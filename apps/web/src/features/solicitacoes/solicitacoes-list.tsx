import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PRAZO_ANALISE_DIAS_UTEIS } from '@prix/shared/core/solicitacao';
import type { SolicitacaoResumo, SolicitacoesPage } from '@prix/shared/solicitacao';
import { StatusChip } from '../../components/status-chip';
import { formatDataHora } from '../../lib/format-date-time';

const PAGE_SIZE = 10;

/** SPEC §9: requests are reviewed in 10 working days; staff's queue marks one waiting longer. */
function Atraso({ r }: { r: SolicitacaoResumo }) {
  if (!r.atrasada) return null;
  return (
    <Typography component="span" variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
      Mais de {PRAZO_ANALISE_DIAS_UTEIS} dias úteis
    </Typography>
  );
}

/** A page of requests: a table on desktop, cards on a phone (SPEC §2.3's list pattern), 'Página X de Y'. */
export function SolicitacoesList({
  data,
  loading,
  error,
  basePath,
  showPartner,
  page,
  onPage,
}: {
  data: SolicitacoesPage | undefined;
  loading: boolean;
  error: string | null;
  basePath: string;
  showPartner: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const wide = useMediaQuery('(min-width:900px)');
  if (error) return <Alert severity="error">{error}</Alert>;
  if (loading || !data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Carregando solicitações" />
      </Box>
    );
  if (data.total === 0) return <Alert severity="warning">Nenhum registro encontrado</Alert>;
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  const link = (r: SolicitacaoResumo) => (
    <Link component={RouterLink} to={`${basePath}/${r.uuid}`}>
      nº {r.numero} · {r.titulo}
    </Link>
  );
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {data.total} {data.total === 1 ? 'registro encontrado' : 'registros encontrados'}
      </Typography>
      {wide ? (
        <Paper variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Solicitação</TableCell>
                {showPartner && <TableCell>Parceiro</TableCell>}
                {showPartner && <TableCell>Classe</TableCell>}
                <TableCell>Enviada em</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.results.map((r) => (
                <TableRow key={r.uuid} hover>
                  <TableCell>{link(r)}</TableCell>
                  {showPartner && <TableCell>{r.cliente.nome}</TableCell>}
                  {showPartner && (
                    <TableCell>{r.cliente.classe ? `Prix ${r.cliente.classe}` : '—'}</TableCell>
                  )}
                  <TableCell>{formatDataHora(r.dhcriacao)}</TableCell>
                  <TableCell>
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                      <StatusChip status={r.status} />
                      {showPartner && <Atraso r={r} />}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.results.map((r) => (
            <Paper key={r.uuid} variant="outlined" component="li" sx={{ p: 2 }}>
              <Stack spacing={0.75}>
                <Box sx={{ overflowWrap: 'anywhere' }}>{link(r)}</Box>
                {showPartner && <Typography variant="body2">{r.cliente.nome}</Typography>}
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {formatDataHora(r.dhcriacao)}
                  </Typography>
                  <StatusChip status={r.status} />
                </Stack>
                {showPartner && <Atraso r={r} />}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">
            Página {page} de {pages}
          </Typography>
          <Pagination count={pages} page={page} onChange={(_, p) => onPage(p)} />
        </Stack>
      )}
    </Stack>
  );
}
