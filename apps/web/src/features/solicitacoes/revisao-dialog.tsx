import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { LAYOUT_RESGATE_VERBA, type StatusSolicitacao } from '@prix/shared/core/solicitacao';
import type { SolicitacaoDetalhe } from '@prix/shared/solicitacao';
import { DecisionDialog } from '../../components/decision-dialog';
import { TextInput } from '../../components/text-input';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { formatData } from '../../lib/format-date-time';
import { formatBrl } from '../../lib/format-number';

/** The decisions that ask the reviewer for something first ('Em análise' is a click). */
export type DecisaoComDialogo = Exclude<StatusSolicitacao, 'Recebida' | 'Em análise'>;

const TEXTOS: Record<DecisaoComDialogo, { titulo: (n: number) => string; botao: string; ajuda: string }> = {
  Aprovada: {
    titulo: (n) => `Aprovar a solicitação nº ${n}`,
    botao: 'Aprovar',
    ajuda: 'O parceiro recebe a aprovação por e-mail, com o comentário.',
  },
  Pendência: {
    titulo: (n) => `Pedir complemento da solicitação nº ${n}`,
    botao: 'Enviar pedido',
    ajuda:
      'O parceiro recebe esta mensagem por e-mail e responde pelo portal, com os arquivos pedidos; a solicitação volta para análise.',
  },
  Recusada: {
    titulo: (n) => `Recusar a solicitação nº ${n}`,
    botao: 'Recusar',
    ajuda: 'O parceiro recebe o motivo por e-mail. A recusa encerra a solicitação.',
  },
  Paga: {
    titulo: (n) => `Registrar o pagamento da solicitação nº ${n}`,
    botao: 'Marcar como paga',
    ajuda: 'O parceiro recebe por e-mail a data e a referência do pagamento.',
  },
};

/** An amount as typed in a form ('1.234,56'). */
const digitado = (value: number) => formatBrl(value).replace(/^R\$\s/u, '');

/**
 * A reviewer's decision on a request (decisions 0023, 0055), in a dialog: what is missing (a pending item) or
 * the reason (a refusal), both e-mailed to the partner; for a co-op fund redemption, the amount approved (the
 * whole asked for, or a part, with the partner's balance beside it) and the payment's day and reference. The
 * server checks each field and names it; a 409 (another reviewer decided first, or the balance no longer covers
 * it) shows its words and reads the request again. A part fetched when a decision is opened.
 */
export default function RevisaoDialog({
  detail: d,
  decisao,
  onClose,
  onDone,
  onConflict,
}: {
  detail: SolicitacaoDetalhe;
  decisao: DecisaoComDialogo;
  onClose: () => void;
  onDone: (saved: SolicitacaoDetalhe) => void;
  onConflict: () => void;
}) {
  const resgate = d.formulario === LAYOUT_RESGATE_VERBA && d.valor !== null;
  const [comentario, setComentario] = useState('');
  const [valorAprovado, setValorAprovado] = useState(() => (d.valor === null ? '' : digitado(d.valor)));
  const [data, setData] = useState(() => formatData(new Date().toISOString()));
  const [referencia, setReferencia] = useState('');
  const textos = TEXTOS[decisao];
  const exigeComentario = decisao === 'Pendência' || decisao === 'Recusada';
  const decidir = useMutation({
    mutationFn: () =>
      api.post(
        `/solicitacao/${d.uuid}/status`,
        {
          status: decisao,
          comentario: comentario.trim() || undefined,
          ...(resgate && decisao === 'Aprovada' ? { valorAprovado } : {}),
          ...(resgate && decisao === 'Paga' ? { pagamento: { data, referencia } } : {}),
        },
        { schema: checkedByServer('POST /api/solicitacao/:uuid/status') },
      ),
    onSuccess: onDone,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) onConflict();
    },
  });
  const erros = decidir.isError
    ? isApiError(decidir.error)
      ? decidir.error.errors
      : ['Não foi possível registrar a decisão.']
    : [];
  const titleId = `revisao-${d.uuid}-titulo`;

  return (
    <DecisionDialog
      title={textos.titulo(d.numero)}
      titleId={titleId}
      confirm={textos.botao}
      confirmColor={decisao === 'Recusada' ? 'error' : decisao === 'Aprovada' ? 'success' : 'primary'}
      busy={decidir.isPending}
      errors={erros}
      onClose={onClose}
      onConfirm={() => decidir.mutate()}
    >
      <DialogContentText sx={{ mb: 2 }}>{textos.ajuda}</DialogContentText>
      <Stack spacing={2}>
        {resgate && decisao === 'Aprovada' && (
          <TextInput
            label="Valor aprovado (R$)"
            value={valorAprovado}
            onChange={(event) => setValorAprovado(event.target.value)}
            required
            fullWidth
            autoFocus
            inputProps={{ inputMode: 'decimal' }}
            helperText={
              `Pedido: ${formatBrl(d.valor!)}` +
              (d.verba ? ` · disponível na verba: ${formatBrl(d.verba.disponivel)}` : '') +
              '. Aprove o valor todo ou uma parte (explique a parte no comentário).'
            }
          />
        )}
        {resgate && decisao === 'Paga' && (
          <>
            <TextInput
              label="Data do pagamento"
              value={data}
              onChange={(event) => setData(event.target.value)}
              required
              fullWidth
              autoFocus
              placeholder="dd/mm/aaaa"
              inputProps={{ inputMode: 'numeric' }}
            />
            <TextInput
              label="Referência do pagamento"
              value={referencia}
              onChange={(event) => setReferencia(event.target.value)}
              required
              fullWidth
              helperText="A nota de bonificação ou o pedido em que a verba foi paga."
              inputProps={{ maxLength: 100 }}
            />
          </>
        )}
        <TextInput
          label={
            decisao === 'Pendência'
              ? 'O que falta'
              : decisao === 'Recusada'
                ? 'Motivo da recusa'
                : 'Comentário para o parceiro'
          }
          value={comentario}
          onChange={(event) => setComentario(event.target.value)}
          required={exigeComentario}
          fullWidth
          multiline
          minRows={3}
          autoFocus={!resgate || (decisao !== 'Aprovada' && decisao !== 'Paga')}
          inputProps={{ maxLength: 2000 }}
        />
      </Stack>
    </DecisionDialog>
  );
}
