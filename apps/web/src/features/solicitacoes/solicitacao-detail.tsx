import { Suspense, useState, type FormEvent } from 'react';
import { lazy } from '../../lib/lazy';
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
import { isoDateToDisplay } from '@prix/shared/core';
import {
  ANEXOS_COMPROVACAO,
  LAYOUT_RESGATE_VERBA,
  ROTULOS_CAMPOS,
  type StatusSolicitacao,
} from '@prix/shared/core/solicitacao';
import type { SolicitacaoDetalhe, SolicitacaoEvento } from '@prix/shared/solicitacao';
import { PageTitle } from '../../components/page-title';
import { ErrorBox } from '../../components/error-box';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { reais, StatusChip } from '../../components/status-chip';
import { formatDataHora } from '../../lib/format-date-time';
import { VerbaFiguras } from '../../components/verba-figures';
import { TextInput } from '../../components/text-input';
import { anexoHref, CAMPOS_COMPROVACAO, ComprovacaoSection } from './comprovacao-section';
import type { DecisaoComDialogo } from './revisao-dialog';

// A decision's dialog (MUI's Dialog with its fields) comes when a decision is opened.
const RevisaoDialog = lazy(() => import('./revisao-dialog'));
import { RespostaPendencia } from './resposta-pendencia';

/** Amounts in BRL among the forms' fields. */
const MONEY = new Set(['value', 'vmc']);
/** The files shown with the proof (and the answers, in the history), not among the form's. */
const CAMPOS_DE_PROVA = new Set<string>(Object.values(ANEXOS_COMPROVACAO).map((a) => a.campo));
/** Days among the forms' fields, sent as yyyy-mm-dd. */
const DIAS = new Set(['periodoInicio', 'periodoFim']);
export const solicitacaoKey = (uuid: string) => ['solicitacao', uuid] as const;

function errorsOf(error: unknown): string[] {
  if (!error) return [];
  return isApiError(error) ? error.errors : ['Não foi possível concluir a operação.'];
}

function eventText(e: SolicitacaoEvento): string {
  if (e.tipo === 'comentario') return e.texto ?? '';
  if (!e.statusDe) return `Solicitação ${e.statusPara?.toLowerCase()}`;
  if (e.statusDe === 'Pendência' && e.statusPara === 'Em análise' && !e.interno)
    return 'Resposta do parceiro à pendência';
  if (e.statusPara === 'Pendência') return 'Pendência: a Prix pediu um complemento';
  return `Status: ${e.statusDe} → ${e.statusPara}`;
}

