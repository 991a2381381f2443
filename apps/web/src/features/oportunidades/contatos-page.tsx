import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STATUS_CONTATO, STATUS_CONTATO_IDS } from '@prix/shared/core/onde-comprar';
import type { ContatoResumo } from '@prix/shared/onde-comprar';
import { PageTitle } from '../../components/page-title';
import { SelectInput } from '../../components/select-input';
import type { DataColumn } from '../../components/list/data-list';
import { QueueFilters, QueueResults, QueueSearch } from '../../components/queue/queue-list';
import { useQueue } from '../../lib/queue-query';
import { contatoKeys, contatosApi } from './contatos-api';
import {
  cidadeTexto,
  ContatoStatusChip,
  formatDataHora,
  interesseTexto,
  Prazo,
  resultadoTexto,
  UFS,
} from './contato-parts';
import { ContatoStaffDetalhe } from './contato-staff-detalhe';

export const CONTATOS_PATH = '/contatos';
const FILTROS = ['status', 'uf', 'busca'] as const;

/**
 * The staff's enquiries (key contatos.gerenciar): every enquiry with filters by situation, state and a search
 * (name, e-mail, partner), the companies whose city matched no municipality, and each enquiry's history at
 * /contatos/{uuid}.
 */
export function ContatosPage() {
  const { uuid } = useParams();
  if (uuid) return <ContatoStaffDetalhe uuid={uuid} />;
  return <ContatosLista />;
}

const COLUNAS: DataColumn<ContatoResumo>[] = [
  {
    key: 'nome',
    label: 'Cliente',
    render: (c) => (
      <Link component={RouterLink} to={`${CONTATOS_PATH}/${c.uuid}`}>
        {c.nome}
      </Link>
    ),
  },
  { key: 'recebido', label: 'Recebido em', render: (c) => formatDataHora(c.recebidoEm) },
  { key: 'cidade', label: 'Cidade', render: cidadeTexto },
  { key: 'interesse', label: 'Interesse', render: interesseTexto },
  { key: 'parceiro', label: 'Parceiro', render: (c) => c.parceiro ?? '—' },
  {
    key: 'status',
    label: 'Situação',
    render: (c) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <ContatoStatusChip status={c.status} />
        {resultadoTexto(c) && <Typography variant="body2">{resultadoTexto(c)}</Typography>}
        <Prazo contato={c} />
      </Stack>
    ),
  },
];

function ContatosLista() {
  const queue = useQueue({
    keys: FILTROS,
    queryKey: (filtros, page) => contatoKeys.lista('contatos', filtros, page),
    queryFn: (query, signal) => contatosApi.lista('contatos', query, signal),
  });
  const { filter, lista } = queue;
  const { draft } = filter;
  const contatos = lista.data?.contatos ?? [];
  return (
    <>
      <PageTitle title="Contatos de clientes">
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Pedidos enviados em Onde comprar e o caminho de cada um entre os parceiros.
        </Typography>
      </PageTitle>
      <SemMunicipioAviso />
      <QueueFilters label="Filtros dos contatos" formProps={filter.formProps}>
        <SelectInput
          label="Situação"
          value={draft.status}
          onChange={(value) => filter.choose('status', value)}
          options={[
            { value: '', label: 'Todas' },
            ...STATUS_CONTATO_IDS.map((s) => ({ value: s, label: STATUS_CONTATO[s] })),
          ]}
          sx={{ minWidth: 200 }}
        />
        <SelectInput
          label="Estado"
          value={draft.uf}
          onChange={(value) => filter.choose('uf', value)}
          options={[{ value: '', label: 'Todos' }, ...UFS.map((uf) => ({ value: uf, label: uf }))]}
          sx={{ minWidth: 120 }}
        />
        <QueueSearch filter={filter} placeholder="Nome, e-mail ou parceiro" />
      </QueueFilters>
      <QueueResults
        queue={queue}
        rows={contatos}
        columns={COLUNAS}
        rowKey={(c) => c.uuid}
        rowLabel={(c) => c.nome}
        caption="Contatos de clientes"
        carregando="Carregando contatos..."
        vazio={
          <Alert severity="warning" variant="outlined">
            {filter.active ? 'Nenhum contato com estes filtros.' : 'Nenhum contato recebido ainda.'}
          </Alert>
        }
      />
    </>
  );
}

/**
 * Companies whose city matched no municipality: they cannot be listed nor receive enquiries until staff choose
 * their city. Small: a count that opens to the list, each linking to the company's record.
 */
function SemMunicipioAviso() {
  const query = useQuery({
    queryKey: contatoKeys.semMunicipio,
    queryFn: ({ signal }) => contatosApi.semMunicipio(signal),
    staleTime: 60_000,
  });
  const clientes = query.data?.clientes ?? [];
  if (clientes.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <Box component="details">
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          {clientes.length === 1
            ? '1 empresa com cidade fora da lista de municípios'
            : `${clientes.length} empresas com cidade fora da lista de municípios`}
          : sem ela, a empresa não aparece em Onde comprar nem recebe contatos.
        </Box>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {clientes.map((c) => (
            <li key={c.uuid}>
              <Link component={RouterLink} to={`/cadastro/cliente/detalhe/${c.uuid}`}>
                {c.nome} ({c.id})
              </Link>
              {c.cidade ? ` · ${c.cidade}${c.uf ? ` – ${c.uf}` : ''}` : ' · sem cidade'}
            </li>
          ))}
        </Box>
      </Box>
    </Alert>
  );
}
