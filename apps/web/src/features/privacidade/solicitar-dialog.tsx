import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MSG } from '@prix/shared/core';
import { PRAZO_RESPOSTA_PRIVACIDADE_DIAS } from '@prix/shared/core/privacidade';
import type { SolicitacaoPrivacidadeDetalhe } from '@prix/shared/privacidade';
import { ErrorBox } from '../../components/error-box';
import { TextInput } from '../../components/text-input';
import { isApiError } from '../../lib/api-client';
import { minhaPrivacidadeApi } from './minha-privacidade-api';
import type { SolicitacaoValidation } from './solicitacao-validation';

/** The requests a person makes from this page ('acesso' is the download, answered at once). */
export type TipoPedido = 'correcao' | 'anonimizacao' | 'revogacao';

/** The most a message may have (the shared schema says so too). */
export const MENSAGEM_MAX = 2000;

export const PEDIDOS: Record<TipoPedido, { titulo: string; explicacao: string; rotulo: string }> = {
  correcao: {
    titulo: 'Solicitar correção',
    explicacao:
      'Diga quais dados estão incorretos ou desatualizados e como devem ficar. Nome, telefones e data de ' +
      'nascimento você mesmo pode corrigir em Meus dados.',
    rotulo: 'O que deve ser corrigido',
  },
  anonimizacao: {
    titulo: 'Solicitar anonimização ou exclusão',
    explicacao:
      'Atendido o pedido, seus dados pessoais são apagados ou anonimizados e você não consegue mais entrar ' +
      'no portal. Registros que a lei manda guardar (por exemplo, um resgate de verba pago) são mantidos, e ' +
      'a resposta diz quais e por quê.',
    rotulo: 'Mensagem',
  },
  revogacao: {
    titulo: 'Revogar consentimento',
    explicacao:
      'Diga qual consentimento você quer revogar (o aviso de cookies, um formulário do site) e, se quiser, ' +
      'o que deve acontecer com os dados já enviados.',
    rotulo: 'Qual consentimento',
  },
};

/** Checks the request with the shared schema, fetched when it is sent (the page paints without zod). */
async function validarSolicitacao(values: {
  tipo: string;
  mensagem: string;
}): Promise<SolicitacaoValidation> {
  try {
    const { validar } = await import('./solicitacao-validation');
    return validar(values);
  } catch {
    return { ok: false, errors: { '': MSG.rede } };
  }
}

/**
 * The dialog of one request: what it does, a message, 'Enviar solicitação' (POST
 * /api/privacidade/solicitacoes). The server's messages show in it; once sent, the page says so and lists it.
 */
export function SolicitarDialog({
  tipo,
  onClose,
  onSent,
}: {
  tipo: TipoPedido;
  onClose: () => void;
  onSent: (solicitacao: SolicitacaoPrivacidadeDetalhe) => void;
}) {
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [mensagem, setMensagem] = useState('');
  const [erros, setErros] = useState<Partial<Record<'mensagem' | '', string>>>({});
  const enviar = useMutation({
    mutationFn: async () => {
      const checado = await validarSolicitacao({ tipo, mensagem });
      if (!checado.ok) {
        setErros(checado.errors);
        return null;
      }
      setErros({});
      return minhaPrivacidadeApi.solicitar(checado.data.tipo, checado.data.mensagem);
    },
    onSuccess: (enviada) => {
      if (enviada) onSent(enviada);
    },
  });
  const texto = PEDIDOS[tipo];
  const titulo = `privacidade-${tipo}-titulo`;
  const falha = enviar.error
    ? isApiError(enviar.error)
      ? enviar.error.errors
      : [MSG.erroInterno]
    : erros['']
      ? [erros['']]
      : [];
  return (
    <Dialog
      open
      onClose={enviar.isPending ? undefined : onClose}
      aria-labelledby={titulo}
      fullScreen={fullScreen}
    >
      <DialogTitle id={titulo}>{texto.titulo}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!enviar.isPending) enviar.mutate();
        }}
      >
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>
            {texto.explicacao} A Prix responde em até {PRAZO_RESPOSTA_PRIVACIDADE_DIAS} dias, por e-mail e
            nesta página.
          </DialogContentText>
          <ErrorBox errors={falha} sx={{ mb: 2 }} />
          <TextInput
            label={texto.rotulo}
            name="mensagem"
            required
            fullWidth
            multiline
            minRows={4}
            autoFocus
            value={mensagem}
            onChange={(event) => {
              setMensagem(event.target.value);
              if (erros.mensagem) setErros({});
            }}
            error={Boolean(erros.mensagem)}
            helperText={erros.mensagem ?? `${mensagem.length} de ${MENSAGEM_MAX} caracteres`}
            slotProps={{ htmlInput: { maxLength: MENSAGEM_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={enviar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={enviar.isPending}>
            {enviar.isPending ? 'Enviando…' : 'Enviar solicitação'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
