import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { WEBHOOK_EVENTS, webhookFormErrors, type WebhookEvent } from '@prix/shared/core/webhook';
import type { WebhookSegredo } from '@prix/shared/webhook';
import { ErrorBox } from '../../components/error-box';
import { errosDe } from '../../lib/error-messages';
import { webhooksApi } from './webhooks-api';

const EVENTOS = Object.entries(WEBHOOK_EVENTS) as [WebhookEvent, string][];

/**
 * 'Novo webhook': the address the events go to and the events chosen, checked by the shared rules the route's
 * schema says too (`webhookFormErrors`: no zod on this page); the server checks where the address leads. The
 * answer, with the signing secret, goes to `onDone`.
 */
export default function NovoWebhookDialog({
  integracao,
  onClose,
  onDone,
}: {
  integracao: { id: string; nome: string };
  onClose: () => void;
  onDone: (resposta: WebhookSegredo) => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [url, setUrl] = useState('https://');
  const [eventos, setEventos] = useState<WebhookEvent[]>([]);
  const [invalidos, setInvalidos] = useState<Partial<Record<'url' | 'eventos', string>>>({});
  const criar = useMutation({
    mutationFn: (body: { url: string; eventos: WebhookEvent[] }) => webhooksApi.criar(integracao.id, body),
    onSuccess: onDone,
  });
  const erros = criar.isError ? errosDe(criar.error, 'Não foi possível cadastrar o webhook.') : [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const valores = { url: url.trim(), eventos };
          const faltas = webhookFormErrors(valores);
          setInvalidos(faltas);
          if (!faltas.url && !faltas.eventos) criar.mutate(valores);
        }}
      >
        <DialogTitle id={titleId}>Novo webhook de {integracao.nome}</DialogTitle>
        <DialogContent>
          <TextField
            label="Endereço (URL)"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            required
            fullWidth
            margin="normal"
            type="url"
            error={Boolean(invalidos.url)}
            helperText={
              invalidos.url ??
              'Um endereço https:// público do sistema que recebe os avisos. Redes internas não são aceitas.'
            }
            slotProps={{ htmlInput: { maxLength: 2000, spellCheck: false, inputMode: 'url' } }}
          />
          <FormLabel component="legend" sx={{ mt: 2 }} error={Boolean(invalidos.eventos)}>
            Eventos
          </FormLabel>
          <FormGroup>
            {EVENTOS.map(([evento, rotulo]) => (
              <FormControlLabel
                key={evento}
                label={rotulo}
                control={
                  <Checkbox
                    checked={eventos.includes(evento)}
                    onChange={(event) =>
                      setEventos((atuais) =>
                        event.target.checked ? [...atuais, evento] : atuais.filter((e) => e !== evento),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {invalidos.eventos && <FormHelperText error>{invalidos.eventos}</FormHelperText>}
          <ErrorBox errors={erros} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={criar.isPending}>
            Cadastrar e mostrar o segredo
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
