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
import AddIcon from '@mui/icons-material/Add';
import type { Integracao, IntegracaoChamada, IntegracaoToken } from '@prix/shared/integracao';
import { PageTitle } from '../../components/page-title';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { DecisionDialog } from '../../components/decision-dialog';
import { ErrorBox } from '../../components/error-box';
import { LoadingStatus } from '../../components/fila/loading-status';
import { LoadError } from '../../components/fila/load-error';
import { errosDe } from '../../lib/error-messages';
import { formatData, formatDataHora } from '../../lib/format-date-time';
import { lazy } from '../../lib/lazy';
import { integracaoKeys, integracoesApi } from './integracoes-api';
import { TokenDialog } from './token-dialog';

const NovaIntegracaoDialog = lazy(() => import('./nova-integracao-dialog'));
const WebhooksDialog = lazy(() => import('./webhooks-dialog'));

const SITUACAO = {
  ativa: { label: 'Ativa', color: 'success' },
  revogada: { label: 'Revogada', color: 'default' },
  expirada: { label: 'Expirada', color: 'warning' },
} as const;

const ultimoUso = (i: Integracao) =>
  i.ultimoUsoEm ? `${formatDataHora(i.ultimoUsoEm)} (${i.ultimoUsoIp ?? '—'})` : 'Nunca usada';

const COLUNAS: DataColumn<Integracao>[] = [
  { key: 'nome', label: 'Nome', render: (i) => i.nome },
  {
    key: 'situacao',
    label: 'Situação',
    width: '8rem',
    render: (i) => (
      <Chip
        size="small"
        variant="outlined"
        label={SITUACAO[i.situacao].label}
        color={SITUACAO[i.situacao].color}
      />
    ),
  },
  { key: 'permissoes', label: 'Permissões', render: (i) => i.chaves.join(', ') },
  { key: 'expira', label: 'Válida até', width: '9rem', render: (i) => formatData(i.expiraEm) },
  { key: 'dono', label: 'Responsável', render: (i) => i.dono ?? '—' },
  { key: 'uso', label: 'Último uso', render: ultimoUso },
];

const COLUNAS_CHAMADAS: DataColumn<IntegracaoChamada>[] = [
  { key: 'em', label: 'Quando', width: '11rem', render: (c) => formatDataHora(c.em) },
  { key: 'rota', label: 'Rota', render: (c) => `${c.metodo} ${c.rota}` },
  { key: 'status', label: 'Status', width: '5rem', render: (c) => String(c.status) },
  { key: 'ip', label: 'Endereço', width: '9rem', render: (c) => c.ip ?? '—' },
];

