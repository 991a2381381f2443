import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { whatsappUrl } from '@prix/shared/core';
import {
  LIMITES_ONDE_COMPRAR,
  RESULTADOS_CONTATO,
  RESULTADOS_CONTATO_IDS,
} from '@prix/shared/core/onde-comprar';
import type { ContatoDetalhe } from '@prix/shared/onde-comprar';
import { validarOndeComprar } from '../../lib/onde-comprar-validation-loader';
import { ErrorBox } from '../../components/error-box';
import { Notice } from '../../components/notice';
import { PageTitle } from '../../components/page-title';
import { VoltarButton, DetailLoading } from '../../components/queue/detail-frame';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';
import { isApiError } from '../../lib/api-client';
import { contatoKeys, contatosApi } from './contatos-api';
import {
  Campos,
  cidadeTexto,
  ContatoStatusChip,
  errosDe,
  formatDataHora,
  interesseTexto,
  linhaTexto,
  Mensagem,
  Prazo,
  resultadoTexto,
} from './contato-parts';

const LISTA = '/oportunidades';

/**
 * One enquiry of the current company: the visitor's message; while it is offered, 'Aceitar' or 'Recusar' (with
 * a reason); once accepted, the visitor's contact and the outcome. A 409 (someone else answered, the deadline
 * passed) shows the server's words and reloads.
 */
export function OportunidadeDetalhe({ uuid }: { uuid: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const [recusando, setRecusando] = useState(false);
  const key = contatoKeys.detalhe('oportunidades', uuid);
  const detalhe = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => contatosApi.detalhe('oportunidades', uuid, signal),
  });
  /** After an answer: the new state, or on a conflict the server's message and a fresh copy. */
  const onError = (error: unknown) => {
    if (isApiError(error) && (error.status === 409 || error.status === 404))
      void queryClient.invalidateQueries({ queryKey: contatoKeys.root });
  };
  const onSaved = (message: string) => (saved: ContatoDetalhe) => {
    queryClient.setQueryData(key, saved);
    void queryClient.invalidateQueries({ queryKey: ['contatos', 'oportunidades', 'lista'] });
    setNotice(message);
  };
  const aceitar = useMutation({
    mutationFn: () => contatosApi.aceitar(uuid),
    onSuccess: onSaved('Oportunidade aceita: fale com o cliente pelos contatos abaixo.'),
    onError,
  });
  const [resultado, setResultado] = useState('');
  const gravarResultado = useMutation({
    mutationFn: (valor: string) => contatosApi.resultado(uuid, valor),
    onSuccess: onSaved('Resultado gravado.'),
    onError,
  });
  const erro = aceitar.error ?? gravarResultado.error;

  const voltar = <VoltarButton to={LISTA}>Voltar para Oportunidades</VoltarButton>;
  if (!detalhe.isSuccess) return <DetailLoading query={detalhe} titulo="Oportunidade" voltar={voltar} />;
  const c = detalhe.data;
  const aceito = c.email !== null || c.telefone !== null;
  const whatsapp = whatsappUrl(c.telefone);
  return (
    <>
      <PageTitle title={`Oportunidade: ${c.nome}`} />
      {voltar}
      <ErrorBox errors={erro ? errosDe(erro, 'Não foi possível gravar.') : []} sx={{ mb: 2 }} />
      <Paper
        variant="outlined"
        component="section"
        aria-label="Pedido do cliente"
        sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
      >
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2, rowGap: 1 }}
        >
          <ContatoStatusChip status={c.status} />
          <Prazo contato={c} />
        </Stack>
        <Campos
          campos={[
            ['Recebido em', formatDataHora(c.recebidoEm)],
            ['Cidade', cidadeTexto(c)],
            ['Interesse', interesseTexto(c)],
            ['Linha de produto', linhaTexto(c)],
            ['Resultado', resultadoTexto(c)],
          ]}
        />
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mt: 3, mb: 1 }}>
          Mensagem
        </Typography>
        <Mensagem texto={c.mensagem} />
      </Paper>

      {c.status === 'oferecido' && !aceito && (
        <Paper
          variant="outlined"
          component="section"
          aria-label="Resposta"
          sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
        >
          <Typography sx={{ mb: 2 }}>
            Aceite para ver o e-mail e o telefone do cliente e combinar o atendimento. Se recusar, o pedido
            segue para outro parceiro.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" onClick={() => aceitar.mutate()} disabled={aceitar.isPending}>
              Aceitar
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setRecusando(true)}
              disabled={aceitar.isPending}
            >
              Recusar
            </Button>
          </Stack>
        </Paper>
      )}

      {aceito && (
        <Paper
          variant="outlined"
          component="section"
          aria-label="Contato do cliente"
          sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
            Contato do cliente
          </Typography>
          <Campos
            campos={[
              ['Nome', c.nome],
              ['E-mail', c.email && <Link href={`mailto:${c.email}`}>{c.email}</Link>],
              [
                'Telefone',
                c.telefone && <Link href={`tel:${c.telefone.replace(/[^\d+]/g, '')}`}>{c.telefone}</Link>,
              ],
              [
                'WhatsApp',
                whatsapp && (
                  <Link
                    href={whatsapp}
                    target="_blank"
                    rel="noopener"
                    sx={{ display: 'inline-flex', gap: 0.5 }}
                  >
                    <WhatsAppIcon fontSize="small" aria-hidden />
                    Conversar pelo WhatsApp
                  </Link>
                ),
              ],
            ]}
          />
          {c.status === 'aceito' && (
            <Box
              component="form"
              aria-label="Resultado"
              noValidate
              sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
              onSubmit={(event) => {
                event.preventDefault();
                const valor = resultado || c.resultado || '';
                if (valor) gravarResultado.mutate(valor);
              }}
            >
              <SelectInput
                label="Resultado"
                value={resultado || c.resultado || ''}
                onChange={setResultado}
                options={RESULTADOS_CONTATO_IDS.map((r) => ({ value: r, label: RESULTADOS_CONTATO[r] }))}
                sx={{ minWidth: 220 }}
              />
              <Button
                type="submit"
                variant="contained"
                disabled={gravarResultado.isPending || !(resultado || c.resultado)}
              >
                Gravar resultado
              </Button>
            </Box>
          )}
          {c.status === 'encerrado' && (
            <Alert severity="info" sx={{ mt: 2 }}>
              Atendimento encerrado como {resultadoTexto(c) ?? '—'}.
            </Alert>
          )}
        </Paper>
      )}

      <RecusaDialog
        uuid={uuid}
        open={recusando}
        onClose={() => setRecusando(false)}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: contatoKeys.root });
          void navigate(LISTA, {
            state: { aviso: 'Oportunidade recusada: o pedido segue para outro parceiro.' },
          });
        }}
        onConflict={() => void queryClient.invalidateQueries({ queryKey: contatoKeys.root })}
      />
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}

