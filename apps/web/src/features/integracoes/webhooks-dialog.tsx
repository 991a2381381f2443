import { Suspense, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import {
  ENTREGA_SITUACOES,
  WEBHOOK_EVENTS,
  WEBHOOK_SITUACOES,
  type WebhookEvent,
} from '@prix/shared/core/webhook';
import type { Integracao } from '@prix/shared/integracao';
import type { WebhookEndpoint, WebhookEntrega, WebhookSegredo } from '@prix/shared/webhook';
import { DecisionDialog } from '../../components/decision-dialog';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { ErrorBox } from '../../components/error-box';
import { LoadingStatus } from '../../components/fila/loading-status';
import { LoadError } from '../../components/fila/load-error';
import { errosDe } from '../../lib/error-messages';
import { formatDataHora } from '../../lib/format-date-time';
import { lazy } from '../../lib/lazy';
import { ShownOnceDialog } from './shown-once-dialog';
import { webhookKeys, webhooksApi } from './webhooks-api';

const NovoWebhookDialog = lazy(() => import('./novo-webhook-dialog'));

const MOBILE = '(max-width:599.95px)';
const evento = (e: string) => WEBHOOK_EVENTS[e as WebhookEvent] ?? e;

const COR_ENDPOINT = { ativo: 'success', pausado: 'warning' } as const;
const COR_ENTREGA = { pendente: 'info', entregue: 'success', falhou: 'error' } as const;

const COLUNAS: DataColumn<WebhookEndpoint>[] = [
  { key: 'url', label: 'Endereço', render: (w) => <Box sx={{ wordBreak: 'break-all' }}>{w.url}</Box> },
  { key: 'eventos', label: 'Eventos', render: (w) => w.eventos.map(evento).join('; ') },
  {
    key: 'situacao',
    label: 'Situação',
    width: '12rem',
    render: (w) => (
      <>
        <Chip
          size="small"
          variant="outlined"
          label={WEBHOOK_SITUACOES[w.situacao]}
          color={COR_ENDPOINT[w.situacao]}
        />
        {w.pausaMotivo && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {w.pausaMotivo}
          </Typography>
        )}
      </>
    ),
  },
];

const COLUNAS_ENTREGAS: DataColumn<WebhookEntrega>[] = [
  { key: 'criada', label: 'Evento em', width: '10rem', render: (d) => formatDataHora(d.criadaEm) },
  { key: 'evento', label: 'Evento', render: (d) => evento(d.evento) },
  {
    key: 'situacao',
    label: 'Situação',
    width: '7rem',
    render: (d) => (
      <Chip
        size="small"
        variant="outlined"
        label={ENTREGA_SITUACOES[d.situacao]}
        color={COR_ENTREGA[d.situacao]}
      />
    ),
  },
  {
    key: 'codigo',
    label: 'Resposta',
    width: '5rem',
    render: (d) => (d.codigo === null ? '—' : String(d.codigo)),
  },
  { key: 'tentativas', label: 'Tentativas', width: '5rem', render: (d) => String(d.tentativas) },
  {
    key: 'ultima',
    label: 'Última tentativa',
    width: '10rem',
    render: (d) => (d.ultimaTentativaEm ? formatDataHora(d.ultimaTentativaEm) : '—'),
  },
  {
    key: 'erro',
    label: 'Erro',
    render: (d) =>
      d.erro ?? (d.proximaTentativaEm ? `Nova tentativa às ${formatDataHora(d.proximaTentativaEm)}` : '—'),
  },
];

/** The signing secret, shown once: the server keeps it to sign, and never answers it again. */
function SegredoDialog({ resposta, onClose }: { resposta: WebhookSegredo; onClose: () => void }) {
  return (
    <ShownOnceDialog
      title="Segredo do webhook"
      warning="Copie o segredo agora: ele não será mostrado de novo. Se perdê-lo, remova o webhook e cadastre outro."
      label="Segredo de assinatura"
      copied="Segredo copiado."
      value={resposta.segredo}
      testId="segredo-webhook"
      onClose={onClose}
    >
      Cada entrega traz o cabeçalho <code>X-Prix-Assinatura: t=…,v1=…</code>: o HMAC-SHA256, com este segredo,
      de <code>t.corpo</code>. Confira-o e recuse avisos com mais de 5 minutos.
    </ShownOnceDialog>
  );
}