/** An integration's last calls (route, status, address, time), newest first, and its last use. */
function ChamadasDialog({ integracao, onClose }: { integracao: Integracao; onClose: () => void }) {
  const titleId = useId();
  const detalhe = useQuery({
    queryKey: integracaoKeys.detalhe(integracao.id),
    queryFn: ({ signal }) => integracoesApi.detalhe(integracao.id, signal),
  });
  const chamadas = detalhe.data?.chamadas ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Chamadas de {integracao.nome}</DialogTitle>
      <DialogContent>
        {detalhe.isPending ? (
          <LoadingStatus text="Carregando as chamadas..." />
        ) : detalhe.isError ? (
          <LoadError error={detalhe.error} onRetry={() => void detalhe.refetch()} />
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Último uso: {ultimoUso(detalhe.data)}
              {detalhe.data.anteriorValidoAte &&
                ` · o token anterior vale até ${formatDataHora(detalhe.data.anteriorValidoAte)}`}
            </Typography>
            {chamadas.length === 0 ? (
              <Alert severity="info" variant="outlined">
                Nenhuma chamada feita com este token ainda.
              </Alert>
            ) : (
              <DataList
                rows={chamadas}
                columns={COLUNAS_CHAMADAS}
                rowKey={(c, index) => `${c.em}-${index}`}
                rowLabel={(c) => `${c.metodo} ${c.rota}`}
                caption={`Últimas chamadas de ${integracao.nome}`}
              />
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 'Integrações' (key integracoes.gerenciar, decision 0054): the tokens other systems call /api/integracao/*
 * with. A token is shown once, when created or rotated; each row says its state and last use, and opens the
 * calls made with it, and its webhooks.
 */
export function IntegracoesPage() {
  const queryClient = useQueryClient();
  const lista = useQuery({
    queryKey: integracaoKeys.lista,
    queryFn: ({ signal }) => integracoesApi.lista(signal),
  });
  const [criando, setCriando] = useState(false);
  const [token, setToken] = useState<IntegracaoToken | null>(null);
  const [chamadasDe, setChamadasDe] = useState<Integracao | null>(null);
  const [webhooksDe, setWebhooksDe] = useState<Integracao | null>(null);
  const [revogando, setRevogando] = useState<Integracao | null>(null);
  const atualizar = () => void queryClient.invalidateQueries({ queryKey: integracaoKeys.root });
  const mostrarToken = (resposta: IntegracaoToken) => {
    setCriando(false);
    setToken(resposta);
    atualizar();
  };
  const rotacionar = useMutation({ mutationFn: integracoesApi.rotacionar, onSuccess: mostrarToken });
  const revogar = useMutation({
    mutationFn: integracoesApi.revogar,
    onSuccess: () => {
      setRevogando(null);
      atualizar();
    },
  });
  const erros = rotacionar.isError ? errosDe(rotacionar.error, 'Não foi possível trocar o token.') : [];
  const integracoes = lista.data?.integracoes ?? [];
  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Tokens com que outros sistemas (ERP, e-learning) chamam a API de integração. O token aparece uma
          única vez, ao criar ou trocar.
        </Typography>
      </PageTitle>
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCriando(true)}>
          Nova integração
        </Button>
      </Box>
      <ErrorBox errors={erros} sx={{ mb: 2 }} />
      {lista.isPending ? (
        <LoadingStatus text="Carregando as integrações..." />
      ) : lista.isError ? (
        <LoadError error={lista.error} onRetry={() => void lista.refetch()} />
      ) : integracoes.length === 0 ? (
        <Alert severity="info" variant="outlined">
          Nenhuma integração cadastrada.
        </Alert>
      ) : (
        <DataList
          rows={integracoes}
          columns={COLUNAS}
          rowKey={(i) => i.id}
          rowLabel={(i) => i.nome}
          caption="Integrações"
          actions={(i) => [
            { label: 'Ver chamadas', onClick: () => setChamadasDe(i) },
            { label: 'Webhooks', onClick: () => setWebhooksDe(i) },
            ...(i.situacao === 'ativa'
              ? [
                  { label: 'Trocar token', onClick: () => rotacionar.mutate(i.id) },
                  {
                    label: 'Revogar',
                    onClick: () => {
                      revogar.reset();
                      setRevogando(i);
                    },
                  },
                ]
              : []),
          ]}
        />
      )}
      {criando && (
        <Suspense fallback={null}>
          <NovaIntegracaoDialog onClose={() => setCriando(false)} onDone={mostrarToken} />
        </Suspense>
      )}
      {revogando && (
        <DecisionDialog
          title={`Revogar ${revogando.nome}`}
          confirm="Revogar"
          confirmColor="error"
          busy={revogar.isPending}
          errors={revogar.isError ? errosDe(revogar.error, 'Não foi possível revogar a integração.') : []}
          onConfirm={() => revogar.mutate(revogando.id)}
          onClose={() => setRevogando(null)}
          fullScreenOnPhone={false}
        >
          <Typography>
            O token deixa de valer na hora, e os webhooks desta integração param de receber avisos. Não há
            como desfazer: para voltar a integrar, crie outra integração.
          </Typography>
        </DecisionDialog>
      )}
      {token && <TokenDialog resposta={token} onClose={() => setToken(null)} />}
      {chamadasDe && <ChamadasDialog integracao={chamadasDe} onClose={() => setChamadasDe(null)} />}
      {webhooksDe && (
        <Suspense fallback={null}>
          <WebhooksDialog integracao={webhooksDe} onClose={() => setWebhooksDe(null)} />
        </Suspense>
      )}
    </>
  );
}
