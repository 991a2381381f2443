import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
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
import type { ContatoDetalhe } from '@prix/shared/onde-comprar';
import { ErrorBox } from '../../components/error-box';
import { Notice } from '../../components/notice';
import { PageTitle } from '../../components/page-title';
import { DetailLoading, BackButton } from '../../components/fila/detail-frame';
import { TextInput } from '../../components/text-input';
import { isApiError } from '../../lib/api-client';
import { contatoKeys, contatosApi, type Lado } from './contatos-api';
import {
  FieldList,
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

/** What a side's part of the enquiry's page works with. */
export interface ParteDoLado {
  contato: ContatoDetalhe;
  /** 'Voltar para …', the way back to the side's list. */
  voltar: ReactNode;
  /** The request as the side sees it: situation, deadline, fields, message. */
  pedido: ReactNode;
  /** The enquiry's query key (to read it again after a conflict). */
  chave: QueryKey;
  /** After a change the server answered with the enquiry: shows it, refreshes the side's list, says `mensagem`. */
  gravado: (mensagem: string) => (salvo: ContatoDetalhe) => void;
}

/**
 * The page of one enquiry as `lado` sees it (ContatoDetalhePage), for the side's queue (its detail at
 * `{lista.caminho}/{uuid}`).
 */
export function detalheDoLado(lado: Lado, lista: ListaDoLado, Parte: ParteDaPagina) {
  return function DetalheDoLado({ uuid }: { uuid: string }) {
    return <ContatoDetalhePage lado={lado} uuid={uuid} lista={lista} Parte={Parte} />;
  };
}

/** The side's list: its address and its name in 'Voltar para …'. */
type ListaDoLado = { caminho: string; nome: string };
type ParteDaPagina = (parte: ParteDoLado) => ReactNode;

/**
 * One enquiry, as staff (`lado` 'contatos') or the partner's company ('oportunidades') see it: the page's title
 * (the visitor's name), loading or the failed load, and the notice after a change; `Parte` lays out the rest,
 * what the side may do (its actions, sections and dialogs), around the request (`pedido`).
 */
function ContatoDetalhePage({
  lado,
  uuid,
  lista,
  Parte,
}: {
  lado: Lado;
  uuid: string;
  lista: ListaDoLado;
  Parte: ParteDaPagina;
}) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const chave = contatoKeys.detalhe(lado, uuid);
  const detalhe = useQuery({
    queryKey: chave,
    queryFn: ({ signal }) => contatosApi.detalhe(lado, uuid, signal),
  });
  const voltar = <BackButton to={lista.caminho}>Voltar para {lista.nome}</BackButton>;
  if (!detalhe.isSuccess) return <DetailLoading query={detalhe} back={voltar} />;
  const c = detalhe.data;
  const gravado = (mensagem: string) => (salvo: ContatoDetalhe) => {
    queryClient.setQueryData(chave, salvo);
    void queryClient.invalidateQueries({ queryKey: ['contatos', lado, 'lista'] });
    setNotice(mensagem);
  };
  return (
    <>
      <PageTitle record={c.nome} />
      <Parte
        contato={c}
        voltar={voltar}
        pedido={<PedidoDoContato contato={c} lado={lado} />}
        chave={chave}
        gravado={gravado}
      />
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}

/**
 * The request: its situation and deadline, when it came and what the visitor asked. Staff also see the partner
 * it is with and the visitor's address and phone, and read it beside its history (no margin under it); the
 * partner sees the visitor's contact apart, once accepted, and reads what to do under it.
 */
function PedidoDoContato({ contato: c, lado }: { contato: ContatoDetalhe; lado: Lado }) {
  const daEquipe = lado === 'contatos';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={daEquipe ? 'Pedido' : 'Pedido do cliente'}
      sx={{ p: { xs: 2, sm: 3 }, mb: daEquipe ? undefined : 2 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2, rowGap: 1 }}>
        <ContatoStatusChip status={c.status} />
        <Prazo contato={c} />
      </Stack>
      <FieldList
        fields={[
          ['Recebido em', formatDataHora(c.recebidoEm)],
          ...(daEquipe ? [['Parceiro', c.parceiro ?? 'Nenhum'] as const] : []),
          ['Cidade', cidadeTexto(c)],
          ['Interesse', interesseTexto(c)],
          ['Linha de produto', linhaTexto(c)],
          ['Resultado', resultadoTexto(c)],
          ...(daEquipe
            ? ([
                ['E-mail', c.email && <Link href={`mailto:${c.email}`}>{c.email}</Link>],
                ['Telefone', c.telefone],
              ] as const)
            : []),
        ]}
      />
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mt: 3, mb: 1 }}>
        Mensagem
      </Typography>
      <Mensagem texto={c.mensagem} />
    </Paper>
  );
}

/** What opens a side's move on the enquiry (AcaoDoContato), and what it does once made or refused with 409. */
export interface AcaoProps<R> {
  uuid: string;
  open: boolean;
  onClose: () => void;
  onDone: (resposta: R) => void;
  onConflict: () => void;
}

/**
 * A side's move on the enquiry that asks why first ('Reatribuir', 'Recusar'): a dialog titled `titulo` with
 * `texto`, the move's own fields (`children`), the reason (`motivo`: kept in the enquiry's history), the
 * server's refusal under them (`falha` when it says nothing), then 'Cancelar' and the button `acao`. Sent,
 * `checar` reads the fields with the reason (what is wrong with the reason comes back, the rest the dialog's own
 * fields say) and `executar` makes the move; done, the dialog closes, the reason empties and `onDone` has the
 * answer. A 409 (someone else moved the enquiry, the deadline passed) calls `onConflict`.
 */
export function AcaoDoContato<D, R>({
  open,
  onClose,
  onDone,
  onConflict,
  titulo,
  texto,
  acao,
  cor,
  falha,
  motivo: campo,
  checar,
  executar,
  children,
}: Omit<AcaoProps<R>, 'uuid'> & {
  titulo: string;
  texto: string;
  acao: string;
  cor?: 'error';
  falha: string;
  motivo: { rotulo: string; linhas: number; obrigatorio?: boolean; ajuda?: string };
  checar: (motivo: string) => Promise<{ ok: true; dados: D } | { ok: false; motivo?: string }>;
  executar: (dados: D) => Promise<R>;
  children?: ReactNode;
}) {
  const id = useId();
  const [motivo, setMotivo] = useState('');
  const [erroDoMotivo, setErroDoMotivo] = useState<string>();
  const mutation = useMutation({
    mutationFn: executar,
    onSuccess: (resposta) => {
      onClose();
      setMotivo('');
      onDone(resposta);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) onConflict();
    },
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void checar(motivo).then((checado) => {
            setErroDoMotivo(checado.ok ? undefined : checado.motivo);
            if (checado.ok) mutation.mutate(checado.dados);
          });
        }}
      >
        <DialogTitle id={id}>{titulo}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{texto}</DialogContentText>
          <Stack spacing={2}>
            {children}
            <TextInput
              label={campo.rotulo}
              value={motivo}
              onChange={(event) => setMotivo(event.target.value)}
              required={campo.obrigatorio}
              autoFocus={campo.obrigatorio}
              fullWidth
              multiline
              minRows={campo.linhas}
              error={erroDoMotivo !== undefined}
              helperText={erroDoMotivo ?? campo.ajuda}
              slotProps={{ htmlInput: { maxLength: LIMITES_ONDE_COMPRAR.motivo } }}
            />
          </Stack>
          <ErrorBox errors={mutation.isError ? errosDe(mutation.error, falha) : []} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" color={cor} disabled={mutation.isPending}>
            {acao}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
