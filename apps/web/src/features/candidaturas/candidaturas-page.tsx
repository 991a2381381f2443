import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PRAZO_ANALISE_DIAS_UTEIS,
  PRAZOS_ANALISE,
  STATUS_CANDIDATURA,
  TIPOS_CANDIDATURA,
} from '@prix/shared/core/candidatura';
import type { CandidaturaResumo } from '@prix/shared/candidatura';
import { FilaFilters, FilaSearch, FilaSelect, FilaStatusSelect } from '../../components/fila/fila-list';
import { FilaAtrasadas, FilaListPage, FilaRoute, type FilaTable } from '../../components/fila/fila-page';
import { useFila } from '../../lib/fila-query';
import { candidaturaKeys, candidaturaPath, candidaturasApi } from './candidaturas-api';
import { CandidaturaDetalhePage } from './candidatura-detalhe';
import { ATRASO_TEXTO, CandidaturaStatusChip, Espera, formatDataHora } from './candidatura-parts';

const FILTROS = ['status', 'prazo', 'busca'] as const;

/**
 * 'Candidaturas' (key candidaturas.analisar): the applications of 'Seja um parceiro' with filters by situation,
 * review time (undecided; undecided past it) and a search (razão social, CNPJ, contact), those waiting past the
 * review time flagged; each one's review at
 * /candidaturas/{uuid}.
 */
export function CandidaturasPage() {
  return <FilaRoute detail={CandidaturaDetalhePage} list={CandidaturasLista} />;
}

const TABELA: FilaTable<CandidaturaResumo> = {
  caption: 'Candidaturas',
  loadingText: 'Carregando candidaturas...',
  empty: ['Nenhuma candidatura com estes filtros.', 'Nenhuma candidatura recebida ainda.'],
  rowLabel: (c) => c.razaoSocial,
  columns: [
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
  ],
};

function CandidaturasLista() {
  const fila = useFila({ keys: FILTROS, queryKey: candidaturaKeys.lista, queryFn: candidaturasApi.lista });
  const candidaturas = fila.query.data?.candidaturas ?? [];
  return (
    <FilaListPage
      fila={fila}
      description={
        <>
          Empresas que pediram para ser parceiras em Seja um parceiro. A análise leva até{' '}
          {PRAZO_ANALISE_DIAS_UTEIS} dias úteis.
        </>
      }
      filters={
        <FilaFilters label="Filtros das candidaturas" formProps={fila.filter.formProps}>
          <FilaStatusSelect filter={fila.filter} labels={STATUS_CANDIDATURA} minWidth={200} />
          <FilaSelect
            filter={fila.filter}
            name="prazo"
            label="Prazo"
            labels={PRAZOS_ANALISE}
            minWidth={200}
          />
          <FilaSearch filter={fila.filter} placeholder="Razão social, CNPJ ou contato" />
        </FilaFilters>
      }
      rows={candidaturas}
      table={TABELA}
      notice={
        <FilaAtrasadas
          rows={candidaturas}
          severity="warning"
          text={(n) =>
            n === 1
              ? `1 candidatura desta página espera há ${ATRASO_TEXTO.toLowerCase()} por uma decisão.`
              : `${n} candidaturas desta página esperam há ${ATRASO_TEXTO.toLowerCase()} por uma decisão.`
          }
        />
      }
    />
  );
}
