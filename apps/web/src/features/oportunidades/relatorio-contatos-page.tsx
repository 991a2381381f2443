import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { dateMessages, displayDateToIso } from '@prix/shared/core';
import type {
  AGRUPAMENTOS_RELATORIO_CONTATOS as Agrupamentos,
  RelatorioContatosLinha,
} from '@prix/shared/onde-comprar';
import { PageTitle } from '../../components/page-title';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';
import { FilterSubmitButton } from '../../components/filter-submit-button';
import { MaskedInput } from '../../components/masked-input/masked-input';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { exportActions } from '../../components/list/export-actions';
import { ActionMenu } from '../../components/list/row-menu';
import { formatCount } from '../../lib/format-number';
import { useFilterForm } from '../../lib/filter-form';
import { contatoKeys, contatosApi } from './contatos-api';
import { LoadingStatus, LoadError } from './contato-parts';

type Agrupamento = keyof typeof Agrupamentos;
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
    { key: 'taxa', label: 'Taxa de aceite', render: (l) => percentual(l.taxaAceite) },
    { key: 'mediana', label: 'Mediana de resposta', render: (l) => horas(l.medianaRespostaHoras) },
    numero('vendidos', 'Vendidos'),
    numero('naoVendidos', 'Não vendidos'),
    numero('emAndamento', 'Em andamento'),
  ];
}

/** A dd/mm/aaaa field, as the other reports' period (applied by Enter or 'Pesquisar'). */
function DataFiltro({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const invalid = value.length === 10 && displayDateToIso(value) === null;
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="dd/mm/aaaa"
      fullWidth
      error={invalid}
      helperText={invalid ? dateMessages.invalid : undefined}
      slotProps={{
        input: { inputComponent: MaskedInput as never },
        htmlInput: { mask: 'date', inputMode: 'numeric' },
      }}
    />
  );
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
  const linhas = relatorio.data?.linhas ?? [];
  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Como os parceiros respondem aos contatos de Onde comprar: aceite, tempo de resposta e resultado.
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
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>
          <SelectInput
            label="Agrupar por"
            value={draft.agrupar || 'parceiro'}
            onChange={(value) => filter.choose('agrupar', value === 'parceiro' ? '' : value)}
            options={AGRUPAMENTOS.map((a) => ({ value: a, label: AGRUPAMENTOS_RELATORIO_CONTATOS[a] }))}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4, md: 3 }}>
          <DataFiltro label="Data inicial" value={draft.dtInit} onChange={(v) => filter.type('dtInit', v)} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4, md: 3 }}>
          <DataFiltro label="Data final" value={draft.dtEnd} onChange={(v) => filter.type('dtEnd', v)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>
          <FilterSubmitButton filter={filter} />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ActionMenu label="Opções" actions={exportActions('/contatos/relatorio', query)} />
      </Box>
      {relatorio.isPending ? (
        <LoadingStatus text="Carregando relatório..." />
      ) : relatorio.isError ? (
        <LoadError error={relatorio.error} onRetry={() => void relatorio.refetch()} />
      ) : linhas.length === 0 ? (
        <Typography color="text.secondary">Nenhum contato oferecido no período.</Typography>
      ) : (
        <DataList
          rows={linhas}
          columns={colunas(agrupar)}
          rowKey={(l) => l.grupo}
          rowLabel={(l) => l.grupo}
          caption={`Contatos de clientes por ${AGRUPAMENTOS_RELATORIO_CONTATOS[agrupar].toLowerCase()}`}
        />
      )}
    </>
  );
}
