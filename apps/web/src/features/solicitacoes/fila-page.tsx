import { useParams } from 'react-router';
import { onlyParams, useLatestSearchParams, withParams } from '../../lib/search-params';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  FORMULARIOS_BENEFICIO,
  LAYOUT_ALTERACAO_CADASTRAL,
  STATUS_SOLICITACAO,
  tituloFormulario,
} from '@prix/shared/core/solicitacao';
import { PageTitle } from '../../components/page-title';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { SolicitacaoDetail } from './solicitacao-detail';
import { SolicitacoesList } from './solicitacoes-list';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';

const BASE = '/solicitacoes';
const FILTERS = ['status', 'formulario', 'cliente', 'classe'] as const;
const LAYOUTS = [...FORMULARIOS_BENEFICIO.map((f) => f.layout), LAYOUT_ALTERACAO_CADASTRAL];
const CLASSES = ['10', '50', '100', '250', '500', '1000'];

/** The staff queue (key beneficio.gerenciar): filters by status, form, partner and class live in the address. */
export function FilaPage() {
  const { uuid } = useParams();
  const [params, setParams] = useLatestSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? '']));
  const list = useQuery({
    queryKey: ['solicitacoes', 'fila', filters, page],
    queryFn: ({ signal }) =>
      api.get('/solicitacao', {
        signal,
        query: { ...filters, page },
        schema: checkedByServer('GET /api/solicitacao'),
      }),
    enabled: !uuid,
  });
  if (uuid) return <SolicitacaoDetail uuid={uuid} backTo={BASE} backLabel="Solicitações" />;

  const setFilter = (name: string, value: string) => {
    setParams(withParams({ [name]: value, page: null }));
  };
  const active = FILTERS.some((f) => filters[f]);
  return (
    <>
      <PageTitle title="Solicitações de benefício" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SelectInput
            label="Status"
            value={filters.status ?? ''}
            onChange={(value) => setFilter('status', value)}
            options={[
              { value: '', label: 'Todos' },
              ...STATUS_SOLICITACAO.map((s) => ({ value: s, label: s })),
            ]}
            sx={{ minWidth: 160 }}
          />
          <SelectInput
            label="Formulário"
            value={filters.formulario ?? ''}
            onChange={(value) => setFilter('formulario', value)}
            options={[
              { value: '', label: 'Todos' },
              ...LAYOUTS.map((l) => ({ value: l, label: tituloFormulario(l) })),
            ]}
            sx={{ minWidth: 220, flex: 1 }}
          />
          <TextInput
            label="Parceiro (código)"
            defaultValue={filters.cliente}
            key={filters.cliente}
            onBlur={(e) => setFilter('cliente', e.target.value.trim())}
            onKeyDown={(e) => {
              if (e.key === 'Enter') setFilter('cliente', (e.target as HTMLInputElement).value.trim());
            }}
            inputProps={{ maxLength: 10 }}
          />
          <SelectInput
            label="Classe"
            value={filters.classe ?? ''}
            onChange={(value) => setFilter('classe', value)}
            options={[
              { value: '', label: 'Todas' },
              ...CLASSES.map((c) => ({ value: c, label: `Prix ${c}` })),
            ]}
            sx={{ minWidth: 130 }}
          />
          {active && (
            <Button onClick={() => setParams(onlyParams({}))} sx={{ alignSelf: { md: 'center' } }}>
              Limpar filtros
            </Button>
          )}
        </Stack>
      </Paper>
      <SolicitacoesList
        data={list.data}
        loading={list.isPending}
        error={list.isError ? (isApiError(list.error) ? list.error.errors[0]! : 'Erro ao carregar.') : null}
        basePath={BASE}
        showPartner
        page={page}
        onPage={(p) => setParams(withParams({ page: p === 1 ? null : String(p) }))}
      />
    </>
  );
}
