import { Navigate, Route, Routes } from 'react-router';
import { can, PERM, usuario as def } from '@prix/shared';
import { NotFoundPage } from '../../app/pages/not-found-page';
import { useSession } from '../../lib/session-context';
import { registerAbilities } from '../abilities';
import { useRecordEditor } from '../detail/use-record-editor';
import { planFields } from '../form/field-plan';
import { RegisterForm } from '../form/register-form';
import { useListState } from '../list-state';
import { useListActions } from '../list/use-list-actions';
import type { Row } from '../queries';
import { listColumns, RegisterListScreen } from '../register-list';
import { ResendInviteButton } from './resend-invite-button';
import { FuncionarioDetail } from './usuario-externo.view';
import { UsuarioFormRoute, type UsuarioFormProps } from './usuario-form-route';
import { usuarioEditPath, usuarioNewPath } from './usuario-paths';
import { cpfLockedFor, usuarioAdjust, usuarioFieldLocked, usuarioFieldShown } from './usuario-rules';

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
  const listActions = useListActions(
    def,
    { ...abilities, canDelete },
    // Nobody deletes themselves (SPEC §6).
    (uuid) => uuid !== viewer.uuid,
    {
      novo: usuarioNewPath(permissions),
      open: (row) =>
        usuarioEditPath({ uuid: viewer.uuid, permissions }, { uuid: String(row.uuid), externo: row.externo }),
    },
  );
  // The type column only for who may see internal users (cadastro.usuario.interno).
  const columns = listColumns(def, permissions)
    .filter((column) => column.key !== 'externo' || showType)
    .map((column) =>
      column.key === 'externo'
        ? { ...column, render: (row: Row) => (row.externo === true ? 'Externo' : 'Interno') }
        : column,
    );
  return <RegisterListScreen def={def} state={state} listActions={listActions} columns={columns} />;
}

function UsuarioDetail({ id, onNotice }: UsuarioFormProps) {
  const { usuario: viewer, permissions } = useSession();
  const registerRights = registerAbilities(permissions, def.permission);
  // Deleting needs excluir.usuario.externo too, and nobody deletes themselves (SPEC §6).
  const abilities = {
    ...registerRights,
    canDelete:
      registerRights.canDelete && can(permissions, PERM.usuario.excluirExterno) && id !== viewer.uuid,
  };
  const editor = useRecordEditor(def, id, { abilities, onNotice });
  if (editor.gate) return editor.gate;
  const { data, mode } = editor;

  const showExternalToggle = can(permissions, PERM.cadastro.usuarioInterno);
  const plan = planFields(def, mode, abilities.canWrite)
    .filter((planned) => planned.name !== 'incompleto')
    .filter((planned) => planned.name !== 'externo' || showExternalToggle)
    .map((planned) =>
      planned.name === 'externo' && mode === 'edit' ? { ...planned, readOnly: true } : planned,
    );
  const editing = { self: id === viewer.uuid, cpfLocked: mode === 'edit' && cpfLockedFor(data, permissions) };

  const form = (
    <RegisterForm
      key={editor.formKey}
      {...editor.formProps}
      plan={plan}
      isShown={usuarioFieldShown}
      isLocked={(name, values) => usuarioFieldLocked(name, values, editing)}
      adjust={usuarioAdjust}
      extra={(values) => data && <ResendInviteButton uuid={id} record={data} values={values} />}
    />
  );
  return editor.page(form);
}
