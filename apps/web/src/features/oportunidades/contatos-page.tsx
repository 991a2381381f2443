import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRAZOS_CONTATO, STATUS_CONTATO } from '@prix/shared/core/onde-comprar';
import type { ContatoResumo } from '@prix/shared/onde-comprar';
import { FilaFilters, FilaSearch, FilaSelect, FilaStatusSelect } from '../../components/fila/fila-list';
import { FilaListPage, FilaRoute, type FilaTable } from '../../components/fila/fila-page';
import { contatoKeys, contatosApi, useFilaDeContatos } from './contatos-api';
import {
  colunasDoPedido,
  ContatoStatusChip,
  interesseTexto,
  Prazo,
  resultadoTexto,
  UFS,
} from './contato-parts';
import { ContatoStaffDetalhe } from './contato-staff-detalhe';
import { clientePath, PAGE, pagePath, SEM_MUNICIPIO_PARAM } from '../../lib/paths';
import { useLatestSearchParams } from '../../lib/search-params';

export const CONTATOS_PATH = pagePath(PAGE.contatos);
const FILTROS = ['status', 'uf', 'prazo', 'busca'] as const;
/** The states' codes, each its own label. */
const UF_ROTULOS = Object.fromEntries(UFS.map((uf) => [uf, uf]));

/**
 * The staff's enquiries (key contatos.gerenciar): every enquiry with filters by situation, state and a search
 * (name, e-mail, partner), the companies whose city matched no municipality, and each enquiry's history at
 * /contatos/{uuid}.
 */
export function ContatosPage() {
  return <FilaRoute detail={ContatoStaffDetalhe} list={ContatosLista} />;
}

const TABELA: FilaTable<ContatoResumo> = {
  caption: 'Contatos de clientes',
  loadingText: 'Carregando contatos...',
  empty: ['Nenhum contato com estes filtros.', 'Nenhum contato recebido ainda.', 'warning'],
  rowLabel: (c) => c.nome,
  columns: [
    ...colunasDoPedido(CONTATOS_PATH),
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
  ],
};

function ContatosLista() {
  const fila = useFilaDeContatos('contatos', FILTROS);
  const { filter } = fila;
  return (
    <FilaListPage
      fila={fila}
      description="Pedidos enviados em Onde comprar e o caminho de cada um entre os parceiros."
      top={<SemMunicipioAviso />}
      filters={
        <FilaFilters label="Filtros dos contatos" formProps={filter.formProps}>
          <FilaStatusSelect filter={filter} labels={STATUS_CONTATO} minWidth={200} />
          <FilaSelect filter={filter} name="uf" label="Estado" labels={UF_ROTULOS} minWidth={120} />
          <FilaSelect filter={filter} name="prazo" label="Prazo" labels={PRAZOS_CONTATO} minWidth={220} />
          <FilaSearch filter={filter} placeholder="Nome, e-mail ou parceiro" />
        </FilaFilters>
      }
      rows={fila.query.data?.contatos ?? []}
      table={TABELA}
    />
  );
}

/**
 * Companies whose city matched no municipality: they cannot be listed nor receive enquiries until staff choose
 * their city. Small: a count that opens to the list, each linking to the company's record; open at once when the
 * address asks for it (`?sem-municipio=1`, the staff's /home).
 */
function SemMunicipioAviso() {
  const [params] = useLatestSearchParams();
  const aberto = params.get(SEM_MUNICIPIO_PARAM) === '1';
  const query = useQuery({
    queryKey: contatoKeys.semMunicipio,
    queryFn: ({ signal }) => contatosApi.semMunicipio(signal),
    staleTime: 60_000,
  });
  const clientes = query.data?.clientes ?? [];
  if (clientes.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <Box component="details" open={aberto || undefined}>
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          {clientes.length === 1
            ? '1 empresa com cidade fora da lista de municípios'
            : `${clientes.length} empresas com cidade fora da lista de municípios`}
          : sem ela, a empresa não aparece em Onde comprar nem recebe contatos.
        </Box>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {clientes.map((c) => (
            <li key={c.uuid}>
              <Link component={RouterLink} to={clientePath(c.uuid)}>
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
