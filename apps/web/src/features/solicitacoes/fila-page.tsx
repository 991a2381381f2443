import { useParams } from 'react-router';
import { useLatestSearchParams, withParams } from '../../lib/search-params';
import { useFilterForm } from '../../lib/filter-form';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  FORMULARIOS_BENEFICIO,
  LAYOUT_ALTERACAO_CADASTRAL,
  STATUS_SOLICITACAO,
  tituloFormulario,
} from '@prix/shared/core/solicitacao';
import { PRAZOS_ANALISE } from '@prix/shared/core/candidatura';
import { PageTitle } from '../../components/page-title';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { SolicitacaoDetail } from './solicitacao-detail';
import { SolicitacoesList } from './solicitacoes-list';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';
import { FilterSubmitButton } from '../../components/filter-submit-button';
import { PAGE, pagePath } from '../../lib/paths';

const BASE = pagePath(PAGE.solicitacoes);
const FILTERS = ['status', 'formulario', 'cliente', 'classe', 'prazo'] as const;
const LAYOUTS = [...FORMULARIOS_BENEFICIO.map((f) => f.layout), LAYOUT_ALTERACAO_CADASTRAL];
const CLASSES = ['10', '50', '100', '250', '500', '1000'];

/**
 * The staff queue (key beneficio.gerenciar): filters by status, form, partner, class and review time (open; open
 * past SPEC §9's 10 working days) live in the address.
 * The selects apply when picked; the partner's code by Enter or 'Pesquisar' (lib/filter-form.ts).
 */
export function FilaPage() {
  const { uuid } = useParams();
  const [params, setParams] = useLatestSearchParams();
  const filter = useFilterForm({ keys: FILTERS });
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = filter.applied;
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

  const { draft } = filter;
  return (
    <>
      <PageTitle />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          component="form"
          aria-label="Filtros das solicitações"
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          {...filter.formProps}
        >
          <SelectInput
            label="Status"
            value={draft.status}
            onChange={(value) => filter.choose('status', value)}
            options={[
              { value: '', label: 'Todos' },
              ...STATUS_SOLICITACAO.map((s) => ({ value: s, label: s })),
            ]}
            sx={{ minWidth: 160 }}
          />
          <SelectInput
            label="Formulário"
            value={draft.formulario}
            onChange={(value) => filter.choose('formulario', value)}
            options={[
              { value: '', label: 'Todos' },
              ...LAYOUTS.map((l) => ({ value: l, label: tituloFormulario(l) })),
            ]}
            sx={{ minWidth: 220, flex: 1 }}
          />
          <TextInput
            label="Parceiro (código)"
            value={draft.cliente}
            onChange={(event) => filter.type('cliente', event.target.value)}
            inputProps={{ maxLength: 10 }}
          />
          <SelectInput
            label="Classe"
            value={draft.classe}
            onChange={(value) => filter.choose('classe', value)}
            options={[
              { value: '', label: 'Todas' },
              ...CLASSES.map((c) => ({ value: c, label: `Prix ${c}` })),
            ]}
            sx={{ minWidth: 130 }}
          />
          <SelectInput
            label="Prazo"
            value={draft.prazo}
            onChange={(value) => filter.choose('prazo', value)}
            options={[
              { value: '', label: 'Todos' },
              ...Object.entries(PRAZOS_ANALISE).map(([value, label]) => ({ value, label })),
            ]}
            sx={{ minWidth: 200 }}
          />
          <Box sx={{ minWidth: 180 }}>
            <FilterSubmitButton filter={filter} />
          </Box>
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
