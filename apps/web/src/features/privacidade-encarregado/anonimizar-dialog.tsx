import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { NOME_ANONIMIZADO } from '@prix/shared/core/privacidade';
import type { AnonimizacaoResposta } from '@prix/shared/privacidade';
import { DecisionDialog } from '../../components/decision-dialog';
import { encarregadoApi } from './encarregado-api';
import { errosDe } from './encarregado-parts';

/** What an anonymisation does (decision 0048), as the officer confirms it. */
const O_QUE_ACONTECE = [
  `o nome passa a ser “${NOME_ANONIMIZADO}”; o e-mail vira um endereço fictício único; CPF, telefones, data de nascimento e documento estrangeiro são apagados;`,
  'o usuário fica inativo, todas as sessões são encerradas e o titular não consegue mais entrar no portal;',
  'os anexos pessoais (como os documentos da alteração cadastral) são apagados do armazenamento;',
  'cliques e visualizações de documentos deixam de apontar para a pessoa (os totais dos relatórios ficam).',
];

/** What the law or the business keeps (decision 0048's retention rules); the answer lists each kept field. */
const O_QUE_FICA = [
  'resgates pagos da verba de marketing cooperado mantêm a identificação do solicitante por 5 anos (obrigação fiscal e comercial);',
  'faturamento e histórico de classes pertencem à empresa parceira e não mudam;',
  'os registros de negócio (solicitações, eventos, auditoria) continuam existindo, sem os dados pessoais.',
];

/**
 * 'Anonimizar titular': what happens and what is kept, a checkbox that says it cannot be undone, then POST
 * /api/privacidade/titular/{uuid}/anonimizacao with the request it answers. The answer (what was kept and why,
 * files removed, sessions ended) goes to `onDone`.
 */
export function AnonimizarDialog({
  usuarioUuid,
  nome,
  solicitacao,
  onClose,
  onDone,
}: {
  usuarioUuid: string;
  nome: string;
  solicitacao: string | null;
  onClose: () => void;
  onDone: (resposta: AnonimizacaoResposta) => void;
}) {
  const [confirmado, setConfirmado] = useState(false);
  const [faltaConfirmar, setFaltaConfirmar] = useState(false);
  const anonimizar = useMutation({
    mutationFn: () => encarregadoApi.anonimizar(usuarioUuid, solicitacao),
    onSuccess: onDone,
  });
  const erros = [
    ...(faltaConfirmar ? ['Confirme a anonimização: ela não pode ser desfeita.'] : []),
    ...(anonimizar.isError ? errosDe(anonimizar.error, 'Não foi possível anonimizar o titular.') : []),
  ];
  return (
    <DecisionDialog
      title="Anonimizar titular"
      confirm="Anonimizar"
      confirmColor="error"
      busy={anonimizar.isPending}
      errors={erros}
      onClose={onClose}
      onConfirm={() => {
        if (!confirmado) {
          setFaltaConfirmar(true);
          return;
        }
        setFaltaConfirmar(false);
        anonimizar.mutate();
      }}
    >
      <Typography sx={{ mb: 1 }}>
        Ao anonimizar <strong>{nome}</strong>, de uma só vez:
      </Typography>
      <Box component="ul" aria-label="O que acontece" sx={{ mt: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
        {O_QUE_ACONTECE.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
      <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
        <AlertTitle>O que é mantido</AlertTitle>
        <Box component="ul" aria-label="O que é mantido" sx={{ m: 0, pl: 2.5 }}>
          {O_QUE_FICA.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      </Alert>
      <FormControlLabel
        control={
          <Checkbox
            checked={confirmado}
            onChange={(event) => {
              setConfirmado(event.target.checked);
              if (event.target.checked) setFaltaConfirmar(false);
            }}
          />
        }
        label="Entendo que a anonimização não pode ser desfeita."
      />
    </DecisionDialog>
  );
}

/** What an anonymisation did: the fields kept and why, the files removed, the sessions ended. */
export function AnonimizacaoFeita({ resposta }: { resposta: AnonimizacaoResposta }) {
  return (
    <Alert severity="success" sx={{ mb: 2 }} aria-label="Anonimização concluída">
      <AlertTitle>Titular anonimizado</AlertTitle>
      <Typography variant="body2">
        {sessoesTexto(resposta.sessoesEncerradas)} · {arquivosTexto(resposta.arquivosRemovidos)}
      </Typography>
      {resposta.mantidos.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
            Mantidos por regra de retenção:
          </Typography>
          <Box component="ul" aria-label="Dados mantidos" sx={{ m: 0, pl: 2.5 }}>
            {resposta.mantidos.map((m) => (
              <li key={`${m.tabela}.${m.coluna}`}>
                <Typography variant="body2">
                  {m.tabela}.{m.coluna}: {m.motivo}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Nenhum dado pessoal foi mantido.
        </Typography>
      )}
    </Alert>
  );
}

const sessoesTexto = (n: number) =>
  n === 0 ? 'Nenhuma sessão aberta' : n === 1 ? '1 sessão encerrada' : `${n} sessões encerradas`;
const arquivosTexto = (n: number) =>
  n === 0 ? 'nenhum arquivo removido' : n === 1 ? '1 arquivo removido' : `${n} arquivos removidos`;

/** A draft of the answer to the person after an anonymisation: what was done and what the law keeps. */
export function rascunhoAnonimizacao(resposta: AnonimizacaoResposta): string {
  const linhas = [
    'Seus dados pessoais foram anonimizados no Portal de Parceiros Prix: seu nome, e-mail, CPF, telefones e data de nascimento foram removidos, seus acessos foram encerrados e os anexos pessoais foram apagados.',
  ];
  if (resposta.mantidos.length > 0) {
    linhas.push('', 'Por obrigação legal ou contratual, mantivemos:');
    for (const m of resposta.mantidos) linhas.push(`- ${m.tabela}.${m.coluna}: ${m.motivo}`);
  }
  return linhas.join('\n');
}
