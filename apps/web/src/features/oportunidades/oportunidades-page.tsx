import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STATUS_CONTATO, PRAZO_RESPOSTA_DIAS_UTEIS } from '@prix/shared/core/onde-comprar';
import type { ContatoResumo } from '@prix/shared/onde-comprar';
import { Notice } from '../../components/notice';
import { FilaStatusSelect } from '../../components/fila/fila-list';
import { FilaListPage, FilaRoute, type FilaTable } from '../../components/fila/fila-page';
import { useFilaDeContatos } from './contatos-api';
import {
  colunasDoPedido,
  ContatoStatusChip,
  interesseTexto,
  linhaTexto,
  Prazo,
  resultadoTexto,
} from './contato-parts';
import { OportunidadeDetalhe } from './oportunidade-detalhe';
import { PAGE, pagePath } from '../../lib/paths';

export const OPORTUNIDADES_PATH = pagePath(PAGE.oportunidades);
const FILTROS = ['status'] as const;

/**
 * 'Oportunidades' (key parceiro.oportunidades): the enquiries routed to the current company, each to accept or
 * decline within the deadline, and its detail at /oportunidades/{uuid}.
 */
export function OportunidadesPage() {
  return <FilaRoute detail={OportunidadeDetalhe} list={OportunidadesLista} />;
}

const TABELA: FilaTable<ContatoResumo> = {
  caption: 'Oportunidades',
  loadingText: 'Carregando oportunidades...',
  rowLabel: (c) => c.nome,
  columns: [
    ...colunasDoPedido(OPORTUNIDADES_PATH),
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
  ],
};

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
  const fila = useFilaDeContatos('oportunidades', FILTROS);
  const { filter } = fila;
  const location = useLocation();
  const navigate = useNavigate();
  const aviso = (location.state as { aviso?: string } | null)?.aviso ?? null;
  const [notice, setNotice] = useState<string | null>(aviso);
  return (
    <FilaListPage
      fila={fila}
      description="Pedidos de clientes encaminhados à sua empresa por Onde comprar."
      filters={
        <Box
          component="form"
          aria-label="Filtros das oportunidades"
          sx={{ mb: 2, maxWidth: 320 }}
          {...filter.formProps}
        >
          <FilaStatusSelect filter={filter} labels={STATUS_CONTATO} fullWidth />
        </Box>
      }
      rows={fila.query.data?.contatos ?? []}
      table={TABELA}
      empty={
        filter.active ? (
          <Typography color="text.secondary">Nenhuma oportunidade nesta situação.</Typography>
        ) : (
          <Vazio />
        )
      }
    >
      <Notice
        message={notice}
        onClose={() => {
          setNotice(null);
          void navigate(location, { replace: true, state: null });
        }}
      />
    </FilaListPage>
  );
}
