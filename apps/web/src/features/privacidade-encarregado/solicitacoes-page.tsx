import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  PRAZO_RESPOSTA_PRIVACIDADE_DIAS,
  PRAZOS_PRIVACIDADE,
  STATUS_SOLICITACAO_PRIVACIDADE,
  TIPOS_SOLICITACAO_PRIVACIDADE as TIPOS,
} from '@prix/shared/core/privacidade';
import type { SolicitacaoPrivacidadeResumo } from '@prix/shared/privacidade';
import { FilaFilters, FilaSelect, FilaStatusSelect } from '../../components/fila/fila-list';
import { FilaAtrasadas, FilaListPage, FilaRoute, type FilaTable } from '../../components/fila/fila-page';
import { useFila } from '../../lib/fila-query';
import { encarregadoApi, encarregadoKeys, solicitacaoPath } from './encarregado-api';
import { EncarregadoNav, formatDataHora, PrivacidadeStatusChip, Relogio } from './encarregado-parts';
import { SolicitacaoDetalhePage } from './solicitacao-detalhe';

const FILTROS = ['status', 'tipo', 'prazo'] as const;

/**
 * 'Privacidade (LGPD)' (key privacidade.encarregado): the persons' requests about their data with the legal
 * clock (LGPD Art. 19: received, due date, days left, overdue in red), open ones first by due date, filtered by
 * situation, type and days left; each one's answer at /privacidade/solicitacoes/{uuid}.
 */
export function SolicitacoesPrivacidadePage() {
  return <FilaRoute detail={SolicitacaoDetalhePage} list={SolicitacoesLista} />;
}

const TABELA: FilaTable<SolicitacaoPrivacidadeResumo> = {
  caption: 'Solicitações de privacidade',
  loadingText: 'Carregando solicitações...',
  empty: ['Nenhuma solicitação com estes filtros.', 'Nenhuma solicitação recebida ainda.'],
  rowLabel: (s) => s.titular,
  columns: [
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
    { key: 'tipo', label: 'Tipo', render: (s) => TIPOS[s.tipo] },
    { key: 'recebida', label: 'Recebida em', render: (s) => formatDataHora(s.recebidaEm) },
    { key: 'prazo', label: 'Prazo', render: (s) => <Relogio solicitacao={s} /> },
    { key: 'status', label: 'Situação', render: (s) => <PrivacidadeStatusChip status={s.status} /> },
  ],
};

function SolicitacoesLista() {
  const fila = useFila({ keys: FILTROS, queryKey: encarregadoKeys.lista, queryFn: encarregadoApi.lista });
  const { filter } = fila;
  const solicitacoes = fila.query.data?.solicitacoes ?? [];
  return (
    <FilaListPage
      fila={fila}
      description={
        <>
          Pedidos dos titulares sobre os seus dados pessoais (LGPD). A resposta completa deve sair em até{' '}
          {PRAZO_RESPOSTA_PRIVACIDADE_DIAS} dias do recebimento.
        </>
      }
      top={<EncarregadoNav />}
      filters={
        <FilaFilters label="Filtros das solicitações" formProps={filter.formProps}>
          <FilaStatusSelect filter={filter} labels={STATUS_SOLICITACAO_PRIVACIDADE} minWidth={240} />
          <FilaSelect filter={filter} name="tipo" label="Tipo" labels={TIPOS} minWidth={240} />
          <FilaSelect filter={filter} name="prazo" label="Prazo" labels={PRAZOS_PRIVACIDADE} minWidth={240} />
          <Box sx={{ flex: 1 }} />
        </FilaFilters>
      }
      rows={solicitacoes}
      table={TABELA}
      notice={
        <FilaAtrasadas
          rows={solicitacoes}
          severity="error"
          text={(n) =>
            n === 1
              ? '1 solicitação desta página passou do prazo legal de resposta.'
              : `${n} solicitações desta página passaram do prazo legal de resposta.`
          }
        />
      }
    />
  );
}
