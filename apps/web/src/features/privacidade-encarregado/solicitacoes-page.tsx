import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  PRAZO_RESPOSTA_PRIVACIDADE_DIAS,
  STATUS_SOLICITACAO_PRIVACIDADE,
  STATUS_SOLICITACAO_PRIVACIDADE_IDS,
  TIPOS_SOLICITACAO_PRIVACIDADE,
  TIPOS_SOLICITACAO_PRIVACIDADE_IDS,
} from '@prix/shared/core/privacidade';
import type { SolicitacaoPrivacidadeResumo } from '@prix/shared/privacidade';
import { PageTitle } from '../../components/page-title';
import { SelectInput } from '../../components/select-input';
import type { DataColumn } from '../../components/list/data-list';
import { QueueFilters, QueueResults } from '../../components/queue/queue-list';
import { useQueue } from '../../lib/queue-query';
import { encarregadoApi, encarregadoKeys, solicitacaoPath } from './encarregado-api';
import { EncarregadoNav, formatDataHora, PrivacidadeStatusChip, Relogio } from './encarregado-parts';
import { SolicitacaoDetalhePage } from './solicitacao-detalhe';

const FILTROS = ['status', 'tipo'] as const;

/**
 * 'Privacidade (LGPD)' (key privacidade.encarregado): the persons' requests about their data with the legal
 * clock (LGPD Art. 19: received, due date, days left, overdue in red), open ones first by due date, filtered by
 * situation and type; each one's answer at /privacidade/solicitacoes/{uuid}.
 */
export function SolicitacoesPrivacidadePage() {
  const { uuid } = useParams();
  if (uuid) return <SolicitacaoDetalhePage uuid={uuid} />;
  return <SolicitacoesLista />;
}

const COLUNAS: DataColumn<SolicitacaoPrivacidadeResumo>[] = [
  {
    key: 'titular',
    label: 'Titular',
    render: (s) => (
      <>
        <Link component={RouterLink} to={solicitacaoPath(s.uuid)}>
          {s.titular}
        </Link>
        {s.email && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {s.email}
          </Typography>
        )}
      </>
    ),
  },
  { key: 'tipo', label: 'Tipo', render: (s) => TIPOS_SOLICITACAO_PRIVACIDADE[s.tipo] },
  { key: 'recebida', label: 'Recebida em', render: (s) => formatDataHora(s.recebidaEm) },
  { key: 'prazo', label: 'Prazo', render: (s) => <Relogio solicitacao={s} /> },
  { key: 'status', label: 'Situação', render: (s) => <PrivacidadeStatusChip status={s.status} /> },
];

function SolicitacoesLista() {
  const queue = useQueue({ keys: FILTROS, queryKey: encarregadoKeys.lista, queryFn: encarregadoApi.lista });
  const { filter, lista } = queue;
  const { draft } = filter;
  const solicitacoes = lista.data?.solicitacoes ?? [];
  const atrasadas = solicitacoes.filter((s) => s.atrasada).length;
  return (
    <>
      <PageTitle title="Solicitações de privacidade">
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Pedidos dos titulares sobre os seus dados pessoais (LGPD). A resposta completa deve sair em até{' '}
          {PRAZO_RESPOSTA_PRIVACIDADE_DIAS} dias do recebimento.
        </Typography>
      </PageTitle>
      <EncarregadoNav />
      <QueueFilters label="Filtros das solicitações" formProps={filter.formProps}>
        <SelectInput
          label="Situação"
          value={draft.status}
          onChange={(value) => filter.choose('status', value)}
          options={[
            { value: '', label: 'Todas' },
            ...STATUS_SOLICITACAO_PRIVACIDADE_IDS.map((s) => ({
              value: s,
              label: STATUS_SOLICITACAO_PRIVACIDADE[s],
            })),
          ]}
          sx={{ minWidth: 240 }}
        />
        <SelectInput
          label="Tipo"
          value={draft.tipo}
          onChange={(value) => filter.choose('tipo', value)}
          options={[
            { value: '', label: 'Todos' },
            ...TIPOS_SOLICITACAO_PRIVACIDADE_IDS.map((t) => ({
              value: t,
              label: TIPOS_SOLICITACAO_PRIVACIDADE[t],
            })),
          ]}
          sx={{ minWidth: 240 }}
        />
        <Box sx={{ flex: 1 }} />
      </QueueFilters>
      <QueueResults
        queue={queue}
        rows={solicitacoes}
        columns={COLUNAS}
        rowKey={(s) => s.uuid}
        rowLabel={(s) => s.titular}
        caption="Solicitações de privacidade"
        carregando="Carregando solicitações..."
        vazio={
          <Alert severity="info" variant="outlined">
            {filter.active ? 'Nenhuma solicitação com estes filtros.' : 'Nenhuma solicitação recebida ainda.'}
          </Alert>
        }
        aviso={
          atrasadas > 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {atrasadas === 1
                ? '1 solicitação desta página passou do prazo legal de resposta.'
                : `${atrasadas} solicitações desta página passaram do prazo legal de resposta.`}
            </Alert>
          )
        }
      />
    </>
  );
}
