import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { TENDENCIAS, TENDENCIAS_IDS, type Tendencia } from '@prix/shared/core/desempenho';
import { UFS } from '@prix/shared/core/ufs';
import type { RelatorioDesempenhoLinha } from '@prix/shared/desempenho';
import { PageTitle } from '../../components/page-title';
import { SelectInput } from '../../components/select-input';
import { FilterSubmitButton } from '../../components/filter-submit-button';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { exportActions } from '../../components/list/export-actions';
import { ListFooter } from '../../components/list/list-footer';
import { ActionMenu } from '../../components/list/row-menu';
import { isApiError } from '../../lib/api-client';
import { useFilterForm } from '../../lib/filter-form';
import { formatBrl } from '../../lib/format-number';
import { PAGE, pagePath } from '../../lib/paths';
import { useLatestSearchParams, withParams } from '../../lib/search-params';
import { RELATORIO_DESEMPENHO_API, desempenhoApi, desempenhoKeys } from './desempenho-api';
import { percentual } from './desempenho-format';

const FILTROS = ['classe', 'uf', 'tendencia'] as const;
/** The classes a partner may be in (SPEC §9), by code. */
const CLASSES = ['10', '50', '100', '250', '500', '1000'];

/** 'Sobe' in green, 'Desce' in red: the word carries the meaning, the colour only helps. */
const COR: Record<Tendencia, string> = {
  sobe: 'success.dark',
  desce: 'error.main',
  mantem: 'text.secondary',
};

/** A projected class and, beside it, up or down against the class now. */
function Projecao({ projetada, tendencia }: RelatorioDesempenhoLinha['ritmo']) {
  return (
    <>
      {projetada.nome}
      {tendencia && (
        <Typography component="span" variant="body2" sx={{ ml: 1, color: COR[tendencia], fontWeight: 500 }}>
          {TENDENCIAS[tendencia]}
        </Typography>
      )}
    </>
  );
}

const COLUNAS: DataColumn<RelatorioDesempenhoLinha>[] = [
  {
    key: 'parceiro',
    label: 'Parceiro',
    render: (l) => (
      <>
        <Box
          component={RouterLink}
          to={`${pagePath(PAGE.desempenho)}?cliente=${encodeURIComponent(l.clienteId)}`}
          sx={{ color: 'primary.main', fontWeight: 500 }}
        >
          {l.nome}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {l.clienteId}
          {l.uf ? ` · ${l.uf}` : ''}
        </Typography>
      </>
    ),
  },
  { key: 'classe', label: 'Classe', render: (l) => l.classe?.nome ?? 'Sem classe' },
  { key: 'acumulado', label: 'Faturamento no ano', render: (l) => formatBrl(l.acumulado) },
  {
    key: 'proxima',
    label: '% da próxima classe',
    render: (l) => (l.proxima ? `${percentual(l.proxima.percentual)} da ${l.proxima.nome}` : '—'),
  },
  {
    key: 'projetada',
    label: 'Se o ano terminasse hoje',
    render: (l) => <Projecao projetada={l.projetada} tendencia={l.tendencia} />,
  },
  {
    key: 'ritmo',
    label: 'No ritmo atual',
    render: (l) => <Projecao {...l.ritmo} />,
  },
  {
    key: 'verba',
    label: 'Saldo da verba',
    render: (l) => (l.verbaDisponivel === null ? 'Sem verba' : formatBrl(l.verbaDisponivel)),
  },
];

/**
 * 'Desempenho dos parceiros' (key relatorio.desempenho, decision 0053): every active partner with its class, the
 * year's net billing, the share of the next class's bound, the class January would give and the co-op fund's
 * balance, those closest to a change of class (up or down) first; by class, state and projection, a page at a
 * time from the server, exported as the other reports are. A partner's name opens its 'Meu desempenho'.
 */
export function RelatorioDesempenhoPage() {
  const filter = useFilterForm({ keys: FILTROS });
  const { draft, applied } = filter;
  const [params, setParams] = useLatestSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filtros = {
    classe: applied.classe || undefined,
    uf: applied.uf || undefined,
    tendencia: applied.tendencia || undefined,
  };
  const query = { ...filtros, page };
  const relatorio = useQuery({
    queryKey: desempenhoKeys.relatorio(query),
    queryFn: ({ signal }) => desempenhoApi.relatorio(query, signal),
    placeholderData: keepPreviousData,
  });
  const data = relatorio.data;
  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          O faturamento líquido do ano até hoje contra os limites das classes, a classe que a reclassificação
          de janeiro daria se o ano terminasse hoje e a que daria se o ritmo atual continuar (o faturamento
          dos meses já começados, o atual inteiro, dividido pelo número deles e multiplicado por 12); primeiro
          os mais perto de subir ou de descer. O filtro de projeção segue o ano terminando hoje.
        </Typography>
      </PageTitle>
      <Grid
        container
        spacing={2}
        sx={{ mb: 2, alignItems: 'flex-start' }}
        component="form"
        aria-label="Filtros do relatório"
        {...filter.formProps}
      >
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <SelectInput
            label="Classe"
            value={draft.classe}
            onChange={(value) => filter.choose('classe', value)}
            options={[
              { value: '', label: 'Todas' },
              ...CLASSES.map((c) => ({ value: c, label: `Prix ${c}` })),
            ]}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <SelectInput
            label="Estado"
            value={draft.uf}
            onChange={(value) => filter.choose('uf', value)}
            options={[
              { value: '', label: 'Todos' },
              ...UFS.map((uf) => ({ value: uf.sigla, label: uf.nome })),
            ]}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <SelectInput
            label="Projeção"
            value={draft.tendencia}
            onChange={(value) => filter.choose('tendencia', value)}
            options={[
              { value: '', label: 'Todas' },
              ...TENDENCIAS_IDS.map((t) => ({ value: t, label: TENDENCIAS[t] })),
            ]}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FilterSubmitButton filter={filter} />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ActionMenu label="Opções" actions={exportActions(RELATORIO_DESEMPENHO_API, filtros)} />
      </Box>
      {relatorio.isPending ? (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
        >
          <CircularProgress size={28} aria-hidden="true" />
          <Typography color="text.secondary">Carregando relatório...</Typography>
        </Box>
      ) : relatorio.isError || !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void relatorio.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          {isApiError(relatorio.error)
            ? relatorio.error.errors.join(' ')
            : 'Não foi possível carregar o relatório. Tente novamente.'}
        </Alert>
      ) : data.linhas.length === 0 ? (
        <Typography color="text.secondary">
          {filter.active ? 'Nenhum parceiro com estes filtros.' : 'Nenhum parceiro ativo.'}
        </Typography>
      ) : (
        <>
          <DataList
            rows={data.linhas}
            columns={COLUNAS}
            rowKey={(l) => l.clienteId}
            rowLabel={(l) => l.nome}
            caption={`Desempenho dos parceiros em ${data.ano}`}
          />
          <ListFooter
            total={data.total}
            page={page}
            onPage={(next) => setParams(withParams({ page: next > 1 ? String(next) : null }))}
          />
        </>
      )}
    </>
  );
}
