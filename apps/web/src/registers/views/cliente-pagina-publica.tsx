import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { LIMITES_ONDE_COMPRAR as L } from '@prix/shared/core/onde-comprar';
import type { PaginaPublica, PaginaPublicaResposta } from '@prix/shared/onde-comprar';
import { ErrorBox } from '../../components/error-box';
import { MaskedInput } from '../../components/masked-input/masked-input';
import { Notice } from '../../components/notice';
import { TextInput } from '../../components/text-input';
import { api, checkedByServer, isApiError } from '../../lib/api-client';
import { validarOndeComprar } from '../../lib/onde-comprar-validation-loader';
import { SectionCard } from '../detail/section-card';
import { fieldGridSx } from '../form/register-form';
import { ONDE_COMPRAR_PATH } from '../../lib/paths';

const paginaKey = (clienteId: string) => ['cliente', clienteId, 'pagina-publica'] as const;
const paginaPath = (clienteId: string) => `/cliente/${encodeURIComponent(clienteId)}/pagina-publica`;

// Checked by the server on the way out (SERVER_CHECKED_ANSWERS): the tab paints without zod.
const paginaAnswer = checkedByServer('GET /api/cliente/:clienteId/pagina-publica');
const gravadaAnswer = checkedByServer('PUT /api/cliente/:clienteId/pagina-publica');

const errorsOf = (error: unknown, fallback: string) => (isApiError(error) ? error.errors : [fallback]);

type Values = {
  visivel: boolean;
  nomePublico: string;
  telefone: string;
  whatsapp: string;
  email: string;
  site: string;
  horario: string;
  descricao: string;
};

const valuesOf = (p: PaginaPublicaResposta): Values => ({
  visivel: p.visivel,
  nomePublico: p.nomePublico ?? '',
  telefone: p.telefone ?? '',
  whatsapp: p.whatsapp ?? '',
  email: p.email ?? '',
  site: p.site ?? '',
  horario: p.horario ?? '',
  descricao: p.descricao ?? '',
});

/**
 * 'Página pública' of 'Empresa' (decision 0046): what the public locator shows of the company, edited by the
 * partner (key parceiro.pagina.publica) or by staff (contatos.gerenciar), validated with the schema the server
 * uses; whether the company appears now and why not; staff suspend a listing with a reason, which the partner
 * then reads here.
 */
export default function PaginaPublicaTab({
  clienteId,
  nomeEmpresa,
  staff,
}: {
  clienteId: string;
  nomeEmpresa: string;
  /** Staff see and set the suspension. */
  staff: boolean;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({
    queryKey: paginaKey(clienteId),
    queryFn: ({ signal }) => api.get(paginaPath(clienteId), { signal, schema: paginaAnswer }),
  });
  if (query.isPending)
    return (
      <Box
        role="status"
        sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 6 }}
      >
        <CircularProgress size={28} aria-hidden="true" />
        <Typography color="text.secondary">Carregando...</Typography>
      </Box>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        }
      >
        {errorsOf(query.error, 'Não foi possível carregar a página pública.').join(' ')}
      </Alert>
    );
  return (
    <>
      <SituacaoAviso pagina={query.data} />
      <PaginaForm
        key={query.dataUpdatedAt}
        clienteId={clienteId}
        nomeEmpresa={nomeEmpresa}
        pagina={query.data}
        onSaved={() => setNotice('Página pública gravada com sucesso')}
      />
      <Notice message={notice} onClose={() => setNotice(null)} />
      {staff && <SuspensaoCard key={`s${query.dataUpdatedAt}`} clienteId={clienteId} pagina={query.data} />}
    </>
  );
}

