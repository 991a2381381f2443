import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { MSG } from '@prix/shared/core';
import type { SolicitacaoPrivacidadeDetalhe } from '@prix/shared/privacidade';
import { ErrorBox } from '../../components/error-box';
import { TextInput } from '../../components/text-input';
import { encarregadoApi } from './encarregado-api';
import { errosDe } from './encarregado-parts';
import type { RespostaField, RespostaValidation } from './resposta-validation';

/** The longest answer the schema takes (respostaPrivacidadeSchema). */
const MAX_RESPOSTA = 4000;

/** Checks an answer with the shared schema, fetched when it is sent (the page paints without zod). */
async function validarResposta(values: { resposta: string; status: string }): Promise<RespostaValidation> {
  try {
    const { validar } = await import('./resposta-validation');
    return validar(values);
  } catch {
    return { ok: false, errors: { '': MSG.rede } };
  }
}

/**
 * The officer's answer to a request: 'Em atendimento' records progress and keeps the clock running;
 * 'Respondida' closes the request and e-mails the answer to the person. `rascunho` fills the field once (what
 * an anonymisation kept, for instance) while the officer has typed nothing.
 */
export function RespostaForm({
  solicitacao: s,
  rascunho,
  onDone,
}: {
  solicitacao: SolicitacaoPrivacidadeDetalhe;
  rascunho: string | null;
  onDone: (saved: SolicitacaoPrivacidadeDetalhe, message: string) => void;
}) {
  const [digitado, setResposta] = useState<string | null>(null);
  const resposta = digitado ?? rascunho ?? '';
  const [status, setStatus] = useState<'em_atendimento' | 'respondida'>('respondida');
  const [invalido, setInvalido] = useState<Partial<Record<RespostaField, string>>>({});
  const responder = useMutation({
    mutationFn: (body: { resposta: string; status: 'em_atendimento' | 'respondida' }) =>
      encarregadoApi.responder(s.uuid, body),
    onSuccess: (saved) =>
      onDone(
        saved,
        saved.status === 'respondida'
          ? `Resposta registrada e enviada por e-mail${saved.email ? ` a ${saved.email}` : ''}.`
          : 'Andamento registrado: a solicitação está em atendimento.',
      ),
  });
  const erros = [
    ...(invalido[''] ? [invalido['']] : []),
    ...(invalido.status ? [invalido.status] : []),
    ...(responder.isError ? errosDe(responder.error, 'Não foi possível registrar a resposta.') : []),
  ];
  return (
    <Box
      component="form"
      noValidate
      aria-label="Resposta ao titular"
      onSubmit={(event) => {
        event.preventDefault();
        void validarResposta({ resposta, status }).then((result) => {
          if (!result.ok) {
            setInvalido(result.errors);
            return;
          }
          setInvalido({});
          responder.mutate(result.data);
        });
      }}
    >
      <FormControl sx={{ mb: 2 }}>
        <FormLabel id={`situacao-${s.uuid}`}>Situação</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`situacao-${s.uuid}`}
          value={status}
          onChange={(event) => setStatus(event.target.value as 'em_atendimento' | 'respondida')}
        >
          <FormControlLabel value="em_atendimento" control={<Radio />} label="Em atendimento" />
          <FormControlLabel value="respondida" control={<Radio />} label="Respondida" />
        </RadioGroup>
        <FormHelperText sx={{ mx: 0 }}>
          {status === 'respondida'
            ? 'Encerra a solicitação e envia a resposta por e-mail ao titular.'
            : 'Registra o andamento; o prazo continua correndo.'}
        </FormHelperText>
      </FormControl>
      <TextInput
        label={status === 'respondida' ? 'Resposta ao titular' : 'Andamento'}
        value={resposta}
        onChange={(event) => setResposta(event.target.value)}
        required
        fullWidth
        multiline
        minRows={4}
        error={invalido.resposta !== undefined}
        helperText={invalido.resposta}
        slotProps={{ htmlInput: { maxLength: MAX_RESPOSTA } }}
      />
      <ErrorBox errors={erros} sx={{ mt: 2 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {resposta.length}/{MAX_RESPOSTA}
      </Typography>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={responder.isPending}>
        {status === 'respondida' ? 'Responder e encerrar' : 'Registrar andamento'}
      </Button>
    </Box>
  );
}
