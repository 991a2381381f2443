import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TIPOS_SOLICITACAO_PRIVACIDADE } from '@prix/shared/core/privacidade';
import type { AnonimizacaoResposta, SolicitacaoPrivacidadeDetalhe } from '@prix/shared/privacidade';
import { Notice } from '../../components/notice';
import { PageTitle } from '../../components/page-title';
import { BackButton, DetailLoading, DetailColumns, DetailSection } from '../../components/fila/detail-frame';
import { consultaPath, encarregadoKeys, encarregadoApi, SOLICITACOES_PATH } from './encarregado-api';
import {
  Campos,
  diasTexto,
  EncarregadoNav,
  formatData,
  formatDataHora,
  PrivacidadeStatusChip,
} from './encarregado-parts';
import { AnonimizacaoFeita, AnonimizarDialog, rascunhoAnonimizacao } from './anonimizar-dialog';
import { RespostaForm } from './resposta-form';

/**
 * One request for the officer: the person (with a link to the look-up of everything the portal holds about
 * them), the legal clock, the message, and the answer ('Em atendimento' or 'Respondida', e-mailed). A request
 * for anonymisation of a user offers 'Anonimizar titular', whose result (what the law keeps) becomes the
 * answer's draft.
 */
export function SolicitacaoDetalhePage({ uuid }: { uuid: string }) {
  const queryClient = useQueryClient();
  const key = encarregadoKeys.detalhe(uuid);
  const [notice, setNotice] = useState<string | null>(null);
  const [anonimizando, setAnonimizando] = useState(false);
  const [anonimizacao, setAnonimizacao] = useState<AnonimizacaoResposta | null>(null);
  const detalhe = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => encarregadoApi.detalhe(uuid, signal),
  });
  const saved = (s: SolicitacaoPrivacidadeDetalhe, message: string) => {
    queryClient.setQueryData(key, s);
    void queryClient.invalidateQueries({ queryKey: [...encarregadoKeys.root, 'lista'] });
    setNotice(message);
  };

  const voltar = <BackButton to={SOLICITACOES_PATH}>Voltar para Solicitações</BackButton>;
  if (!detalhe.isSuccess) return <DetailLoading query={detalhe} back={voltar} />;
  const s = detalhe.data;
  const aberta = s.status === 'recebida' || s.status === 'em_atendimento';
  const podeAnonimizar = s.tipo === 'anonimizacao' && s.usuario !== null && aberta && !anonimizacao;
  return (
    <>
      <PageTitle record={`${TIPOS_SOLICITACAO_PRIVACIDADE[s.tipo]}: ${s.titular}`} />
      <EncarregadoNav />
      {voltar}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2, rowGap: 1 }}>
        <PrivacidadeStatusChip status={s.status} />
        <Typography variant="body2" color="text.secondary">
          Recebida em {formatDataHora(s.recebidaEm)}
        </Typography>
        {s.prazo && (
          <Typography
            variant="body2"
            sx={s.atrasada ? { color: 'error.main', fontWeight: 600 } : { color: 'text.secondary' }}
          >
            Prazo: {formatData(s.prazo)} · {diasTexto(s)}
          </Typography>
        )}
      </Stack>
      {s.atrasada && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Esta solicitação passou do prazo legal de resposta (LGPD, art. 19).
        </Alert>
      )}
      {s.status === 'aguardando_confirmacao' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          O titular ainda não confirmou o e-mail pelo link enviado. O prazo começa a contar na confirmação.
        </Alert>
      )}
      {anonimizacao && <AnonimizacaoFeita resposta={anonimizacao} />}
      {podeAnonimizar && (
        <Stack direction="row" sx={{ mb: 2 }} role="group" aria-label="Ações">
          <Button variant="outlined" color="error" onClick={() => setAnonimizando(true)}>
            Anonimizar titular
          </Button>
        </Stack>
      )}
      <DetailColumns>
        <Stack spacing={2}>
          <DetailSection title="Solicitação">
            <Campos
              campos={[
                ['Tipo', TIPOS_SOLICITACAO_PRIVACIDADE[s.tipo]],
                ['Mensagem', s.mensagem],
              ]}
            />
          </DetailSection>
          <DetailSection title="Resposta">
            {s.status === 'respondida' ? (
              <Campos
                campos={[
                  ['Respondida em', s.respondidaEm ? formatDataHora(s.respondidaEm) : null],
                  ['Por', s.respondidaPor],
                  ['Resposta', s.resposta],
                ]}
              />
            ) : aberta ? (
              <>
                {s.resposta && (
                  <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
                    <AlertTitle>Último andamento</AlertTitle>
                    <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{s.resposta}</Box>
                  </Alert>
                )}
                <RespostaForm
                  key={anonimizacao ? 'anonimizado' : 'aberta'}
                  solicitacao={s}
                  rascunho={anonimizacao ? rascunhoAnonimizacao(anonimizacao) : null}
                  onDone={saved}
                />
              </>
            ) : (
              <Typography color="text.secondary">
                A resposta fica disponível depois que o titular confirmar o e-mail.
              </Typography>
            )}
          </DetailSection>
        </Stack>
        <DetailSection title="Titular">
          <Campos
            campos={[
              ['Nome', s.titular],
              ['E-mail', s.email],
              ['Conta no portal', s.usuario ? 'Sim' : 'Não (visitante ou candidato)'],
            ]}
          />
          {s.email && (
            <Link component={RouterLink} to={consultaPath(s.email)} sx={{ display: 'inline-block', mt: 2 }}>
              Ver os dados que o portal guarda desta pessoa
            </Link>
          )}
        </DetailSection>
      </DetailColumns>
      {anonimizando && s.usuario && (
        <AnonimizarDialog
          usuarioUuid={s.usuario}
          nome={s.titular}
          solicitacao={s.uuid}
          onClose={() => setAnonimizando(false)}
          onDone={(resposta) => {
            setAnonimizando(false);
            setAnonimizacao(resposta);
            setNotice('Titular anonimizado. Registre a resposta para encerrar a solicitação.');
          }}
        />
      )}
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