/** 'Recusar' asks the reason (required: staff read it in the history). */
export function RecusaDialog({
  uuid,
  open,
  onClose,
  onDone,
  onConflict,
}: {
  uuid: string;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  onConflict: () => void;
}) {
  const [motivo, setMotivo] = useState('');
  const [invalido, setInvalido] = useState<string | null>(null);
  const recusar = useMutation({
    mutationFn: (texto: string) => contatosApi.recusar(uuid, texto),
    onSuccess: () => {
      onClose();
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) onConflict();
    },
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="recusa-titulo" fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void validarOndeComprar('recusaSchema', { motivo }).then((result) => {
            if (!result.ok) {
              setInvalido(Object.values(result.errors)[0] ?? 'Informe o motivo da recusa.');
              return;
            }
            setInvalido(null);
            recusar.mutate(result.data.motivo);
          });
        }}
      >
        <DialogTitle id="recusa-titulo">Recusar oportunidade</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            O pedido segue para outro parceiro. Conte à Prix por que sua empresa não pode atender.
          </DialogContentText>
          <TextInput
            label="Motivo da recusa"
            value={motivo}
            onChange={(event) => setMotivo(event.target.value)}
            required
            autoFocus
            fullWidth
            multiline
            minRows={3}
            error={invalido !== null}
            helperText={invalido ?? undefined}
            slotProps={{ htmlInput: { maxLength: LIMITES_ONDE_COMPRAR.motivo } }}
          />
          <ErrorBox
            errors={recusar.isError ? errosDe(recusar.error, 'Não foi possível recusar.') : []}
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" color="error" disabled={recusar.isPending}>
            Recusar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
