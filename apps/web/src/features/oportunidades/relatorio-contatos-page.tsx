import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { displayDateToIso } from '@prix/shared/core';
import type {
  AGRUPAMENTOS_RELATORIO_CONTATOS as Agrupamentos,
  RelatorioContatosLinha,
} from '@prix/shared/onde-comprar';
import { SelectInput } from '../../components/select-input';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { FilterCell, PeriodCells, ReportFrame } from '../../components/list/report-frame';
import { DateFilter } from '../../components/date-filter';
import { formatCount } from '../../lib/format-number';
import { useFilterForm } from '../../lib/filter-form';
import { contatoKeys, contatosApi } from './contatos-api';

type Agrupamento = keyof typeof Agrupamentos;
/** The report's address in the API, which its export follows. */
const RELATORIO_CONTATOS_API = '/contatos/relatorio';

/** The report's groupings as the API names them (its schema's, kept here so the page loads no zod). */
const AGRUPAMENTOS_RELATORIO_CONTATOS = {
  parceiro: 'Parceiro',
  uf: 'Estado',
  classe: 'Classe',
} as const satisfies typeof Agrupamentos;
const AGRUPAMENTOS = Object.keys(AGRUPAMENTOS_RELATORIO_CONTATOS) as Agrupamento[];
const FILTROS = ['agrupar', 'dtInit', 'dtEnd'] as const;

const percentual = (taxa: number | null) =>
  taxa === null ? '—' : `${(taxa * 100).toFixed(1).replace('.', ',').replace(/,0$/, '')}%`;
const horas = (h: number | null) =>
  h === null ? '—' : `${h.toFixed(1).replace('.', ',').replace(/,0$/, '')} h`;

const numero = (key: keyof RelatorioContatosLinha, label: string): DataColumn<RelatorioContatosLinha> => ({
  key,
  label,
  render: (l) => formatCount(l[key] as number),
});

function colunas(agrupar: Agrupamento): DataColumn<RelatorioContatosLinha>[] {
  return [
    { key: 'grupo', label: AGRUPAMENTOS_RELATORIO_CONTATOS[agrupar], render: (l) => l.grupo },
    numero('oferecidos', 'Oferecidos'),
    numero('aceitos', 'Aceitos'),
    numero('recusados', 'Recusados'),
    numero('expirados', 'Expirados'),
    { key: 'taxa', label: 'Taxa de aceite', nowrap: true, render: (l) => percentual(l.taxaAceite) },
    { key: 'mediana', label: 'Mediana de resposta', render: (l) => horas(l.medianaRespostaHoras) },
    numero('vendidos', 'Vendidos'),
    numero('naoVendidos', 'Não vendidos'),
    numero('emAndamento', 'Em andamento'),
  ];
}

/** A period typed as dd/mm/aaaa, as the API takes it (yyyy-MM-dd); left out while incomplete or invalid. */
const isoOf = (display: string) => (display ? (displayDateToIso(display) ?? undefined) : undefined);

/**
 * The enquiries' report (key contatos.gerenciar): by partner, state or class over a period, what was offered,
 * accepted, declined and let expire, the acceptance rate, the median time to answer and the outcomes; exported
 * as the other reports are (Excel, CSV).
 */
export function RelatorioContatosPage() {
  const filter = useFilterForm({ keys: FILTROS, resets: [] });
  const { draft, applied } = filter;
  const agrupar: Agrupamento = AGRUPAMENTOS.includes(applied.agrupar as Agrupamento)
    ? (applied.agrupar as Agrupamento)
    : 'parceiro';
  const query = { agrupar, dtInit: isoOf(applied.dtInit), dtEnd: isoOf(applied.dtEnd) };
  const relatorio = useQuery({
    queryKey: contatoKeys.relatorio(query),
    queryFn: ({ signal }) => contatosApi.relatorio(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ReportFrame
        intro="Como os parceiros respondem aos contatos de Onde comprar: aceite, tempo de resposta e resultado."
        filter={filter}
        fields={
          <>
            <FilterCell size={{ xs: 12, sm: 4, md: 3 }}>
              <SelectInput
                label="Agrupar por"
                value={draft.agrupar || 'parceiro'}
                onChange={(value) => filter.choose('agrupar', value === 'parceiro' ? '' : value)}
                options={AGRUPAMENTOS.map((a) => ({ value: a, label: AGRUPAMENTOS_RELATORIO_CONTATOS[a] }))}
                fullWidth
              />
            </FilterCell>
            <PeriodCells filter={filter} Field={DateFilter} />
          </>
        }
        submitSize={{ xs: 12, sm: 4, md: 3 }}
        exportPath={RELATORIO_CONTATOS_API}
        exportQuery={query}
        query={relatorio}
        rows={(data) => data.linhas}
        empty="Nenhum contato oferecido no período."
      >
        {(data) => (
          <DataList
            rows={data.linhas}
            columns={colunas(agrupar)}
            rowKey={(l) => l.grupo}
            rowLabel={(l) => l.grupo}
            caption={`Contatos de clientes por ${AGRUPAMENTOS_RELATORIO_CONTATOS[agrupar].toLowerCase()}`}
          />
        )}
      </ReportFrame>
    </>
  );
}
