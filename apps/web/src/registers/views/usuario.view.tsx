import { useState } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MailIcon from '@mui/icons-material/EmailOutlined';
import { can, labelFor, PERM, usuario as def } from '@prix/shared';
import { NoPermissionPage } from '../../app/pages/no-permission-page';
import { NotFoundPage } from '../../app/pages/not-found-page';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session-context';
import { registerAbilities } from '../abilities';
import { CellValue } from '../cells';
import { DetailFrame } from '../detail/detail-frame';
import { DetailLoadError, DetailLoading } from '../detail/detail-states';
import { Notice } from '../detail/notice';
import { initialValues, planFields, toPayload, type FormValues } from '../form/field-plan';
import { RegisterForm } from '../form/register-form';
import { ListScreen } from '../list/list-screen';
import { useListState } from '../list-state';
import { useListActions } from '../list/use-list-actions';
import { auditOf, registerQueries, type Row } from '../queries';
import { useBackToList } from '../use-back';
import { useDeleteRecord } from '../use-delete';
import { useSave } from '../register-detail';

/**
 * usuario (SPEC §2.3, §3 Usuario, §4, §6): the generic list and detail of the `usuario` definition, with the
 * users' own rules: the type column and the external toggle for cadastro.usuario.interno, internal-only and
 * external-only fields, training only with the e-learning login, and 'Reenviar e-mail de convite'.
 */