/** An endpoint's delivery log, newest first, with 'Reenviar' on a delivered or failed one. */
function EntregasDialog({
  integracao,
  endpoint,
  onClose,
}: {
  integracao: string;
  endpoint: WebhookEndpoint;
  onClose: () => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery(MOBILE);
  const queryClient = useQueryClient();
  const chave = webhookKeys.entregas(integracao, endpoint.id);
  const entregas = useQuery({
    queryKey: chave,
    queryFn: ({ signal }) => webhooksApi.entregas(integracao, endpoint.id, signal),
  });
  const reenviar = useMutation({
    mutationFn: (entrega: string) => webhooksApi.reenviar(integracao, endpoint.id, entrega),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chave }),
  });
  const lista = entregas.data?.entregas ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-all' }}>
        Entregas para {endpoint.url}
      </DialogTitle>
      <DialogContent>
        <ErrorBox
          errors={reenviar.isError ? errosDe(reenviar.error, 'Não foi possível reenviar.') : []}
          sx={{ mb: 2 }}
        />
        {entregas.isPending ? (
          <LoadingStatus text="Carregando as entregas..." />
        ) : entregas.isError ? (
          <LoadError error={entregas.error} onRetry={() => void entregas.refetch()} />
        ) : lista.length === 0 ? (
          <Alert severity="info" variant="outlined">
            Nenhuma entrega ainda: os eventos escolhidos aparecem aqui quando acontecerem.
          </Alert>
        ) : (
          <DataList
            rows={lista}
            columns={COLUNAS_ENTREGAS}
            rowKey={(d) => d.id}
            rowLabel={(d) => `${evento(d.evento)} de ${formatDataHora(d.criadaEm)}`}
            caption={`Entregas para ${endpoint.url}`}
            actions={(d) =>
              d.situacao === 'pendente' ? [] : [{ label: 'Reenviar', onClick: () => reenviar.mutate(d.id) }]
            }
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void entregas.refetch()} disabled={entregas.isFetching}>
          Atualizar
        </Button>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * An integration's webhooks (decision 0056): its endpoints with their events and state, 'Novo webhook' (the
 * signing secret shown once), pause and reactivation, removal, and each endpoint's delivery log.
 */
export default function WebhooksDialog({
  integracao,
  onClose,
}: {
  integracao: Integracao;
  onClose: () => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery(MOBILE);
  const queryClient = useQueryClient();
  const chave = webhookKeys.lista(integracao.id);
  const lista = useQuery({
    queryKey: chave,
    queryFn: ({ signal }) => webhooksApi.lista(integracao.id, signal),
  });
  const [criando, setCriando] = useState(false);
  const [segredo, setSegredo] = useState<WebhookSegredo | null>(null);
  const [entregasDe, setEntregasDe] = useState<WebhookEndpoint | null>(null);
  const [removendo, setRemovendo] = useState<WebhookEndpoint | null>(null);
  const atualizar = () => void queryClient.invalidateQueries({ queryKey: chave });
  const pausar = useMutation({
    mutationFn: (id: string) => webhooksApi.pausar(integracao.id, id),
    onSuccess: atualizar,
  });
  const reativar = useMutation({
    mutationFn: (id: string) => webhooksApi.reativar(integracao.id, id),
    onSuccess: atualizar,
  });
  const remover = useMutation({
    mutationFn: (id: string) => webhooksApi.remover(integracao.id, id),
    onSuccess: () => {
      setRemovendo(null);
      atualizar();
    },
  });
  const erros = [
    ...(pausar.isError ? errosDe(pausar.error, 'Não foi possível pausar o webhook.') : []),
    ...(reativar.isError ? errosDe(reativar.error, 'Não foi possível reativar o webhook.') : []),
  ];
  const endpoints = lista.data?.endpoints ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>Webhooks de {integracao.nome}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          O portal avisa o sistema da integração, com um POST assinado, quando acontece um dos eventos
          escolhidos. Uma entrega que falha é tentada de novo por um dia; um webhook que continua falhando é
          pausado e o responsável recebe um e-mail.
        </Typography>
        {integracao.situacao === 'ativa' && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCriando(true)} sx={{ mb: 2 }}>
            Novo webhook
          </Button>
        )}
        <ErrorBox errors={erros} sx={{ mb: 2 }} />
        {lista.isPending ? (
          <LoadingStatus text="Carregando os webhooks..." />
        ) : lista.isError ? (
          <LoadError error={lista.error} onRetry={() => void lista.refetch()} />
        ) : endpoints.length === 0 ? (
          <Alert severity="info" variant="outlined">
            Nenhum webhook cadastrado para esta integração.
          </Alert>
        ) : (
          <DataList
            rows={endpoints}
            columns={COLUNAS}
            rowKey={(w) => w.id}
            rowLabel={(w) => w.url}
            caption={`Webhooks de ${integracao.nome}`}
            actions={(w) => [
              { label: 'Ver entregas', onClick: () => setEntregasDe(w) },
              w.situacao === 'ativo'
                ? { label: 'Pausar', onClick: () => pausar.mutate(w.id) }
                : { label: 'Reativar', onClick: () => reativar.mutate(w.id) },
              {
                label: 'Remover',
                onClick: () => {
                  remover.reset();
                  setRemovendo(w);
                },
              },
            ]}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
      {criando && (
        <Suspense fallback={null}>
          <NovoWebhookDialog
            integracao={integracao}
            onClose={() => setCriando(false)}
            onDone={(resposta) => {
              setCriando(false);
              setSegredo(resposta);
              atualizar();
            }}
          />
        </Suspense>
      )}
      {removendo && (
        <DecisionDialog
          title="Remover o webhook"
          confirm="Remover"
          confirmColor="error"
          busy={remover.isPending}
          errors={remover.isError ? errosDe(remover.error, 'Não foi possível remover o webhook.') : []}
          onConfirm={() => remover.mutate(removendo.id)}
          onClose={() => setRemovendo(null)}
          fullScreenOnPhone={false}
        >
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {removendo.url} deixa de receber avisos, e o registro das suas entregas é apagado.
          </Typography>
        </DecisionDialog>
      )}
      {segredo && <SegredoDialog resposta={segredo} onClose={() => setSegredo(null)} />}
      {entregasDe && (
        <EntregasDialog
          integracao={integracao.id}
          endpoint={entregasDe}
          onClose={() => setEntregasDe(null)}
        />
      )}
    </Dialog>
  );
}
