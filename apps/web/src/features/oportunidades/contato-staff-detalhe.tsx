import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { LIMITES_ONDE_COMPRAR } from '@prix/shared/core/onde-comprar';
import { validarOndeComprar } from '../../lib/onde-comprar-validation-loader';
import { ErrorBox } from '../../components/error-box';
import { Notice } from '../../components/notice';
import { PageTitle } from '../../components/page-title';
import {
  VoltarButton,
  DetailLoading,
  DetailColumns,
  DetailSection,
} from '../../components/queue/detail-frame';
import { Selector } from '../../components/selector/selector';
import { TextInput } from '../../components/text-input';
import { isApiError } from '../../lib/api-client';
import { contatoKeys, contatosApi } from './contatos-api';
import {
  Campos,
  cidadeTexto,
  ContatoStatusChip,
  errosDe,
  formatDataHora,
  Historico,
  interesseTexto,
  linhaTexto,
  Mensagem,
  Prazo,
  resultadoTexto,
} from './contato-parts';

const LISTA = '/contatos';

/** One enquiry for staff: everything the visitor sent, its history as a timeline, and 'Reatribuir'. */
export function ContatoStaffDetalhe({ uuid }: { uuid: string }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [reatribuindo, setReatribuindo] = useState(false);
  const key = contatoKeys.detalhe('contatos', uuid);
  const detalhe = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => contatosApi.detalhe('contatos', uuid, signal),
  });
  const voltar = <VoltarButton to={LISTA}>Voltar para Contatos de clientes</VoltarButton>;
  if (!detalhe.isSuccess)
    return <DetailLoading query={detalhe} titulo="Contato de cliente" voltar={voltar} />;
  const c = detalhe.data;
  return (
    <>
      <PageTitle title={`Contato de ${c.nome}`} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        {voltar}
        {c.status !== 'encerrado' && (
          <Button variant="contained" onClick={() => setReatribuindo(true)} sx={{ mb: 2 }}>
            Reatribuir
          </Button>
        )}
      </Stack>
      <DetailColumns>
        <Paper variant="outlined" component="section" aria-label="Pedido" sx={{ p: { xs: 2, sm: 3 } }}>
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
              ['Parceiro', c.parceiro ?? 'Nenhum'],
              ['Cidade', cidadeTexto(c)],
              ['Interesse', interesseTexto(c)],
              ['Linha de produto', linhaTexto(c)],
              ['Resultado', resultadoTexto(c)],
              ['E-mail', c.email && <Link href={`mailto:${c.email}`}>{c.email}</Link>],
              ['Telefone', c.telefone],
            ]}
          />
          <Typography variant="h2" sx={{ fontSize: '1.125rem', mt: 3, mb: 1 }}>
            Mensagem
          </Typography>
          <Mensagem texto={c.mensagem} />
        </Paper>
        <DetailSection titulo="Histórico">
          <Historico eventos={c.historico} />
        </DetailSection>
      </DetailColumns>
      <ReatribuicaoDialog
        uuid={uuid}
        open={reatribuindo}
        onClose={() => setReatribuindo(false)}
        onDone={(saved) => {
          queryClient.setQueryData(key, saved);
          void queryClient.invalidateQueries({ queryKey: ['contatos', 'contatos', 'lista'] });
          setNotice(`Contato reatribuído a ${saved.parceiro ?? 'outro parceiro'}.`);
        }}
        onConflict={() => void queryClient.invalidateQueries({ queryKey: key })}
      />
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}

/** 'Reatribuir': a company (the registers' selector of partners) and, optionally, why. */
export function ReatribuicaoDialog({
  uuid,
  open,
  onClose,
  onDone,
  onConflict,
}: {
  uuid: string;
  open: boolean;
  onClose: () => void;
  onDone: (saved: Awaited<ReturnType<typeof contatosApi.reatribuir>>) => void;
  onConflict: () => void;
}) {
  const [parceiro, setParceiro] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const [invalido, setInvalido] = useState<{ parceiro?: string; motivo?: string }>({});
  const reatribuir = useMutation({
    mutationFn: (body: { parceiro: string; motivo: string | null }) =>
      contatosApi.reatribuir(uuid, body.parceiro, body.motivo),
    onSuccess: (saved) => {
      onClose();
      setParceiro(null);
      setMotivo('');
      onDone(saved);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) onConflict();
    },
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reatribuir-titulo" fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void validarOndeComprar('reatribuicaoSchema', { parceiro: parceiro ?? '', motivo }).then(
            (result) => {
              if (!result.ok) {
                const { motivo: erroMotivo, ...outros } = result.errors;
                setInvalido({ motivo: erroMotivo, parceiro: Object.values(outros)[0] });
                return;
              }
              setInvalido({});
              reatribuir.mutate(result.data);
            },
          );
        }}
      >
        <DialogTitle id="reatribuir-titulo">Reatribuir contato</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            O contato é oferecido agora ao parceiro escolhido, que recebe um e-mail e tem o prazo de resposta
            de sempre.
          </DialogContentText>
          <Stack spacing={2}>
            <Selector
              target="cliente"
              label="Parceiro"
              value={parceiro}
              onChange={setParceiro}
              required
              error={invalido.parceiro !== undefined}
              helperText={invalido.parceiro}
            />
            <TextInput
              label="Motivo"
              value={motivo}
              onChange={(event) => setMotivo(event.target.value)}
              fullWidth
              multiline
              minRows={2}
              error={invalido.motivo !== undefined}
              helperText={invalido.motivo ?? 'Opcional: fica no histórico do contato.'}
              slotProps={{ htmlInput: { maxLength: LIMITES_ONDE_COMPRAR.motivo } }}
            />
          </Stack>
          <ErrorBox
            errors={reatribuir.isError ? errosDe(reatribuir.error, 'Não foi possível reatribuir.') : []}
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={reatribuir.isPending}>
            Reatribuir
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