function History({ uuid, eventos }: { uuid: string; eventos: SolicitacaoEvento[] }) {
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
          {e.detalhe && <Typography variant="body2">{e.detalhe}</Typography>}
          {e.tipo === 'status' && e.texto && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {e.texto}
            </Typography>
          )}
          {e.anexos.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {e.anexos.map((a) => (
                <li key={a.id}>
                  <Typography variant="body2" component="span">
                    <Link href={anexoHref(uuid, a.id)} download={a.nome}>
                      {a.nome}
                    </Link>
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** The label of a move's button. */
function rotuloDoPasso(de: StatusSolicitacao, para: StatusSolicitacao): string {
  if (para === 'Em análise') return de === 'Pendência' ? 'Voltar para análise' : 'Iniciar análise';
  if (para === 'Aprovada') return 'Aprovar';
  if (para === 'Pendência') return 'Pedir complemento';
  if (para === 'Paga') return 'Marcar como paga';
  return 'Recusar';
}

/**
 * Staff's moves (the workflow's next statuses): starting the analysis is a click; every decision opens its
 * dialog (the amount approved, what is missing, the reason, the payment).
 */
function StatusActions({ detail, onChanged }: { detail: SolicitacaoDetalhe; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const [decisao, setDecisao] = useState<DecisaoComDialogo | null>(null);
  const saved = (updated: SolicitacaoDetalhe) => {
    queryClient.setQueryData(solicitacaoKey(detail.uuid), updated);
    void queryClient.invalidateQueries({ queryKey: ['solicitacoes'] });
  };
  const move = useMutation({
    mutationFn: (status: StatusSolicitacao) =>
      api.post(
        `/solicitacao/${detail.uuid}/status`,
        { status },
        { schema: checkedByServer('POST /api/solicitacao/:uuid/status') },
      ),
    onSuccess: saved,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) onChanged();
    },
  });
  if (detail.proximos.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="decisao-titulo"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="decisao-titulo" variant="h2" sx={{ mb: 2 }}>
        Decisão
      </Typography>
      <Stack spacing={2}>
        <ErrorBox errors={errorsOf(move.error)} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
          {detail.proximos.map((status) => (
            <Button
              key={status}
              variant={status === 'Recusada' || status === 'Pendência' ? 'outlined' : 'contained'}
              color={status === 'Recusada' ? 'error' : status === 'Pendência' ? 'warning' : 'primary'}
              loading={move.isPending && move.variables === status}
              disabled={move.isPending}
              onClick={() =>
                status === 'Em análise' ? move.mutate(status) : setDecisao(status as DecisaoComDialogo)
              }
            >
              {rotuloDoPasso(detail.status, status)}
            </Button>
          ))}
        </Stack>
      </Stack>
      {decisao && (
        <Suspense fallback={null}>
          <RevisaoDialog
            detail={detail}
            decisao={decisao}
            onClose={() => setDecisao(null)}
            onDone={(updated) => {
              setDecisao(null);
              saved(updated);
            }}
            onConflict={onChanged}
          />
        </Suspense>
      )}
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
  const queryClient = useQueryClient();
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
  const resgate = d.formulario === LAYOUT_RESGATE_VERBA;
  // A redemption's amount is its 'Valor' and its activity is shown with its proof.
  const campos = Object.entries(d.dados).filter(
    ([k, v]) => v !== null && v !== '' && !(resgate && (CAMPOS_COMPROVACAO.has(k) || k === 'vmc')),
  );
  const refetch = () => void query.refetch();
  // The form's own files; a redemption's proof and a pending item's answer are shown with them.
  const anexos = d.anexos.filter((a) => !CAMPOS_DE_PROVA.has(a.campo));
  const saldo = d.verba !== undefined && (
    // Staff deciding a redemption: the partner's balance, the one the approval checks (decision 0027).
    <Paper variant="outlined" component="section" aria-label="Saldo do parceiro" sx={{ p: { xs: 2, sm: 3 } }}>
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
  );
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
        {d.podeResponder && (
          <RespostaPendencia
            detail={d}
            onAnswered={(updated) => queryClient.setQueryData(solicitacaoKey(uuid), updated)}
          />
        )}
        {resgate ? (
          // A redemption's proof beside the balance and the decision (decision 0055); stacked on a phone.
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
              alignItems: 'start',
            }}
          >
            <ComprovacaoSection detail={d} />
            <Stack spacing={3}>
              {saldo}
              <StatusActions detail={d} onChanged={refetch} />
            </Stack>
          </Box>
        ) : (
          saldo
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
            {d.valorAprovado !== null && (
              <>
                <dt>Valor aprovado</dt>
                <dd>{reais(d.valorAprovado)}</dd>
              </>
            )}
            {d.pagamento && (
              <>
                <dt>Pagamento</dt>
                <dd>
                  {isoDateToDisplay(d.pagamento.data)} · {d.pagamento.referencia}
                </dd>
              </>
            )}
            {campos.map(([k, v]) => (
              <Box key={k} sx={{ display: 'contents' }}>
                <dt>{ROTULOS_CAMPOS[k] ?? k}</dt>
                <dd>
                  {MONEY.has(k) && typeof v === 'number'
                    ? reais(v)
                    : DIAS.has(k)
                      ? isoDateToDisplay(String(v))
                      : String(v)}
                </dd>
              </Box>
            ))}
          </Box>
          {anexos.length > 0 && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                Anexos
              </Typography>
              <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
                {anexos.map((a) => (
                  <li key={a.id}>
                    {a.rotulo}:{' '}
                    <Link href={anexoHref(d.uuid, a.id)} download={a.nome}>
                      {a.nome}
                    </Link>
                  </li>
                ))}
              </Stack>
            </>
          )}
        </Paper>
        {!resgate && <StatusActions detail={d} onChanged={refetch} />}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            Histórico e comentários
          </Typography>
          <History uuid={d.uuid} eventos={d.eventos} />
          <Divider sx={{ my: 2 }} />
          <CommentForm uuid={d.uuid} />
        </Paper>
      </Stack>
    </>
  );
}
