import { Suspense, useState } from 'react';
import { lazy } from '../../lib/lazy';
import { InBrowser } from '../../components/in-browser';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { billingTitle, can, isoToMonth, monthToIso, PERM } from '@prix/shared/core';
import type { FaturamentoResponse, FaturamentoRow } from '@prix/shared/faturamento';
import { PageTitle, usePageTitle } from '../../components/page-title';
import { api, checkedByServer } from '../../lib/api-client';
import { useFilterForm } from '../../lib/filter-form';
import { useSession } from '../../lib/session-context';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { QueryList } from '../../components/list/query-list';
import { ExportBar, FilterBar, FilterCell, PeriodCells } from '../../components/list/report-frame';
import { formatBrl } from '../../lib/format-number';
import { PAGE, pagePath } from '../../lib/paths';
import { TextInput } from '../../components/text-input';

/** uPlot and its drawing code: a chunk of their own, downloaded when there are months to draw. */
const BillingChart = lazy(() => import('./faturamento-chart'));
/** Staff only: the upload dialog comes with the record forms' upload area when opened. */
const ImportDialog = lazy(() => import('./import-dialog'));
/** Staff only, without a company in the address: the partner selector (MUI's Autocomplete) comes with it. */
const CompanyPicker = lazy(() => import('../../components/company-picker'));

const COLUMNS: DataColumn<FaturamentoRow>[] = [
  { key: 'periodo', label: 'Período', width: '16%', render: (r) => isoToMonth(r.periodo) },
  { key: 'produtos', nowrap: true, label: 'Produtos', render: (r) => formatBrl(r.produtos) },
  { key: 'servicos', nowrap: true, label: 'Serviços', render: (r) => formatBrl(r.servicos) },
  {
    key: 'beneficios',
    nowrap: true,
    label: 'Benefícios resgatados',
    render: (r) => formatBrl(r.beneficios_resgatados),
  },
];

const MONTH_MESSAGE = 'Mês inválido: use o formato mm/aaaa';

/**
 * Digits typed as 'mm/aaaa'. By hand rather than with the forms' react-imask: that would put the mask library
 * in a chunk shared apart with every record form (the budget check), for one five-character pattern.
 */
export function maskMonth(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function MonthField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const invalid = value.length === 7 && monthToIso(value) === null;
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(maskMonth(event.target.value))}
      placeholder="mm/aaaa"
      fullWidth
      error={invalid}
      helperText={invalid ? MONTH_MESSAGE : undefined}
      inputProps={{ inputMode: 'numeric', maxLength: 7 }}
    />
  );
}

const FILTER_KEYS = ['dtInit', 'dtEnd', 'grupo'] as const;

/**
 * 'Data inicial', 'Data final' (mm/aaaa; applied by Enter or 'Pesquisar') and the group switch (applied when
 * pressed), all in the query string (SPEC §2.2, §4), through the filter forms' one rule (lib/filter-form.ts).
 */
function Filters() {
  const filter = useFilterForm({ keys: FILTER_KEYS, resets: [] });
  const grupo = filter.applied.grupo === '1';
  return (
    <FilterBar
      filter={filter}
      align="center"
      submitSize={{ xs: 12, sm: 4, md: 3 }}
      after={
        <FilterCell size={{ xs: 12, md: 3 }}>
          <Button
            variant={grupo ? 'contained' : 'outlined'}
            aria-pressed={grupo}
            title="Somar as empresas com a mesma raiz de CNPJ (decisão 0024)"
            onClick={() => filter.choose('grupo', grupo ? '' : '1')}
            sx={{ height: 56 }}
            fullWidth
          >
            Somar o grupo
          </Button>
        </FilterCell>
      }
    >
      <PeriodCells filter={filter} Field={MonthField} />
    </FilterBar>
  );
}

/** Year to date against the next class (SPEC §9; net billing = products, decision 0024). */
function Goal({ data }: { data: FaturamentoResponse }) {
  const meta = data.meta;
  if (!meta) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Meta de classificação">
      <Typography variant="subtitle2" color="text.secondary">
        Faturamento líquido de {meta.ano} (compras de produtos e peças)
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {formatBrl(meta.liquido)}
      </Typography>
      <Typography>
        {meta.proximo
          ? `Faltam ${formatBrl(meta.proximo.faltam)} para Prix ${meta.proximo.nivel} (acima de ${formatBrl(meta.proximo.limite)} no ano).`
          : `Acima de ${formatBrl(1_000_000)}: nível Prix 1000 na próxima reclassificação.`}
      </Typography>
    </Paper>
  );
}

function Report({ clientId }: { clientId: string | undefined }) {
  const [search] = useSearchParams();
  const query = {
    dtInit: search.get('dtInit') ?? undefined,
    dtEnd: search.get('dtEnd') ?? undefined,
    grupo: search.get('grupo') === '1' ? '1' : undefined,
  };
  const result = useQuery({
    queryKey: ['faturamento', clientId ?? null, query],
    queryFn: ({ signal }) =>
      api.get(clientId ? `/faturamento/${encodeURIComponent(clientId)}` : '/faturamento', {
        signal,
        query,
        schema: checkedByServer(clientId ? 'GET /api/faturamento/:clientId' : 'GET /api/faturamento'),
      }),
    placeholderData: keepPreviousData,
  });
  const data = result.data;
  const rows = data?.results ?? [];
  const name = data?.company_name;
  // One company's or group's report is titled as its export is.
  const record = name ? billingTitle(name, data.grupo) : undefined;
  const title = usePageTitle(record);
  return (
    <>
      <PageTitle record={record}>
        {data?.grupo && data.empresas.length > 1 && (
          <Typography color="text.secondary">
            Soma de {data.empresas.map((e) => `${e.nome} (${e.id})`).join(', ')}
          </Typography>
        )}
      </PageTitle>
      <Filters />
      {data?.company_id && (
        <ExportBar path={`/faturamento/${encodeURIComponent(data.company_id)}`} query={query} />
      )}
      {data && <Goal data={data} />}
      <QueryList query={result} rows={rows}>
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, mb: 2 }}>
          <InBrowser fallback={<Box sx={{ height: 280 }} aria-hidden="true" />}>
            <BillingChart rows={rows} />
          </InBrowser>
        </Paper>
        <DataList
          rows={[...rows].reverse()}
          columns={COLUMNS}
          rowKey={(r) => r.periodo}
          rowLabel={(r) => isoToMonth(r.periodo)}
          caption={title}
        />
      </QueryList>
    </>
  );
}

/** /relatorio/faturamento/lista/{clientId?} (SPEC §2.2): the billing report. */
export function FaturamentoPage() {
  const { clientId } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const [importing, setImporting] = useState(false);
  const canImport = !session.usuario.externo && can(session.permissions, PERM.faturamento.importar);
  const picker = clientId === undefined && !session.usuario.externo;
  return (
    <>
      {canImport && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="outlined" startIcon={<CloudUploadIcon />} onClick={() => setImporting(true)}>
            Importar faturamento
          </Button>
          {importing && (
            <Suspense fallback={null}>
              <ImportDialog open onClose={() => setImporting(false)} />
            </Suspense>
          )}
        </Box>
      )}
      {picker ? (
        <Suspense fallback={<PageTitle />}>
          <CompanyPicker
            text="Escolha o parceiro cujo faturamento deseja ver."
            onPick={(id) => void navigate(pagePath(PAGE.faturamento, { clientId: id }))}
          />
        </Suspense>
      ) : (
        <Report key={clientId ?? ''} clientId={clientId} />
      )}
    </>
  );
}
