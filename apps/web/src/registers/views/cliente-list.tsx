import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { can, cliente as def, PERM } from '@prix/shared/core';
import { HOME_PATH } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import type { MenuAction } from '../../components/list/row-menu';
import { useListActions } from '../list/use-list-actions';
import { useListState } from '../list-state';
import { registerQueries, type Row } from '../queries';
import { RegisterListScreen } from '../register-list';
import { detailPath, fromState } from '../use-back';
import { canOpenClienteDetail, clienteAbilities } from './cliente-rules';

/** The companies' list (cliente.view.tsx): a partner with a single company goes straight to it. */
export function ClienteList() {
  const { usuario: viewer, permissions } = useSession();
  const abilities = clienteAbilities(permissions, viewer.externo);
  const state = useListState();
  const from = fromState(useLocation());
  const listActions = useListActions(def, abilities);
  // The same query as ListScreen's (one request), read here for the single-company shortcut.
  const list = useQuery(registerQueries.list(def, { geral: state.geral, page: state.page }));

  // SPEC §2.3: a partner with a single company and no filter goes straight to it.
  const only = list.data?.total === 1 && !list.isPlaceholderData ? list.data.results[0] : undefined;
  if (viewer.externo && !state.hasFilter && typeof only?.uuid === 'string') {
    // 'Voltar' from there goes home: back to this list would only bounce to the detail again.
    return <Navigate to={detailPath(def.name, only.uuid)} replace state={{ from: HOME_PATH }} />;
  }

  // SPEC §6: 'Detalhes' for whoever opens the detail; 'Editar' and 'Excluir' with visualizar.dados.cliente.
  const details = canOpenClienteDetail(permissions);
  const menu = abilities.canWrite && can(permissions, PERM.cliente.visualizarDados);
  const actions = (row: Row): MenuAction[] => [
    ...(details
      ? [
          {
            label: 'Detalhes',
            icon: <VisibilityIcon fontSize="small" />,
            to: detailPath(def.name, String(row.uuid)),
            state: from,
          },
        ]
      : []),
    ...(menu ? listActions.actions(row) : []),
  ];

  return <RegisterListScreen def={def} state={state} listActions={listActions} actions={actions} />;
}
