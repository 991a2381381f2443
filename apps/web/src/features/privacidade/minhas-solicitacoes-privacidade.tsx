import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TIPOS_SOLICITACAO_PRIVACIDADE } from '@prix/shared/core/privacidade';
import type { SolicitacaoPrivacidadeResumo } from '@prix/shared/privacidade';
import { ListFooter, pageCount } from '../../components/list/list-footer';
import { minhaPrivacidadeApi, privacidadeKeys } from './minha-privacidade-api';
import { formatData, formatDataHora } from '../../lib/format-date-time';
import { diasTexto, formatarDia, ReadPending, StatusPrivacidadeChip } from './privacidade-parts';

/** When the answer is due, in words: 'Prazo: 16/12/2026 (faltam 3 dias)'. */
function prazoTexto(s: SolicitacaoPrivacidadeResumo): string | null {
  if (s.status === 'respondida') return null;
  if (s.prazo === null) return 'O prazo começa quando o e-mail é confirmado.';
  const dias = s.diasRestantes === null ? '' : ` (${diasTexto(s.diasRestantes)})`;
  return `Prazo de resposta: ${formatarDia(s.prazo)}${dias}`;
}

/** A request's message and, once given, the answer: read when the person opens it. */
function Detalhe({ uuid }: { uuid: string }) {
  const detalhe = useQuery({
    queryKey: privacidadeKeys.solicitacao(uuid),
    queryFn: ({ signal }) => minhaPrivacidadeApi.solicitacao(uuid, signal),
  });
  if (!detalhe.isSuccess)
    return <ReadPending query={detalhe} label="Carregando a solicitação" height={64} mt={2} />;
  const s = detalhe.data;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4">
        Sua mensagem
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>{s.mensagem}</Typography>
      <Typography variant="subtitle2" component="h4">
        Resposta da Prix
      </Typography>
      {s.resposta ? (
        <>
          {s.respondidaEm ? (
            <Typography variant="body2" color="text.secondary">
              {s.status === 'respondida' ? 'Respondida' : 'Atualizada'} em {formatDataHora(s.respondidaEm)}
              {s.respondidaPor ? ` por ${s.respondidaPor}` : ''}
            </Typography>
          ) : null}
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{s.resposta}</Typography>
        </>
      ) : (
        <Typography color="text.secondary">Ainda sem resposta.</Typography>
      )}
    </Box>
  );
}

function Solicitacao({ s }: { s: SolicitacaoPrivacidadeResumo }) {
  const [aberta, setAberta] = useState(false);
  const prazo = prazoTexto(s);
  const detalheId = `privacidade-solicitacao-${s.uuid}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 500, fontSize: '1rem' }}>
          {TIPOS_SOLICITACAO_PRIVACIDADE[s.tipo]}
        </Typography>
        <StatusPrivacidadeChip status={s.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Enviada em {formatData(s.recebidaEm)}
      </Typography>
      {prazo ? (
        <Typography variant="body2" color={s.atrasada ? 'error' : 'text.secondary'}>
          {prazo}
        </Typography>
      ) : null}
      <Button
        size="small"
        sx={{ mt: 1, ml: -0.5 }}
        aria-expanded={aberta}
        aria-controls={aberta ? detalheId : undefined}
        onClick={() => setAberta((v) => !v)}
      >
        {aberta ? 'Ocultar' : s.status === 'respondida' ? 'Ver a resposta' : 'Ver a mensagem'}
      </Button>
      {aberta ? (
        <Box id={detalheId}>
          <Detalhe uuid={s.uuid} />
        </Box>
      ) : null}
    </Paper>
  );
}

/** 'Minhas solicitações': my privacy requests, with their status, due date and the answer. */
export function MinhasSolicitacoesPrivacidade() {
  const [page, setPage] = useState(1);
  const lista = useQuery({
    queryKey: privacidadeKeys.solicitacoes(page),
    queryFn: ({ signal }) => minhaPrivacidadeApi.solicitacoes(page, signal),
  });
  if (!lista.isSuccess)
    return <ReadPending query={lista} label="Carregando as solicitações" height={96} retry />;
  const { solicitacoes, total } = lista.data;
  if (solicitacoes.length === 0)
    return <Typography color="text.secondary">Você ainda não fez nenhuma solicitação.</Typography>;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {solicitacoes.map((s) => (
          <Solicitacao key={s.uuid} s={s} />
        ))}
      </Stack>
      {pageCount(total) > 1 ? <ListFooter total={total} page={page} onPage={setPage} /> : null}
    </>
  );
}
