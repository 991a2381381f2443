import { Navigate, Route, Routes } from 'react-router';
import { can, PERM, usuario as def } from '@prix/shared/core';
import { NotFoundPage } from '../../app/pages/not-found-page';
import { useSession } from '../../lib/session-context';
import { registerAbilities } from '../abilities';
import { useListState } from '../list-state';
import { useListActions } from '../list/use-list-actions';
import type { Row } from '../queries';
import { listColumns, RegisterListScreen } from '../register-list';
import { lazyScreen } from '../lazy-screen';
import { UsuarioFormRoute } from './usuario-form-route';
import { usuarioEditPath, usuarioNewPath } from './usuario-paths';

// The two user forms come with the form's code, when one is first opened.
const UsuarioDetail = lazyScreen(
  () => import('./usuario-detail'),
  (module) => module.UsuarioDetail,
);
const FuncionarioDetail = lazyScreen(
  () => import('./usuario-externo.view'),
  (module) => module.FuncionarioDetail,
);

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
