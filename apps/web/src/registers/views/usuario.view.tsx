import { Navigate, Route, Routes } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { can, labelFor, PERM, usuario as def } from '@prix/shared';
import { NoPermissionPage } from '../../app/pages/no-permission-page';
import { NotFoundPage } from '../../app/pages/not-found-page';
import { useSession } from '../../lib/session-context';
import { registerAbilities } from '../abilities';
import { CellValue } from '../cells';
import { DetailFrame } from '../detail/detail-frame';
import { DetailLoadError, DetailLoading } from '../detail/detail-states';
import { Notice } from '../detail/notice';
import { initialValues, planFields, toPayload } from '../form/field-plan';
import { RegisterForm } from '../form/register-form';
import { ListScreen } from '../list/list-screen';
import { useListState } from '../list-state';
import { useListActions } from '../list/use-list-actions';
import { auditOf, registerQueries, type Row } from '../queries';
import { useBackToList } from '../use-back';
import { useDeleteRecord } from '../use-delete';
import { useSave } from '../register-detail';
import { ResendInviteButton } from './resend-invite-button';
import { FuncionarioDetail } from './usuario-externo.view';
import { UsuarioFormRoute, type UsuarioFormProps } from './usuario-form-route';
import { usuarioEditPath, usuarioNewPath } from './usuario-paths';
import {
  cpfLockedFor,
  usuarioAdjust,
  usuarioFieldLocked,
  usuarioFieldShown,
  withSchemaDefaults,
} from './usuario-rules';

/**
 * usuario (SPEC §2.3, §3 Usuario, §4, §6): the generic list and detail of the `usuario` definition, with the
 * users' own rules (usuario-rules.ts): the type column and the external toggle for cadastro.usuario.interno,
 * internal-only and external-only fields, training only with the e-learning login, what nobody changes about
 * themselves and 'Reenviar e-mail de convite'. 'Novo' and 'Editar' lead where usuario-paths.ts says: this
 * full form, the employee form (usuario-externo.view.tsx) or 'Meus dados'.
 */
export function UsuarioView() {
  return (
    <Routes>
      <Route index element={<Navigate to="lista" replace />} />
      <Route path="lista" element={<UsuarioList />} />
      <Route path="detalhe/:id" element={<UsuarioFormRoute form={UsuarioDetail} />} />
      <Route path="externo/:id" element={<UsuarioFormRoute form={FuncionarioDetail} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function UsuarioList() {
  const { usuario: viewer, permissions } = useSession();
  // The same keys the server writes users with: either form.
  const abilities = registerAbilities(permissions, [PERM.cadastro.usuario, PERM.cadastro.usuarioExterno]);
  const canDelete = abilities.canDelete && can(permissions, PERM.usuario.excluirExterno);
  const showType = can(permissions, PERM.cadastro.usuarioInterno);
  const state = useListState();
  // Nobody deletes themselves (SPEC §6).
  const { options, actions, remove, notice, clearNotice } = useListActions(
    def,
    { ...abilities, canDelete },
    (uuid) => uuid !== viewer.uuid,
    {
      novo: usuarioNewPath(permissions),
      open: (row) =>
        usuarioEditPath({ uuid: viewer.uuid, permissions }, { uuid: String(row.uuid), externo: row.externo }),
    },
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

function UsuarioDetail({ id, onNotice }: UsuarioFormProps) {
  const { usuario: viewer, permissions } = useSession();
  const abilities = registerAbilities(permissions, def.permission);
  const canDelete =
    abilities.canDelete && can(permissions, PERM.usuario.excluirExterno) && id !== viewer.uuid;
  const showExternalToggle = can(permissions, PERM.cadastro.usuarioInterno);
  const mode = id === 'novo' ? 'create' : 'edit';
  const singular = labelFor(def.singular, viewer.externo);
  const title = `${mode === 'create' ? 'Adicionar' : 'Editar'} ${singular}`;
  const back = useBackToList(def.name);
  const remove = useDeleteRecord(def, back.back);
  const record = useQuery({ ...registerQueries.detail(def, id), enabled: mode === 'edit' });
  const save = useSave(def, id, onNotice);

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
  const initial = initialValues(def, mode, data);
  const defaults = mode === 'create' ? withSchemaDefaults(def, initial) : initial;
  const editing = { self: id === viewer.uuid, cpfLocked: mode === 'edit' && cpfLockedFor(data, permissions) };

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
      isLocked={(name, values) => usuarioFieldLocked(name, values, editing)}
      adjust={usuarioAdjust}
      extra={(values) => data && <ResendInviteButton uuid={id} record={data} values={values} />}
    />
  );
  return (
    <>
      <DetailFrame title={title} tabs={[{ label: 'Cadastro', content: form }]} />
      {remove.dialog}
    </>
  );
}
