import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  STATUS_CONTATO,
  STATUS_CONTATO_IDS,
  PRAZO_RESPOSTA_DIAS_UTEIS,
} from '@prix/shared/core/onde-comprar';
import type { ContatoResumo } from '@prix/shared/onde-comprar';
import { PageTitle } from '../../components/page-title';
import { SelectInput } from '../../components/select-input';
import { Notice } from '../../components/notice';
import type { DataColumn } from '../../components/list/data-list';
import { QueueResults } from '../../components/queue/queue-list';
import { useQueue } from '../../lib/queue-query';
import { contatoKeys, contatosApi } from './contatos-api';
import {
  cidadeTexto,
  ContatoStatusChip,
  formatDataHora,
  interesseTexto,
  linhaTexto,
  Prazo,
  resultadoTexto,
} from './contato-parts';
import { OportunidadeDetalhe } from './oportunidade-detalhe';

export const OPORTUNIDADES_PATH = '/oportunidades';
const FILTROS = ['status'] as const;

/**
 * 'Oportunidades' (key parceiro.oportunidades): the enquiries routed to the current company, each to accept or
 * decline within the deadline, and its detail at /oportunidades/{uuid}.
 */
export function OportunidadesPage() {
  const { uuid } = useParams();
  if (uuid) return <OportunidadeDetalhe uuid={uuid} />;
  return <OportunidadesLista />;
}

const COLUNAS: DataColumn<ContatoResumo>[] = [
  {
    key: 'nome',
    label: 'Cliente',
    render: (c) => (
      <Link component={RouterLink} to={`${OPORTUNIDADES_PATH}/${c.uuid}`}>
        {c.nome}
      </Link>
    ),
  },
  { key: 'recebido', label: 'Recebido em', render: (c) => formatDataHora(c.recebidoEm) },
  { key: 'cidade', label: 'Cidade', render: cidadeTexto },
  { key: 'interesse', label: 'Interesse', render: (c) => `${interesseTexto(c)} · ${linhaTexto(c)}` },
  {
    key: 'status',
    label: 'Situação',
    render: (c) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ContatoStatusChip status={c.status} />
        {resultadoTexto(c) && <Typography variant="body2">{resultadoTexto(c)}</Typography>}
      </Stack>
    ),
  },
  { key: 'prazo', label: 'Prazo', render: (c) => <Prazo contato={c} /> },
];

/** What 'Oportunidades' are, for a company that has none yet. */
function Vazio() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Nenhuma oportunidade por enquanto
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Oportunidades são pedidos de clientes que procuraram uma revenda ou assistência técnica em Onde
        comprar, no site da Prix, e foram encaminhados à sua empresa por estar perto deles.
      </Typography>
      <Typography>
        Cada oportunidade chega por e-mail e aparece aqui. Aceite ou recuse em até {PRAZO_RESPOSTA_DIAS_UTEIS}{' '}
        dias úteis: ao aceitar, você vê o e-mail e o telefone do cliente; sem resposta no prazo, ela segue
        para outro parceiro. Para receber oportunidades, mantenha a página pública da empresa visível e
        atualizada.
      </Typography>
    </Paper>
  );
}

function OportunidadesLista() {
  const queue = useQueue({
    keys: FILTROS,
    queryKey: (filtros, page) => contatoKeys.lista('oportunidades', filtros, page),
    queryFn: (query, signal) => contatosApi.lista('oportunidades', query, signal),
  });
  const { filter, lista } = queue;
  const location = useLocation();
  const navigate = useNavigate();
  const aviso = (location.state as { aviso?: string } | null)?.aviso ?? null;
  const [notice, setNotice] = useState<string | null>(aviso);
  const contatos = lista.data?.contatos ?? [];
  return (
    <>
      <PageTitle title="Oportunidades">
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Pedidos de clientes encaminhados à sua empresa por Onde comprar.
        </Typography>
      </PageTitle>
      <Box
        component="form"
        aria-label="Filtros das oportunidades"
        sx={{ mb: 2, maxWidth: 320 }}
        {...filter.formProps}
      >
        <SelectInput
          label="Situação"
          value={filter.draft.status}
          onChange={(value) => filter.choose('status', value)}
          options={[
            { value: '', label: 'Todas' },
            ...STATUS_CONTATO_IDS.map((s) => ({ value: s, label: STATUS_CONTATO[s] })),
          ]}
          fullWidth
        />
      </Box>
      <QueueResults
        queue={queue}
        rows={contatos}
        columns={COLUNAS}
        rowKey={(c) => c.uuid}
        rowLabel={(c) => c.nome}
        caption="Oportunidades"
        carregando="Carregando oportunidades..."
        vazio={
          filter.active ? (
            <Typography color="text.secondary">Nenhuma oportunidade nesta situação.</Typography>
          ) : (
            <Vazio />
          )
        }
      />
      <Notice
        message={notice}
        onClose={() => {
          setNotice(null);
          void navigate(location, { replace: true, state: null });
        }}
      />
    </>
  );
}