export function UsuarioView() {
  return (
    <Routes>
      <Route index element={<Navigate to="lista" replace />} />
      <Route path="lista" element={<UsuarioList />} />
      <Route path="detalhe/:id" element={<UsuarioDetailRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Fields only internal users have (SPEC §3 Usuario). */
const INTERNAL_ONLY = new Set(['login', 'ausente', 'dtdemissao', 'perfis']);
/** Fields only external users have. */
const EXTERNAL_ONLY = new Set(['clientes']);
/** Switches hidden while the record is inactive (SPEC §4). */
const HIDDEN_WHEN_INACTIVE = new Set(['acessosfsf', 'treinamento']);

/** Whether a field of the user form shows with these values. */
export function usuarioFieldShown(name: string, values: FormValues): boolean {
  const externo = values.externo === true;
  if (INTERNAL_ONLY.has(name)) return !externo;
  if (EXTERNAL_ONLY.has(name)) return externo;
  if (HIDDEN_WHEN_INACTIVE.has(name)) return values.inativo !== true;
  if (name === 'docuestr') return values.pais !== 'BR';
  return true;
}

function UsuarioList() {
  const { usuario: viewer, permissions } = useSession();
  const abilities = registerAbilities(permissions, def.permission);
  const canDelete = abilities.canDelete && can(permissions, PERM.usuario.excluirExterno);
  const showType = can(permissions, PERM.cadastro.usuarioInterno);
  const state = useListState();
  // Nobody deletes themselves (SPEC §6).
  const { options, actions, remove, notice, clearNotice } = useListActions(
    def,
    { ...abilities, canDelete },
    (uuid) => uuid !== viewer.uuid,
  );
  const text = (key: string) => (row: Row) => String(row[key] ?? '');

  return (
    <>
      <ListScreen
        title={labelFor(def.title, viewer.externo)}
        source={def}
        state={state}
        options={options}
        columns={[
          { key: 'id', label: 'Código', render: text('id') },
          { key: 'nomecompleto', label: 'Nome', render: text('nomecompleto') },
          { key: 'email', label: 'E-mail', render: text('email') },
          ...(showType
            ? [
                {
                  key: 'externo',
                  label: 'Tipo',
                  render: (row: Row) => (row.externo === true ? 'Externo' : 'Interno'),
                },
              ]
            : []),
          {
            key: 'inativo',
            label: 'Ativo',
            render: (row: Row) => <CellValue value={row.inativo} format="active" />,
          },
        ]}
        rowKey={(row, index) => String(row.uuid ?? index)}
        rowLabel={(row) => String(row.nomecompleto ?? row.id ?? '')}
        actions={actions}
        errors={remove.errors}
      />
      {remove.dialog}
      <Notice message={notice} onClose={clearNotice} />
    </>
  );
}

function UsuarioDetailRoute() {
  const { id = '' } = useParams();
  return <UsuarioDetail key={id} id={id} />;
}

const resendSchema = z.looseObject({ resendInviteOk: z.boolean() });

function UsuarioDetail({ id }: { id: string }) {
  const { usuario: viewer, permissions } = useSession();
  const abilities = registerAbilities(permissions, def.permission);
  const canDelete =
    abilities.canDelete && can(permissions, PERM.usuario.excluirExterno) && id !== viewer.uuid;
  const showExternalToggle = can(permissions, PERM.cadastro.usuarioInterno);
  const mode = id === 'novo' ? 'create' : 'edit';
  const singular = labelFor(def.singular, viewer.externo);
  const title = `${mode === 'create' ? 'Adicionar' : 'Editar'} ${singular}`;
  const [notice, setNotice] = useState<string | null>(null);
  const back = useBackToList(def.name);
  const remove = useDeleteRecord(def, back.back);
  const record = useQuery({ ...registerQueries.detail(def, id), enabled: mode === 'edit' });
  const save = useSave(def, mode === 'create' ? 'novo' : id, setNotice);
  const resend = useMutation({
    mutationFn: () => api.get(`${def.apiPath}/reenvioemail/${id}`, { schema: resendSchema }),
  });

  if (mode === 'create' && !abilities.canCreate) return <NoPermissionPage />;
  if (mode === 'edit' && record.isPending) return <DetailLoading title={title} />;
  if (mode === 'edit' && record.isError) {
    return <DetailLoadError title={title} error={record.error} onBack={back.back} />;
  }
  const data = record.data;

  const plan = planFields(def, mode, abilities.canWrite)
    .filter((planned) => planned.name !== 'incompleto')
    .filter((planned) => planned.name !== 'externo' || showExternalToggle)
    .map((planned) =>
      planned.name === 'externo' && mode === 'edit' ? { ...planned, readOnly: true } : planned,
    );
  const defaults = initialValues(def, mode, data);
  if (mode === 'create') {
    // A new user's defaults come from the schema (SPEC §4: external, e-learning and training on; BR; PT).
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.kind !== 'boolean' && field.kind !== 'ref') continue;
      const parsed = field.schema.safeParse(undefined);
      if (parsed.success) defaults[name] = parsed.data;
    }
  }

  const resendButton = (values: FormValues) => {
    if (mode !== 'edit' || !data) return null;
    // SPEC §4: the changed-status and changed-e-mail flags hide the button.
    const inativoAlterado = (values.inativo === true) !== (data.inativo === true);
    const emailAlterado = String(values.email ?? '').trim() !== String(data.email ?? '').trim();
    if (inativoAlterado || emailAlterado) return null;
    const ok = resend.isSuccess && resend.data.resendInviteOk;
    const failed = resend.isError || (resend.isSuccess && !resend.data.resendInviteOk);
    return (
      <Box sx={{ mt: 2.5 }}>
        <Button
          variant="outlined"
          color={failed ? 'error' : 'primary'}
          startIcon={<MailIcon />}
          loading={resend.isPending}
          disabled={ok}
          onClick={() => resend.mutate()}
        >
          {ok
            ? 'E-mail reenviada com sucesso'
            : failed
              ? 'Falha ao reenviar o e-mail'
              : 'Reenviar e-mail de convite'}
        </Button>
      </Box>
    );
  };

  const form = (
    <RegisterForm
      key={`${id}:${data?.dhedicao ?? ''}:${record.dataUpdatedAt}`}
      plan={plan}
      schema={mode === 'create' ? def.createSchema : def.updateSchema}
      defaultValues={defaults}
      audit={auditOf(data)}
      canWrite={abilities.canWrite}
      saving={save.isPending}
      errors={[...save.errors, ...remove.errors]}
      onSubmit={(parsed) => save.submit(toPayload(def, parsed))}
      onBack={back.back}
      onDelete={mode === 'edit' && canDelete ? () => remove.ask(id) : undefined}
      isShown={usuarioFieldShown}
      isLocked={(name, values) => name === 'treinamento' && values.acessosfsf !== true}
      adjust={(values) =>
        values.acessosfsf !== true && values.treinamento === true ? { treinamento: false } : null
      }
      extra={resendButton}
    />
  );
  return (
    <>
      <DetailFrame title={title} tabs={[{ label: 'Cadastro', content: form }]} />
      {remove.dialog}
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
