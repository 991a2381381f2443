import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { lazy } from '../../lib/lazy';
import { Link as RouterLink } from 'react-router';
import { onlyParams, useLatestSearchParams } from '../../lib/search-params';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@prix/shared/core';
import {
  AVISO_BONIFICACAO,
  CONDICOES_PAGAMENTO,
  FORMULARIOS_BENEFICIO,
  LAYOUT_RESGATE_VERBA,
  ROTULOS_CAMPOS,
  SCHEMA_POR_LAYOUT,
  TIPOS_ATIVIDADE,
  TIPOS_MATERIAL,
  type FormularioBeneficio,
} from '@prix/shared/solicitacao';
import { PageTitle } from '../../components/page-title';
import { ErrorBox } from '../../components/error-box';
import { UploadArea } from '../../components/upload-area/upload-area';
import { useSession } from '../../lib/session-context';
import { isApiError } from '../../lib/api-client';
import { fetchSubmitDialog, SubmitDialog, type DialogState } from './submit-dialog';
import { PartnerField, submitRequest } from './submit-request';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';
import { MINHAS_SOLICITACOES_PATH } from '../../lib/paths';
import { formatBrl } from '../../lib/format-number';
import { COMPROVACAO_VAZIA, partesDaComprovacao, type Comprovacao } from './comprovacao';

// A redemption's proof (its NF-e and photos): a part of its own, fetched when that form is shown.
const ComprovacaoResgate = lazy(() => import('./comprovacao-resgate'));

const MULTILINE = new Set([
  'equipaments',
  'exposedEquipaments',
  'obs',
  'requestJustification',
  'projectInfo',
  'descricaoAtividade',
]);
/** A redemption's activity, shown with its proof (decision 0055). */
const CAMPOS_ATIVIDADE = ['atividade', 'descricaoAtividade', 'periodoInicio', 'periodoFim'];
const DIAS = new Set(['date', 'periodoInicio', 'periodoFim']);
const NUMERIC = new Set([
  'areaExposedPercentage',
  'areaExposedProductsPercentage',
  'value',
  'quantity',
  'vmc',
]);
const ACCEPT = ['pdf', 'image'] as const;

type Values = Record<string, string>;

/** The form's fields, from its shared schema (the route validates the same one). */
function fieldsOf(form: FormularioBeneficio): string[] {
  return Object.keys(SCHEMA_POR_LAYOUT[form.layout].shape);
}

function FieldInput({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const label = ROTULOS_CAMPOS[name] ?? name;
  if (name === 'condition') {
    return (
      <SelectInput
        label={label}
        value={value}
        onChange={onChange}
        options={CONDICOES_PAGAMENTO.map((c) => ({ value: c, label: c }))}
        fullWidth
      />
    );
  }
  if (name === 'atividade') {
    return (
      <SelectInput
        label={label}
        value={value}
        onChange={onChange}
        options={TIPOS_ATIVIDADE.map((t) => ({ value: t, label: t }))}
        fullWidth
      />
    );
  }
  if (name === 'materialType') {
    const chosen = value ? value.split(',') : [];
    const toggle = (tipo: string, on: boolean) =>
      onChange(TIPOS_MATERIAL.filter((t) => (t === tipo ? on : chosen.includes(t))).join(','));
    return (
      <FormGroup>
        <FormLabel component="legend">{label}</FormLabel>
        <Stack direction="row" spacing={2}>
          {TIPOS_MATERIAL.map((tipo) => (
            <FormControlLabel
              key={tipo}
              control={
                <Checkbox checked={chosen.includes(tipo)} onChange={(e) => toggle(tipo, e.target.checked)} />
              }
              label={tipo}
            />
          ))}
        </Stack>
      </FormGroup>
    );
  }
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      multiline={MULTILINE.has(name)}
      minRows={MULTILINE.has(name) ? 3 : undefined}
      type={name === 'email' ? 'email' : 'text'}
      placeholder={DIAS.has(name) ? 'dd/mm/aaaa' : undefined}
      inputProps={NUMERIC.has(name) ? { inputMode: 'decimal' } : undefined}
    />
  );
}

/**
 * /beneficios?form={title} (SPEC §2.2, §3, §4): the five benefit forms, each behind its key. The dropdown
 * starts on the form named in the address, else on the first one this user may use. No validation in the
 * browser (SPEC §5): the server's errors show in a red box and the 'Erro' dialog.
 */
