import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { MSG } from '@prix/shared/core';
import { CLASSE_INICIAL, LIMITES_CANDIDATURA, TIPOS_CANDIDATURA } from '@prix/shared/core/candidatura';
import type { CandidaturaDetalhe, DecisaoCandidatura } from '@prix/shared/candidatura';
import { DecisionDialog } from '../../components/decision-dialog';
import { TextInput } from '../../components/text-input';
import { isApiError } from '../../lib/api-client';
import { candidaturasApi } from './candidaturas-api';
import { errosDe } from './candidatura-parts';
import type { DecisaoValidation } from './decisao-validation';

/** The decisions that ask the reviewer for something first. */
export type DecisaoComDialogo = 'pendencia' | 'recusada' | 'aprovada';

/** Checks a decision with the shared schema, fetched when the decision is sent (the page paints without zod). */
async function validarDecisao(values: DecisaoCandidatura): Promise<DecisaoValidation> {
  try {
    const { validar } = await import('./decisao-validation');
    return validar(values);
  } catch {
    return { ok: false, errors: { '': MSG.rede } };
  }
}

const TEXTOS: Record<
  DecisaoComDialogo,
  { titulo: string; botao: string; feito: (c: CandidaturaDetalhe) => string }
> = {
  pendencia: {
    titulo: 'Pedir documentos ou dados',
    botao: 'Enviar pedido',
    feito: () => 'Pendência informada: o candidato recebeu o pedido por e-mail.',
  },
  recusada: {
    titulo: 'Recusar candidatura',
    botao: 'Recusar',
    feito: () => 'Candidatura recusada: o candidato recebeu o motivo por e-mail.',
  },
  aprovada: {
    titulo: 'Aprovar candidatura',
    botao: 'Aprovar e criar a empresa',
    feito: (c) => `Candidatura aprovada: empresa criada e convite enviado a ${c.contatoEmail}.`,
  },
};

/**
 * The dialog of a decision: what is missing ('Pedir documentos ou dados') or the reason ('Recusar'), both
 * e-mailed to the applicant; or, to approve, the company's ERP code with a summary of what will be created.
 * A 409 (another reviewer decided first, or the code exists) shows the server's words and refreshes the page.
 */
export function DecisaoDialog({
  candidatura: c,
  decisao,
  onClose,
  onDone,
  onConflict,
}: {
  candidatura: CandidaturaDetalhe;
  decisao: DecisaoComDialogo;
  onClose: () => void;
  onDone: (saved: CandidaturaDetalhe, message: string) => void;
  onConflict: () => void;
}) {
  const [mensagem, setMensagem] = useState('');
  const [clienteId, setClienteId] = useState('');
  const [invalido, setInvalido] = useState<Partial<Record<'mensagem' | 'clienteId' | '', string>>>({});
  const textos = TEXTOS[decisao];
  const decidir = useMutation({
    mutationFn: (body: DecisaoCandidatura) => candidaturasApi.decidir(c.uuid, body),
    onSuccess: (saved) => onDone(saved, textos.feito(saved)),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) onConflict();
    },
  });
  const titleId = `decisao-${decisao}-titulo`;
  const tipo = TIPOS_CANDIDATURA[c.tipo];
  const erros = [
    ...(invalido[''] ? [invalido['']] : []),
    ...(decidir.isError ? errosDe(decidir.error, 'Não foi possível registrar a decisão.') : []),
  ];

  return (
    <DecisionDialog
      title={textos.titulo}
      titleId={titleId}
      confirm={textos.botao}
      confirmColor={decisao === 'recusada' ? 'error' : decisao === 'aprovada' ? 'success' : 'primary'}
      busy={decidir.isPending}
      errors={erros}
      onClose={onClose}
      onConfirm={() => {
        const values =
          decisao === 'aprovada'
            ? { status: decisao, mensagem: null, clienteId }
            : { status: decisao, mensagem, clienteId: null };
        void validarDecisao(values).then((result) => {
          if (!result.ok) {
            setInvalido(result.errors);
            return;
          }
          setInvalido({});
          decidir.mutate(result.data);
        });
      }}
    >
      {decisao === 'aprovada' ? (
        <>
          <DialogContentText component="div" sx={{ mb: 2 }}>
            <Typography sx={{ mb: 1 }}>Ao aprovar, o portal cria de uma vez:</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
              <li>
                a empresa <strong>{c.razaoSocial}</strong>, CNPJ {c.cnpj}, na categoria{' '}
                <strong>Prix {CLASSE_INICIAL}</strong>, com o tipo de parceria{' '}
                <strong>
                  {tipo.rotulo} ({tipo.tipoparceria})
                </strong>{' '}
                e o endereço da candidatura ({c.municipio} – {c.uf});
              </li>
              <li>
                o usuário proprietário <strong>{c.contatoNome}</strong> ({c.contatoEmail}), vinculado à
                empresa;
              </li>
              <li>
                o convite de acesso ao portal, enviado por e-mail a <strong>{c.contatoEmail}</strong>.
              </li>
            </Box>
          </DialogContentText>
          <TextInput
            label="Código ERP da empresa"
            value={clienteId}
            onChange={(event) => setClienteId(event.target.value)}
            required
            fullWidth
            autoFocus
            error={invalido.clienteId !== undefined}
            helperText={invalido.clienteId ?? 'O código da empresa no ERP da Prix.'}
            slotProps={{ htmlInput: { maxLength: 10 } }}
          />
        </>
      ) : (
        <>
          <DialogContentText sx={{ mb: 2 }}>
            {decisao === 'pendencia'
              ? 'O candidato recebe esta mensagem por e-mail e envia o que falta pelo endereço de acompanhamento da candidatura.'
              : 'O candidato recebe o motivo por e-mail. A recusa encerra a candidatura.'}
          </DialogContentText>
          <TextInput
            label={decisao === 'pendencia' ? 'O que falta' : 'Motivo da recusa'}
            value={mensagem}
            onChange={(event) => setMensagem(event.target.value)}
            required
            fullWidth
            multiline
            minRows={3}
            autoFocus
            error={invalido.mensagem !== undefined}
            helperText={invalido.mensagem}
            slotProps={{ htmlInput: { maxLength: LIMITES_CANDIDATURA.mensagem } }}
          />
        </>
      )}
    </DecisionDialog>
  );
}
