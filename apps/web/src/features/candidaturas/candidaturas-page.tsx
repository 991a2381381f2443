import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PRAZO_ANALISE_DIAS_UTEIS,
  PRAZOS_ANALISE,
  STATUS_CANDIDATURA,
  TIPOS_CANDIDATURA,
} from '@prix/shared/core/candidatura';
import type { CandidaturaResumo } from '@prix/shared/candidatura';
import { QueueFilters, QueueSearch, QueueSelect, QueueSituacao } from '../../components/fila/queue-list';
import { QueueAtrasos, QueueListPage, QueuePage, type QueueTable } from '../../components/fila/queue-page';
import { useQueue } from '../../lib/fila-query';
import { candidaturaKeys, candidaturaPath, candidaturasApi } from './candidaturas-api';
import { CandidaturaDetalhePage } from './candidatura-detalhe';
import { ATRASO_TEXTO, CandidaturaStatusChip, Espera, formatDataHora } from './candidatura-parts';

const FILTROS = ['status', 'prazo', 'busca'] as const;

/**
 * 'Candidaturas' (key candidaturas.analisar): the applications of 'Seja um parceiro' with filters by situation,
 * review time (undecided; undecided past it) and a search (razão social, CNPJ, contact), those waiting past the
 * review time flagged; each one's review at
 * /candidaturas/{uuid}.
 */
export function CandidaturasPage() {
  return <QueuePage detalhe={CandidaturaDetalhePage} lista={CandidaturasLista} />;
}

const TABELA: QueueTable<CandidaturaResumo> = {
  caption: 'Candidaturas',
  carregando: 'Carregando candidaturas...',
  vazio: ['Nenhuma candidatura com estes filtros.', 'Nenhuma candidatura recebida ainda.'],
  rowLabel: (c) => c.razaoSocial,
  columns: [
    {
      key: 'empresa',
      label: 'Empresa',
      render: (c) => (
        <>
          <Link component={RouterLink} to={candidaturaPath(c.uuid)}>
            {c.razaoSocial}
          </Link>
          <Typography variant="body2" color="text.secondary">
            CNPJ {c.cnpj}
          </Typography>
        </>
      ),
    },
    { key: 'recebida', label: 'Recebida em', render: (c) => formatDataHora(c.recebidaEm) },
    { key: 'tipo', label: 'Tipo', render: (c) => TIPOS_CANDIDATURA[c.tipo].rotulo },
    { key: 'cidade', label: 'Cidade', render: (c) => `${c.municipio} – ${c.uf}` },
    {
      key: 'status',
      label: 'Situação',
      render: (c) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <CandidaturaStatusChip status={c.status} />
          <Espera candidatura={c} />
        </Stack>
      ),
    },
  ],
};

function CandidaturasLista() {
  const queue = useQueue({ keys: FILTROS, queryKey: candidaturaKeys.lista, queryFn: candidaturasApi.lista });
  const candidaturas = queue.lista.data?.candidaturas ?? [];
  return (
    <QueueListPage
      queue={queue}
      descricao={
        <>
          Empresas que pediram para ser parceiras em Seja um parceiro. A análise leva até{' '}
          {PRAZO_ANALISE_DIAS_UTEIS} dias úteis.
        </>
      }
      filtros={
        <QueueFilters label="Filtros das candidaturas" formProps={queue.filter.formProps}>
          <QueueSituacao filter={queue.filter} labels={STATUS_CANDIDATURA} minWidth={200} />
          <QueueSelect
            filter={queue.filter}
            name="prazo"
            label="Prazo"
            labels={PRAZOS_ANALISE}
            minWidth={200}
          />
          <QueueSearch filter={queue.filter} placeholder="Razão social, CNPJ ou contato" />
        </QueueFilters>
      }
      rows={candidaturas}
      tabela={TABELA}
      aviso={
        <QueueAtrasos
          rows={candidaturas}
          severity="warning"
          texto={(n) =>
            n === 1
              ? `1 candidatura desta página espera há ${ATRASO_TEXTO.toLowerCase()} por uma decisão.`
              : `${n} candidaturas desta página esperam há ${ATRASO_TEXTO.toLowerCase()} por uma decisão.`
          }
        />
      }
    />
  );
}
