import { Link as RouterLink, useParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { TextInput } from '../../components/text-input';
import { FilterSubmitButton } from '../../components/filter-submit-button';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { ListFooter } from '../../components/list/list-footer';
import { useFilterForm } from '../../lib/filter-form';
import { useLatestSearchParams, withParams } from '../../lib/search-params';
import { candidaturaKeys, candidaturaPath, candidaturasApi } from './candidaturas-api';
import { CandidaturaDetalhePage } from './candidatura-detalhe';
import {
  ATRASO_TEXTO,
  Carregando,
  CandidaturaStatusChip,
  ErroCarga,
  Espera,
  formatDataHora,
} from './candidatura-parts';

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
  const [params, setParams] = useLatestSearchParams();
  const filter = useFilterForm({ keys: FILTROS });
  const page = Math.max(1, Number(params.get('page')) || 1);
  const lista = useQuery({
    queryKey: candidaturaKeys.lista(filter.applied, page),
    queryFn: ({ signal }) => candidaturasApi.lista({ ...filter.applied, page }, signal),
    placeholderData: keepPreviousData,
  });
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
      <Stack
        component="form"
        aria-label="Filtros das candidaturas"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        {...filter.formProps}
      >
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
        <TextInput
          label="Busca"
          placeholder="Razão social, CNPJ ou contato"
          value={draft.busca}
          onChange={(event) => filter.type('busca', event.target.value)}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Box sx={{ minWidth: 180 }}>
          <FilterSubmitButton filter={filter} />
        </Box>
      </Stack>
      {lista.isPending ? (
        <Carregando texto="Carregando candidaturas..." />
      ) : lista.isError ? (
        <ErroCarga error={lista.error} onRetry={() => void lista.refetch()} />
      ) : candidaturas.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {filter.active ? 'Nenhuma candidatura com estes filtros.' : 'Nenhuma candidatura recebida ainda.'}
        </Alert>
      ) : (
        <>
          {atrasadas > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {atrasadas === 1
                ? `1 candidatura desta página espera há ${ATRASO_TEXTO.toLowerCase()} por uma decisão.`
                : `${atrasadas} candidaturas desta página esperam há ${ATRASO_TEXTO.toLowerCase()} por uma decisão.`}
            </Alert>
          )}
          <DataList
            rows={candidaturas}
            columns={COLUNAS}
            rowKey={(c) => c.uuid}
            rowLabel={(c) => c.razaoSocial}
            caption="Candidaturas"
          />
          <ListFooter
            total={lista.data.total}
            page={page}
            onPage={(p) => setParams(withParams({ page: p === 1 ? null : String(p) }))}
          />
        </>
      )}
    </>
  );
}
