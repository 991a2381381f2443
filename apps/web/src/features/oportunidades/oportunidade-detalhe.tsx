import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { whatsappUrl } from '@prix/shared/core';
import { RESULTADOS_CONTATO, RESULTADOS_CONTATO_IDS } from '@prix/shared/core/onde-comprar';
import { validarOndeComprar } from '../../lib/onde-comprar-validation-loader';
import { ErrorBox } from '../../components/error-box';
import { SelectInput } from '../../components/select-input';
import { isApiError } from '../../lib/api-client';
import { contatoKeys, contatosApi } from './contatos-api';
import { AcaoDoContato, detalheDoLado, type AcaoProps, type ParteDoLado } from './contato-detalhe';
import { FieldList, errosDe, resultadoTexto } from './contato-parts';
import { PAGE, pagePath } from '../../lib/paths';

const LISTA = pagePath(PAGE.oportunidades);

/**
 * One enquiry of the current company: the visitor's message; while it is offered, 'Aceitar' or 'Recusar' (with
 * a reason); once accepted, the visitor's contact and the outcome. A 409 (someone else answered, the deadline
 * passed) shows the server's words and reloads.
 */
export const OportunidadeDetalhe = detalheDoLado(
  'oportunidades',
  { caminho: LISTA, nome: 'Oportunidades' },
  ParteDoParceiro,
);

function ParteDoParceiro({ contato: c, voltar, pedido, gravado }: ParteDoLado) {
  const uuid = c.uuid;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [recusando, setRecusando] = useState(false);
  /** After an answer: the new state, or on a conflict the server's message and a fresh copy. */
  const onError = (error: unknown) => {
    if (isApiError(error) && (error.status === 409 || error.status === 404))
      void queryClient.invalidateQueries({ queryKey: contatoKeys.root });
  };
  const aceitar = useMutation({
    mutationFn: () => contatosApi.aceitar(uuid),
    onSuccess: gravado('Oportunidade aceita: fale com o cliente pelos contatos abaixo.'),
    onError,
  });
  const [resultado, setResultado] = useState('');
  const gravarResultado = useMutation({
    mutationFn: (valor: string) => contatosApi.resultado(uuid, valor),
    onSuccess: gravado('Resultado gravado.'),
    onError,
  });
  const erro = aceitar.error ?? gravarResultado.error;

  const aceito = c.email !== null || c.telefone !== null;
  const whatsapp = whatsappUrl(c.telefone);
  return (
    <>
      {voltar}
      <ErrorBox errors={erro ? errosDe(erro, 'Não foi possível gravar.') : []} sx={{ mb: 2 }} />
      {pedido}

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
          <FieldList
            fields={[
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
    </>
  );
}

/** 'Recusar' asks the reason (required: staff read it in the history). */
export function RecusaDialog({ uuid, ...acao }: AcaoProps<unknown>) {
  return (
    <AcaoDoContato
      {...acao}
      titulo="Recusar oportunidade"
      texto="O pedido segue para outro parceiro. Conte à Prix por que sua empresa não pode atender."
      acao="Recusar"
      cor="error"
      falha="Não foi possível recusar."
      motivo={{ rotulo: 'Motivo da recusa', linhas: 3, obrigatorio: true }}
      checar={async (motivo) => {
        const result = await validarOndeComprar('recusaSchema', { motivo });
        return result.ok
          ? { ok: true, dados: result.data.motivo }
          : { ok: false, motivo: Object.values(result.errors)[0] ?? 'Informe o motivo da recusa.' };
      }}
      executar={(texto) => contatosApi.recusar(uuid, texto)}
    />
  );
}