export function BeneficiosPage() {
  const session = useSession();
  const [params, setParams] = useLatestSearchParams();
  const available = useMemo(
    () => FORMULARIOS_BENEFICIO.filter((f) => can(session.permissions, f.permissao)),
    [session.permissions],
  );
  const asked = params.get('form');
  const form = available.find((f) => f.titulo === asked) ?? available[0];
  const [values, setValues] = useState<Values>({});
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [partner, setPartner] = useState('');
  const [comprovacao, setComprovacao] = useState<Comprovacao>(COMPROVACAO_VAZIA);
  const [dialog, setDialog] = useState<DialogState>(null);
  const reset = () => {
    setValues({});
    setFiles({});
    setComprovacao(COMPROVACAO_VAZIA);
  };

  const send = useMutation({
    mutationFn: () => {
      const chosen = form!.anexos.filter((a) => files[a.campo]);
      const prova =
        form!.layout === LAYOUT_RESGATE_VERBA ? partesDaComprovacao(comprovacao) : { json: {}, files: [] };
      return submitRequest('/solicita-beneficio/upload', {
        json: {
          layout: form!.layout,
          partner: session.empresa?.id ?? partner,
          ...Object.fromEntries(fieldsOf(form!).map((f) => [f, values[f] ?? ''])),
          ...(chosen.length ? { anexos: chosen.map((a) => a.campo) } : {}),
          ...prova.json,
        },
        files: [...chosen.map((a): [string, File] => ['file', files[a.campo]!]), ...prova.files],
      });
    },
    // The answer's dialog, if the browser has not fetched it yet.
    onMutate: fetchSubmitDialog,
    onSuccess: () => {
      reset();
      setDialog('ok');
    },
    onError: () => setDialog('erro'),
  });

  if (!form) {
    return (
      <>
        <PageTitle />
        <Alert severity="info">Nenhum formulário de benefício está disponível para a sua empresa.</Alert>
      </>
    );
  }
  const choose = (titulo: string) => {
    send.reset();
    reset();
    setParams(onlyParams({ form: titulo }), { replace: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  const errors = send.error ? (isApiError(send.error) ? send.error.errors : [String(send.error)]) : [];
  const resgate = form.layout === LAYOUT_RESGATE_VERBA;
  const campos = fieldsOf(form).filter((name) => !resgate || !CAMPOS_ATIVIDADE.includes(name));
  const field = (name: string) => (
    <FieldInput
      key={`${form.layout}-${name}`}
      name={name}
      value={values[name] ?? ''}
      onChange={(v) => setValues((old) => ({ ...old, [name]: v }))}
    />
  );

  return (
    <>
      <PageTitle>
        <Typography color="text.secondary">
          As solicitações são analisadas em até 10 dias úteis. Acompanhe em{' '}
          <RouterLink to={MINHAS_SOLICITACOES_PATH}>Minhas solicitações</RouterLink>.
        </Typography>
      </PageTitle>
      <Paper variant="outlined" component="form" onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 } }} noValidate>
        <Stack spacing={2.5}>
          <SelectInput
            label="Formulário"
            value={form.titulo}
            onChange={choose}
            options={available.map((f) => ({ value: f.titulo, label: f.titulo }))}
            fullWidth
          />
          {form.avisoBonificacao && <Alert severity="info">{AVISO_BONIFICACAO}</Alert>}
          {!session.empresa && <PartnerField value={partner} onChange={setPartner} />}
          {campos.map(field)}
          {resgate && (
            <Suspense fallback={<CircularProgress aria-label="Carregando a comprovação" />}>
              <ComprovacaoResgate
                campos={CAMPOS_ATIVIDADE.map(field)}
                value={comprovacao}
                onChange={setComprovacao}
                partner={session.empresa?.id ?? partner}
                disabled={send.isPending}
                // The amount to redeem starts at the note's total, when not typed yet.
                onLida={(nfe) =>
                  setValues((old) =>
                    old.vmc ? old : { ...old, vmc: formatBrl(nfe.valorTotal).replace(/^R\$\s/u, '') },
                  )
                }
              />
            </Suspense>
          )}
          {form.anexos.map((anexo) => (
            <UploadArea
              key={`${form.layout}-${anexo.campo}`}
              label={anexo.rotulo}
              accept={ACCEPT}
              file={files[anexo.campo] ?? null}
              onChange={(file) => setFiles((old) => ({ ...old, [anexo.campo]: file }))}
              disabled={send.isPending}
            />
          ))}
          <ErrorBox errors={errors} />
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