/** Whether the company appears on 'Onde comprar' now, or why not (the suspension with its reason first). */
function SituacaoAviso({ pagina }: { pagina: PaginaPublicaResposta }) {
  const link = (
    <Link href={ONDE_COMPRAR_PATH} target="_blank" rel="noopener">
      Abrir Onde comprar
      <OpenInNewIcon
        fontSize="inherit"
        sx={{ ml: 0.5, verticalAlign: 'middle' }}
        aria-label="(abre em nova aba)"
      />
    </Link>
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      {pagina.suspensa && (
        <Alert severity="error" role="status">
          <strong>Página suspensa pela equipe Prix.</strong>{' '}
          {pagina.motivoSuspensao
            ? `Motivo: ${pagina.motivoSuspensao}`
            : 'Fale com a equipe Prix para saber mais.'}
        </Alert>
      )}
      {pagina.listado ? (
        <Alert severity="success" role="status" action={link}>
          Sua empresa aparece em Onde comprar.
        </Alert>
      ) : (
        <Alert severity="warning" role="status" action={link}>
          Sua empresa não aparece em Onde comprar
          {pagina.motivos.length > 0 ? ':' : '.'}
          {pagina.motivos.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {pagina.motivos.map((motivo) => (
                <li key={motivo}>{motivo}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}

function PaginaForm({
  clienteId,
  nomeEmpresa,
  pagina,
  onSaved,
}: {
  clienteId: string;
  nomeEmpresa: string;
  pagina: PaginaPublicaResposta;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, watch, setError, clearErrors } = useForm<Values>({
    defaultValues: valuesOf(pagina),
  });
  const [rootError, setRootError] = useState<string | null>(null);
  /** The shared schema's messages on their fields, or the schema's output sent. */
  const send = async (values: Values) => {
    clearErrors();
    setRootError(null);
    const result = await validarOndeComprar('paginaPublicaSchema', values);
    if (result.ok) {
      save.mutate(result.data);
      return;
    }
    for (const [field, message] of Object.entries(result.errors)) {
      if (field in values) setError(field as keyof Values, { message }, { shouldFocus: true });
      else setRootError(message);
    }
  };
  const save = useMutation({
    mutationFn: (body: PaginaPublica) => api.put(paginaPath(clienteId), body, { schema: gravadaAnswer }),
    onSuccess: (saved) => {
      queryClient.setQueryData(paginaKey(clienteId), saved);
      onSaved();
    },
  });
  const descricao = watch('descricao');

  const text = (
    name: Exclude<keyof Values, 'visivel'>,
    label: string,
    max: number,
    extra: { mask?: 'celular'; type?: string; placeholder?: string; multiline?: boolean; hint?: string } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          label={label}
          type={extra.type}
          placeholder={extra.placeholder}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? extra.hint}
          fullWidth
          multiline={extra.multiline}
          minRows={extra.multiline ? 4 : undefined}
          slotProps={
            extra.mask
              ? {
                  input: { inputComponent: MaskedInput as never },
                  htmlInput: { mask: extra.mask, inputMode: 'numeric' },
                }
              : { htmlInput: { maxLength: max } }
          }
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate aria-label="Página pública" onSubmit={handleSubmit(send)}>
      <SectionCard title="Página pública">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          O que clientes veem da sua empresa em Onde comprar, o localizador de revendas e assistências
          técnicas autorizadas do site da Prix. O endereço é o do cadastro da empresa.
        </Typography>
        <Controller
          name="visivel"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              sx={{ mb: 2 }}
              label="Mostrar minha empresa em Onde comprar"
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          )}
        />
        <Box sx={fieldGridSx}>
          {text('nomePublico', 'Nome público', L.nomePublico, { hint: `Sem ele, aparece ${nomeEmpresa}` })}
          {text('email', 'E-mail', L.email, { type: 'email' })}
          {text('telefone', 'Telefone', L.telefone, { mask: 'celular' })}
          {text('whatsapp', 'WhatsApp', L.telefone, { mask: 'celular' })}
          {text('site', 'Site', L.site, { placeholder: 'https://www.exemplo.com.br' })}
          {text('horario', 'Horário de atendimento', L.horario, {
            placeholder: 'Seg. a sex., 8h às 18h; sáb., 8h às 12h',
          })}
          <Box sx={{ gridColumn: '1 / -1' }}>
            {text('descricao', 'Descrição', L.descricao, {
              multiline: true,
              hint: `${descricao.length}/${L.descricao} caracteres · texto simples, sem formatação`,
            })}
          </Box>
        </Box>
      </SectionCard>
      <ErrorBox
        errors={[
          ...(rootError ? [rootError] : []),
          ...(save.isError ? errorsOf(save.error, 'Não foi possível gravar.') : []),
        ]}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Gravar página pública
        </Button>
      </Box>
    </Box>
  );
}

/** Staff: suspend the listing with a reason (shown to the partner), or lift the suspension. */
function SuspensaoCard({ clienteId, pagina }: { clienteId: string; pagina: PaginaPublicaResposta }) {
  const queryClient = useQueryClient();
  const [suspensa, setSuspensa] = useState(pagina.suspensa);
  const [motivo, setMotivo] = useState(pagina.motivoSuspensao ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { suspensa: boolean; motivo: string | null }) =>
      api.put(`${paginaPath(clienteId)}/suspensao`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paginaKey(clienteId) }),
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label="Suspensão"
      onSubmit={(event) => {
        event.preventDefault();
        if (suspensa && motivo.trim() === '') {
          setInvalid('Informe o motivo da suspensão.');
          return;
        }
        void validarOndeComprar('suspensaoSchema', { suspensa, motivo }).then((result) => {
          if (!result.ok) {
            setInvalid(Object.values(result.errors)[0] ?? 'Motivo inválido.');
            return;
          }
          setInvalid(null);
          save.mutate(result.data);
        });
      }}
    >
      <SectionCard title="Suspensão (equipe Prix)">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Uma página suspensa sai de Onde comprar e não recebe contatos, mesmo que o parceiro a mostre. O
          parceiro vê o motivo.
        </Typography>
        <FormControlLabel
          sx={{ mb: 2 }}
          label="Suspender a página pública"
          control={<Switch checked={suspensa} onChange={(event) => setSuspensa(event.target.checked)} />}
        />
        <TextInput
          label="Motivo da suspensão"
          value={motivo}
          onChange={(event) => setMotivo(event.target.value)}
          required={suspensa}
          disabled={!suspensa}
          error={invalid !== null}
          helperText={invalid ?? undefined}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: L.motivo } }}
        />
      </SectionCard>
      <ErrorBox
        errors={save.isError ? errorsOf(save.error, 'Não foi possível gravar.') : []}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="outlined"
          color={suspensa ? 'error' : 'primary'}
          disabled={save.isPending}
        >
          {suspensa ? 'Gravar suspensão' : 'Gravar sem suspensão'}
        </Button>
      </Box>
    </Box>
  );
}
