import { can, PERM, usuario as def } from '@prix/shared/core';
import { useSession } from '../../lib/session-context';
import { registerAbilities } from '../abilities';
import { useListState } from '../list-state';
import { useListActions } from '../list/use-list-actions';
import type { Row } from '../queries';
import { listColumns, RegisterListScreen } from '../register-list';
import { usuarioEditPath, usuarioNewPath } from './usuario-paths';

/** The users' list (usuario.view.tsx): the type column for who may see internal users. */
export function UsuarioList() {
  const { usuario: viewer, permissions } = useSession();
  // The server's rules for users: either form's key; deleting with excluir.usuario.externo.
  const abilities = registerAbilities(permissions, def);
  const showType = can(permissions, PERM.cadastro.usuarioInterno);
  const state = useListState();
  const listActions = useListActions(
    def,
    abilities,
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
