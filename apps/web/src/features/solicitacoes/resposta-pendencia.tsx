import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANEXOS_COMPROVACAO } from '@prix/shared/core/solicitacao';
import { MAX_COMPROVANTE_BYTES, MAX_FOTOS_COMPROVACAO, NFE_MENSAGENS } from '@prix/shared/core/nfe';
import type { SolicitacaoDetalhe } from '@prix/shared/solicitacao';
import { ErrorBox } from '../../components/error-box';
import { TextInput } from '../../components/text-input';
import { MultiUploadArea } from '../../components/upload-area/multi-upload-area';
import { checkedByServer, isApiError, sendForm } from '../../lib/api-client';

/**
 * The partner's answer to a pending item (decision 0055): what staff asked for, then what the partner writes
 * and the files asked for; sent, the request goes back to analysis and staff are told by e-mail.
 */
export function RespostaPendencia({
  detail: d,
  onAnswered,
}: {
  detail: SolicitacaoDetalhe;
  onAnswered: (updated: SolicitacaoDetalhe) => void;
}) {
  const queryClient = useQueryClient();
  const [texto, setTexto] = useState('');
  const [arquivos, setArquivos] = useState<File[]>([]);
  const pedido = d.eventos.findLast((e) => e.statusPara === 'Pendência')?.texto;
  const send = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.append('json', JSON.stringify({ texto }));
      for (const file of arquivos) form.append(ANEXOS_COMPROVACAO.resposta.campo, file, file.name);
      return sendForm('POST', `/solicitacao/${d.uuid}/resposta`, form, {
        schema: checkedByServer('POST /api/solicitacao/:uuid/resposta'),
      });
    },
    onSuccess: (updated) => {
      setTexto('');
      setArquivos([]);
      onAnswered(updated);
      void queryClient.invalidateQueries({ queryKey: ['solicitacoes'] });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  const erros = send.error
    ? isApiError(send.error)
      ? send.error.errors
      : ['Não foi possível enviar a resposta.']
    : [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="resposta-titulo"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'warning.main' }}
    >
      <Typography id="resposta-titulo" variant="h2" sx={{ mb: 2 }}>
        A Prix pediu um complemento
      </Typography>
      {pedido && (
        <Alert severity="warning" sx={{ mb: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {pedido}
        </Alert>
      )}
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        <TextInput
          label="Sua resposta"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          inputProps={{ maxLength: 2000 }}
        />
        <MultiUploadArea
          label="Arquivos pedidos (fotos, prints ou PDF)"
          accept={['image', 'pdf']}
          files={arquivos}
          onChange={setArquivos}
          maxBytes={MAX_COMPROVANTE_BYTES}
          maxFiles={MAX_FOTOS_COMPROVACAO}
          hint={`Imagens ou PDF, até ${MAX_FOTOS_COMPROVACAO} arquivos de 20MB cada`}
          tooLargeMessage={NFE_MENSAGENS.comprovanteGrande}
          disabled={send.isPending}
        />
        <ErrorBox errors={erros} />
        <Box>
          <Button type="submit" variant="contained" loading={send.isPending}>
            Enviar resposta
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
