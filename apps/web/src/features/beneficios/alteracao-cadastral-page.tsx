import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ALTERACAO_MENSAGENS,
  alteracaoCadastralSchema,
  ANEXOS_ALTERACAO,
  LAYOUT_ALTERACAO_CADASTRAL,
  ROTULOS_CAMPOS,
} from '@prix/shared/solicitacao';
import { PageTitle } from '../../components/page-title';
import { UploadArea } from '../../components/upload-area/upload-area';
import { useSession } from '../../lib/session-context';
import { isApiError } from '../../lib/api-client';
import { fetchSubmitDialog, SubmitDialog, type DialogState } from './submit-dialog';
import { PartnerField, submitRequest } from './submit-request';
import { TextInput } from '../../components/text-input';
import { firstMessagePerField } from '../../lib/validation';

const ACCEPT = ['pdf', 'image'] as const;
/** SPEC §5 checks the name and the e-mail in the browser; the server checks them again. */
const contactSchema = alteracaoCadastralSchema.pick({ name: true, email: true });

type FieldErrors = { name?: string; email?: string };

function check(name: string, email: string): FieldErrors {
  const parsed = contactSchema.safeParse({ name, email });
  return parsed.success ? {} : firstMessagePerField(parsed.error.issues, ['name', 'email']);
}

/** /formulario-alteracao-cadastral (SPEC §2.2, §5): the one form validated in the browser, with SPEC's words. */
export function AlteracaoCadastralPage() {
  const session = useSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [dados, setDados] = useState('');
  const [partner, setPartner] = useState('');
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [dialog, setDialog] = useState<DialogState>(null);

  const send = useMutation({
    mutationFn: () =>
      submitRequest('/solicita-beneficio/registration-change-form', {
        json: {
          name,
          email,
          dadosAlterados: dados,
          layout: LAYOUT_ALTERACAO_CADASTRAL,
          partner: session.empresa?.id ?? partner,
        },
        files: ANEXOS_ALTERACAO.filter((a) => files[a.campo]).map((a) => [a.campo, files[a.campo]!]),
      }),
    // The answer's dialog, if the browser has not fetched it yet.
    onMutate: fetchSubmitDialog,
    onSuccess: () => {
      setName('');
      setEmail('');
      setDados('');
      setFiles({});
      setDialog('ok');
    },
    onError: () => setDialog('erro'),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(name, email);
    setFieldErrors(found);
    send.reset();
    if (found.name || found.email) return;
    send.mutate();
  };
  const invalid = Boolean(fieldErrors.name || fieldErrors.email);
  // SPEC §8: the first error of the answer, else 'Erro ao enviar a requisição'.
  const apiError = send.error
    ? ((isApiError(send.error) ? send.error.errors[0] : undefined) ?? 'Erro ao enviar a requisição')
    : null;

  return (
    <>
      <PageTitle>
        <Typography color="text.secondary">
          Informe o que mudou nos dados da sua empresa; a equipe Prix fará a alteração.
        </Typography>
      </PageTitle>
      <Paper variant="outlined" component="form" onSubmit={onSubmit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          {!session.empresa && <PartnerField value={partner} onChange={setPartner} />}
          <TextInput
            label="Nome"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(fieldErrors.name)}
            helperText={fieldErrors.name}
            required
            fullWidth
            autoComplete="name"
          />
          <TextInput
            label="E-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(fieldErrors.email)}
            helperText={fieldErrors.email}
            required
            fullWidth
            autoComplete="email"
          />
          <TextInput
            label={ROTULOS_CAMPOS.dadosAlterados}
            value={dados}
            onChange={(e) => setDados(e.target.value)}
            multiline
            minRows={4}
            fullWidth
          />
          {ANEXOS_ALTERACAO.map((anexo) => (
            <UploadArea
              key={anexo.campo}
              label={anexo.rotulo}
              accept={ACCEPT}
              file={files[anexo.campo] ?? null}
              onChange={(file) => setFiles((old) => ({ ...old, [anexo.campo]: file }))}
              disabled={send.isPending}
            />
          ))}
          {invalid && (
            <Alert severity="error" role="alert">
              {ALTERACAO_MENSAGENS.verifique}
            </Alert>
          )}
          {apiError && (
            <Alert severity="error" role="alert">
              {apiError}
            </Alert>
          )}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" loading={send.isPending} loadingPosition="start">
              {send.isPending ? 'Enviando...' : 'Enviar'}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <SubmitDialog state={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
