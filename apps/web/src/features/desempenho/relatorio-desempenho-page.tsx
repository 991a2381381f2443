import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TENDENCIAS, TENDENCIAS_IDS, type Tendencia } from '@prix/shared/core/desempenho';
import { UFS } from '@prix/shared/core/ufs';
import type { RelatorioDesempenhoLinha } from '@prix/shared/desempenho';
import { SelectInput } from '../../components/select-input';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { ListFooter } from '../../components/list/list-footer';
import { ClasseCell } from '../../components/list/classe-cell';
import { FilterCell, ReportFrame } from '../../components/list/report-frame';
import { useFilterForm } from '../../lib/filter-form';
import { formatBrl } from '../../lib/format-number';
import { PAGE, pagePath } from '../../lib/paths';
import { useLatestSearchParams, withParams } from '../../lib/search-params';
import { RELATORIO_DESEMPENHO_API, desempenhoApi, desempenhoKeys } from './desempenho-api';
import { percentual } from './desempenho-format';

const FILTROS = ['classe', 'uf', 'tendencia'] as const;

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
  { key: 'classe', label: 'Classe', nowrap: true, render: (l) => l.classe?.nome ?? 'Sem classe' },
  { key: 'acumulado', label: 'Faturamento no ano', nowrap: true, render: (l) => formatBrl(l.acumulado) },
  {
    key: 'proxima',
    label: '% da próxima classe',
    render: (l) => (l.proxima ? `${percentual(l.proxima.percentual)} da ${l.proxima.nome}` : '—'),
  },
  {
    key: 'projetada',
    label: 'Se o ano terminasse hoje',
    nowrap: true,
    render: (l) => <Projecao projetada={l.projetada} tendencia={l.tendencia} />,
  },
  {
    key: 'ritmo',
    label: 'No ritmo atual',
    nowrap: true,
    render: (l) => <Projecao {...l.ritmo} />,
  },
  {
    key: 'verba',
    label: 'Saldo da verba',
    nowrap: true,
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
  return (
    <>
      <ReportFrame
        intro="O faturamento líquido do ano até hoje contra os limites das classes, a classe que a reclassificação de janeiro daria se o ano terminasse hoje e a que daria se o ritmo atual continuar (o faturamento dos meses já começados, o atual inteiro, dividido pelo número deles e multiplicado por 12); primeiro os mais perto de subir ou de descer. O filtro de projeção segue o ano terminando hoje."
        filter={filter}
        fields={
          <>
            <ClasseCell filter={filter} />
            <FilterCell>
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
            </FilterCell>
            <FilterCell>
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
            </FilterCell>
          </>
        }
        exportPath={RELATORIO_DESEMPENHO_API}
        exportQuery={filtros}
        query={relatorio}
        rows={(data) => data.linhas}
        empty={filter.active ? 'Nenhum parceiro com estes filtros.' : 'Nenhum parceiro ativo.'}
      >
        {(data) => (
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
      </ReportFrame>
    </>
  );
}
