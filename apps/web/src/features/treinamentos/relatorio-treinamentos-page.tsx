import { Suspense, useState } from 'react';
import { lazy } from '../../lib/lazy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { PERM, can } from '@prix/shared/core';
import type { RelatorioTreinamentos } from '@prix/shared/candidatura';
import { PageTitle } from '../../components/page-title';
import { SelectInput } from '../../components/select-input';
import { Selector } from '../../components/selector/selector';
import { FilterSubmitButton } from '../../components/filter-submit-button';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { exportActions } from '../../components/list/export-actions';
import { ActionMenu } from '../../components/list/row-menu';
import { isApiError } from '../../lib/api-client';
import { useFilterForm } from '../../lib/filter-form';
import { useSession } from '../../lib/session-context';
import { RELATORIO_TREINAMENTOS_API, treinamentoKeys, treinamentosApi } from './treinamentos-api';

const ImportDialog = lazy(() => import('./import-dialog'));

type Linha = RelatorioTreinamentos['linhas'][number];
const FILTROS = ['classe', 'tipoparceria', 'conforme'] as const;
/** The classes a partner may be in (SPEC §9), by code. */
const CLASSES = ['10', '50', '100', '250', '500', '1000'];
const classeTexto = (classe: string | null) =>
  classe === null ? 'Sem classe' : /^\d+$/.test(classe) ? `Prix ${classe}` : classe;

const COLUNAS: DataColumn<Linha>[] = [
  {
    key: 'parceiro',
    label: 'Parceiro',
    render: (l) => (
      <>
        {l.nome}
        <Typography variant="body2" color="text.secondary">
          {l.clienteId}
        </Typography>
      </>
    ),
  },
  { key: 'classe', label: 'Classe', render: (l) => classeTexto(l.classe) },
  {
    key: 'tipos',
    label: 'Tipos de parceria',
    render: (l) => (l.tiposParceria.length ? l.tiposParceria.join(', ') : '—'),
  },
  {
    key: 'emDia',
    label: 'Em dia',
    render: (l) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <span>
          {l.emDia} de {l.total}
        </span>
        <Chip
          size="small"
          label={l.conforme ? 'Conforme' : 'Pendente'}
          color={l.conforme ? 'success' : 'warning'}
          variant={l.conforme ? 'outlined' : 'filled'}
        />
      </Stack>
    ),
  },
  {
    key: 'faltando',
    label: 'Faltando',
    render: (l) =>
      l.faltando.length === 0 ? (
        '—'
      ) : (
        <Typography component="span" variant="body2" sx={{ color: 'error.main', fontWeight: 500 }}>
          {l.faltando.join(', ')}
        </Typography>
      ),
  },
];

/**
 * 'Treinamentos obrigatórios' (key relatorio.treinamentos, decision 0047): one row per partner with how many of
 * its mandatory training types have a valid completion in its team and which are missing, filtered by class,
 * partnership type and compliance, exported as the other reports are. 'Importar conclusões' (key
 * treinamentos.importar) brings the e-learning's file.
 */
export function RelatorioTreinamentosPage() {
  const { permissions } = useSession();
  const [importando, setImportando] = useState(false);
  const filter = useFilterForm({ keys: FILTROS });
  const { draft, applied } = filter;
  const query = {
    classe: applied.classe || undefined,
    tipoparceria: applied.tipoparceria || undefined,
    conforme: applied.conforme || undefined,
  };
  const relatorio = useQuery({
    queryKey: treinamentoKeys.relatorio(query),
    queryFn: ({ signal }) => treinamentosApi.relatorio(query, signal),
    placeholderData: keepPreviousData,
  });
  const linhas = relatorio.data?.linhas ?? [];
  const pendentes = linhas.filter((l) => !l.conforme).length;
  return (
    <>
      <PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Um parceiro está em dia quando, para cada treinamento obrigatório dos seus tipos de parceria, alguém
          ativo da equipe tem uma conclusão válida.
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
          <Selector
            target="tipoparceria"
            label="Tipo de parceria"
            value={draft.tipoparceria || null}
            onChange={(next) => filter.choose('tipoparceria', next ?? '')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <SelectInput
            label="Situação"
            value={draft.conforme}
            onChange={(value) => filter.choose('conforme', value)}
            options={[
              { value: '', label: 'Todos' },
              { value: 'sim', label: 'Em dia' },
              { value: 'nao', label: 'Pendentes' },
            ]}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FilterSubmitButton filter={filter} />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        {can(permissions, PERM.treinamento.importar) && (
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImportando(true)}>
            Importar conclusões
          </Button>
        )}
        <ActionMenu label="Opções" actions={exportActions(RELATORIO_TREINAMENTOS_API, query)} />
      </Box>
      {relatorio.isPending ? (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}
        >
          <CircularProgress size={28} aria-hidden="true" />
          <Typography color="text.secondary">Carregando relatório...</Typography>
        </Box>
      ) : relatorio.isError ? (
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
      ) : linhas.length === 0 ? (
        <Typography color="text.secondary">
          {filter.active
            ? 'Nenhum parceiro com estes filtros.'
            : 'Nenhum parceiro com treinamentos obrigatórios.'}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {linhas.length === 1 ? '1 parceiro' : `${linhas.length} parceiros`}
            {pendentes > 0
              ? `, ${pendentes === 1 ? '1 pendente' : `${pendentes} pendentes`}`
              : ', todos em dia'}
            .
          </Typography>
          <DataList
            rows={linhas}
            columns={COLUNAS}
            rowKey={(l) => l.clienteId}
            rowLabel={(l) => l.nome}
            caption="Treinamentos obrigatórios por parceiro"
          />
        </>
      )}
      {importando && (
        <Suspense fallback={null}>
          <ImportDialog open onClose={() => setImportando(false)} />
        </Suspense>
      )}
    </>
  );
}
