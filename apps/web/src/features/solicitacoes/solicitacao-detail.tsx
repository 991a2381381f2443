import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROTULOS_CAMPOS, type StatusSolicitacao } from '@prix/shared/core/solicitacao';
import type { SolicitacaoDetalhe, SolicitacaoEvento } from '@prix/shared/solicitacao';
import { PageTitle } from '../../components/page-title';
import { ErrorBox } from '../../components/error-box';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { reais, StatusChip } from '../../components/status-chip';
import { formatDataHora } from '../../lib/format-date-time';
import { VerbaFiguras } from '../../components/verba-figures';
import { TextInput } from '../../components/text-input';

/** Amounts in BRL among the forms' fields. */
const MONEY = new Set(['value', 'vmc']);
export const solicitacaoKey = (uuid: string) => ['solicitacao', uuid] as const;

function errorsOf(error: unknown): string[] {
  if (!error) return [];
  return isApiError(error) ? error.errors : ['Não foi possível concluir a operação.'];
}

function eventText(e: SolicitacaoEvento): string {
  if (e.tipo === 'comentario') return e.texto ?? '';
  if (!e.statusDe) return `Solicitação ${e.statusPara?.toLowerCase()}`;
  return `Status: ${e.statusDe} → ${e.statusPara}`;
}

