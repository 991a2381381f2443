import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PRAZO_ANALISE_DIAS_UTEIS,
  STATUS_CANDIDATURA,
  STATUS_CANDIDATURA_IDS,
  TIPOS_CANDIDATURA,
} from '@prix/shared/core/candidatura';
import type { CandidaturaResumo } from '@prix/shared/candidatura';
import { PageTitle } from '../../components/page-title';
import { SelectInput } from '../../components/select-input';
import type { DataColumn } from '../../components/list/data-list';
import { QueueFilters, QueueResults, QueueSearch } from '../../components/queue/queue-list';
import { useQueue } from '../../lib/queue-query';
import { candidaturaKeys, candidaturaPath, candidaturasApi } from './candidaturas-api';
import { CandidaturaDetalhePage } from './candidatura-detalhe';
import { ATRASO_TEXTO, CandidaturaStatusChip, Espera, formatDataHora } from './candidatura-parts';

const FILTROS = ['status', 'busca'] as const;

/**
 * 'Candidaturas' (key candidaturas.analisar): the applications of 'Seja um parceiro' with filters by situation
 * and a search (razão social, CNPJ, contact), those waiting past the review time flagged; each one's review at
 * /candidaturas/{uuid}.
 */
export function CandidaturasPage() {
  const { uuid } = useParams();
  if (uuid) return <CandidaturaDetalhePage uuid={uuid} />;
  return <CandidaturasLista />;
}

const COLUNAS: DataColumn<CandidaturaResumo>[] = [
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
];

function CandidaturasLista() {
  const queue = useQueue({ keys: FILTROS, queryKey: candidaturaKeys.lista, queryFn: candidaturasApi.lista });
  const { filter, lista } = queue;
  const { draft } = filter;
  const candidaturas = lista.data?.candidaturas ?? [];
  const atrasadas = candidaturas.filter((c) => c.atrasada).length;
  return (
    <>
      <PageTitle title="Candidaturas">
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Empresas que pediram para ser parceiras em Seja um parceiro. A análise leva até{' '}
          {PRAZO_ANALISE_DIAS_UTEIS} dias úteis.
        </Typography>
      </PageTitle>
      <QueueFilters label="Filtros das candidaturas" formProps={filter.formProps}>
        <SelectInput
          label="Situação"
          value={draft.status}
          onChange={(value) => filter.choose('status', value)}
          options={[
            { value: '', label: 'Todas' },
            ...STATUS_CANDIDATURA_IDS.map((s) => ({ value: s, label: STATUS_CANDIDATURA[s] })),
          ]}
          sx={{ minWidth: 200 }}
        />
        <QueueSearch filter={filter} placeholder="Razão social, CNPJ ou contato" />
      </QueueFilters>
      <QueueResults
        queue={queue}
        rows={candidaturas}
        columns={COLUNAS}
        rowKey={(c) => c.uuid}
        rowLabel={(c) => c.razaoSocial}
        caption="Candidaturas"
        carregando="Carregando candidaturas..."
        vazio={
          <Alert severity="info" variant="outlined">
            {filter.active ? 'Nenhuma candidatura com estes filtros.' : 'Nenhuma candidatura recebida ainda.'}
          </Alert>
        }
        aviso={
          atrasadas > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {atrasadas === 1
                ? `1 candidatura desta página espera há ${ATRASO_TEXTO.toLowerCase()} por uma decisão.`
                : `${atrasadas} candidaturas desta página esperam há ${ATRASO_TEXTO.toLowerCase()} por uma decisão.`}
            </Alert>
          )
        }
      />
    </>
  );
}
