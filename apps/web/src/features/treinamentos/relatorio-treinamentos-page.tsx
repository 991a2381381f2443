import { Suspense, useState } from 'react';
import { lazy } from '../../lib/lazy';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { PERM, can } from '@prix/shared/core';
import type { RelatorioTreinamentos } from '@prix/shared/candidatura';
import { SelectInput } from '../../components/select-input';
import { Selector } from '../../components/selector/selector';
import { DataList, type DataColumn } from '../../components/list/data-list';
import { ClasseCell } from '../../components/list/classe-cell';
import { FilterCell, ReportFrame } from '../../components/list/report-frame';
import { useFilterForm } from '../../lib/filter-form';
import { useSession } from '../../lib/session-context';
import { RELATORIO_TREINAMENTOS_API, treinamentoKeys, treinamentosApi } from './treinamentos-api';

const ImportDialog = lazy(() => import('./import-dialog'));

type Linha = RelatorioTreinamentos['linhas'][number];
const FILTROS = ['classe', 'tipoparceria', 'conforme'] as const;
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
      <ReportFrame
        intro="Um parceiro está em dia quando, para cada treinamento obrigatório dos seus tipos de parceria, alguém ativo da equipe tem uma conclusão válida."
        filter={filter}
        fields={
          <>
            <ClasseCell filter={filter} />
            <FilterCell>
              <Selector
                target="tipoparceria"
                label="Tipo de parceria"
                value={draft.tipoparceria || null}
                onChange={(next) => filter.choose('tipoparceria', next ?? '')}
              />
            </FilterCell>
            <FilterCell>
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
            </FilterCell>
          </>
        }
        exportPath={RELATORIO_TREINAMENTOS_API}
        exportQuery={query}
        actions={
          can(permissions, PERM.treinamento.importar) && (
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImportando(true)}>
              Importar conclusões
            </Button>
          )
        }
        query={relatorio}
        rows={(data) => data.linhas}
        empty={
          filter.active
            ? 'Nenhum parceiro com estes filtros.'
            : 'Nenhum parceiro com treinamentos obrigatórios.'
        }
      >
        {() => (
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
      </ReportFrame>
      {importando && (
        <Suspense fallback={null}>
          <ImportDialog open onClose={() => setImportando(false)} />
        </Suspense>
      )}
    </>
  );
}