function History({ eventos }: { eventos: SolicitacaoEvento[] }) {
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Histórico">
      {eventos.map((e, i) => (
        <Box
          component="li"
          key={i}
          sx={{
            borderLeft: 3,
            borderColor: e.tipo === 'status' ? 'primary.main' : e.interno ? 'info.main' : 'grey.400',
            pl: 1.5,
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {formatDataHora(e.dhcriacao)} · {e.autor ?? 'Portal'}
            {e.interno ? ' (Prix)' : ''}
          </Typography>
          <Typography sx={{ fontWeight: e.tipo === 'status' ? 500 : 400, overflowWrap: 'anywhere' }}>
            {eventText(e)}
          </Typography>
          {e.tipo === 'status' && e.texto && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {e.texto}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function StatusActions({ detail }: { detail: SolicitacaoDetalhe }) {
  const queryClient = useQueryClient();
  const [comentario, setComentario] = useState('');
  const move = useMutation({
    mutationFn: (status: StatusSolicitacao) =>
      api.post(
        `/solicitacao/${detail.uuid}/status`,
        { status, comentario: comentario || undefined },
        {
          schema: checkedByServer('POST /api/solicitacao/:uuid/status'),
        },
      ),
    onSuccess: (updated) => {
      setComentario('');
      queryClient.setQueryData(solicitacaoKey(detail.uuid), updated);
      void queryClient.invalidateQueries({ queryKey: ['solicitacoes'] });
    },
  });
  if (detail.proximos.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Mudar status
      </Typography>
      <Stack spacing={2}>
        <TextInput
          label="Comentário para o parceiro (opcional)"
          value={comentario}
          onChange={(e) => setComentario(e.target.value)}
          multiline
          minRows={2}
          fullWidth
        />
        <ErrorBox errors={errorsOf(move.error)} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {detail.proximos.map((status) => (
            <Button
              key={status}
              variant={status === 'Recusada' ? 'outlined' : 'contained'}
              color={status === 'Recusada' ? 'error' : 'primary'}
              loading={move.isPending && move.variables === status}
              disabled={move.isPending}
              onClick={() => move.mutate(status)}
            >
              {status === 'Em análise'
                ? 'Iniciar análise'
                : status === 'Paga'
                  ? 'Marcar como paga'
                  : status === 'Aprovada'
                    ? 'Aprovar'
                    : 'Recusar'}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function CommentForm({ uuid }: { uuid: string }) {
  const queryClient = useQueryClient();
  const [texto, setTexto] = useState('');
  const send = useMutation({
    mutationFn: () =>
      api.post(
        `/solicitacao/${uuid}/comentarios`,
        { texto },
        { schema: checkedByServer('POST /api/solicitacao/:uuid/comentarios') },
      ),
    onSuccess: (updated) => {
      setTexto('');
      queryClient.setQueryData(solicitacaoKey(uuid), updated);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={onSubmit} noValidate>
      <TextInput
        label="Escreva um comentário"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        multiline
        minRows={2}
        fullWidth
      />
      <ErrorBox errors={errorsOf(send.error)} />
      <Box>
        <Button type="submit" variant="outlined" loading={send.isPending}>
          Comentar
        </Button>
      </Box>
    </Stack>
  );
}

/** One request: its fields, files, history (status changes and comments) and, for staff, the next statuses. */
export function SolicitacaoDetail({
  uuid,
  backTo,
  backLabel,
}: {
  uuid: string;
  backTo: string;
  backLabel: string;
}) {
  const query = useQuery({
    queryKey: solicitacaoKey(uuid),
    queryFn: ({ signal }) =>
      api.get(`/solicitacao/${uuid}`, { signal, schema: checkedByServer('GET /api/solicitacao/:uuid') }),
  });
  const back = (
    <Button component={RouterLink} to={backTo} variant="text" sx={{ mb: 1, ml: -1 }}>
      ← {backLabel}
    </Button>
  );
  if (query.isPending)
    return (
      <>
        {back}
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando a solicitação" />
        </Box>
      </>
    );
  if (query.isError)
    return (
      <>
        {back}
        <PageTitle />
        <Alert severity="error">{errorsOf(query.error)[0]}</Alert>
      </>
    );
  const d = query.data;
  const campos = Object.entries(d.dados).filter(([, v]) => v !== null && v !== '');
  return (
    <>
      {back}
      <PageTitle record={String(d.numero)}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography color="text.secondary">{d.titulo}</Typography>
          <StatusChip status={d.status} />
        </Stack>
      </PageTitle>
      <Stack spacing={3}>
        {d.verba !== undefined && (
          // Staff deciding a redemption: the partner's balance, the one the approval checks (decision 0027).
          <Paper
            variant="outlined"
            component="section"
            aria-label="Saldo do parceiro"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography variant="h2" sx={{ mb: 2 }}>
              Verba de marketing cooperado do parceiro
            </Typography>
            {d.verba ? (
              <VerbaFiguras verba={d.verba} />
            ) : (
              <Typography color="text.secondary">
                A classe do parceiro não tem verba de marketing cooperado.
              </Typography>
            )}
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            Dados enviados
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) 3fr' },
              columnGap: 2,
              rowGap: 1,
              m: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
            }}
          >
            <dt>Parceiro</dt>
            <dd>
              {d.cliente.nome} ({d.cliente.id})
            </dd>
            <dt>Enviada em</dt>
            <dd>
              {formatDataHora(d.dhcriacao)}
              {d.solicitante ? ` por ${d.solicitante}` : ''}
            </dd>
            {d.valor !== null && (
              <>
                <dt>Valor</dt>
                <dd>{reais(d.valor)}</dd>
              </>
            )}
            {campos.map(([k, v]) => (
              <Box key={k} sx={{ display: 'contents' }}>
                <dt>{ROTULOS_CAMPOS[k] ?? k}</dt>
                <dd>{MONEY.has(k) && typeof v === 'number' ? reais(v) : String(v)}</dd>
              </Box>
            ))}
          </Box>
          {d.anexos.length > 0 && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                Anexos
              </Typography>
              <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
                {d.anexos.map((a) => (
                  <li key={a.id}>
                    {a.rotulo}:{' '}
                    <Link href={`/api/solicitacao/${d.uuid}/anexos/${a.id}`} download={a.nome}>
                      {a.nome}
                    </Link>
                  </li>
                ))}
              </Stack>
            </>
          )}
        </Paper>
        <StatusActions detail={d} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            Histórico e comentários
          </Typography>
          <History eventos={d.eventos} />
          <Divider sx={{ my: 2 }} />
          <CommentForm uuid={d.uuid} />
        </Paper>
      </Stack>
    </>
  );
}
