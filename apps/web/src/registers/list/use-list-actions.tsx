import { useState } from 'react';
import { useLocation } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import type { RegisterDef } from '@prix/shared/core';
import type { Row } from '../queries';
import { detailPath, fromState } from '../use-back';
import { useDeleteRecord } from '../use-delete';
import type { MenuAction } from '../../components/list/row-menu';

/** Where 'Novo' and a row's 'Editar' or 'Detalhes' lead. */
export interface ListLinks {
  readonly novo: string;
  readonly open: (row: Row) => string;
}

/**
 * The options menu ('Novo') and each row's menu ('Editar' or 'Detalhes', 'Excluir') of a register list,
 * with the delete confirmation and its notice. A view narrows deleting per row (nobody deletes themselves)
 * and may send its links elsewhere than the register's detail (usuario: 'Meus dados', the employee form).
 */
export function useListActions(
  def: Pick<RegisterDef, 'name' | 'apiPath'>,
  abilities: { canCreate: boolean; canWrite: boolean; canDelete: boolean },
  canDeleteRow: (uuid: string) => boolean = () => true,
  links: ListLinks = {
    novo: detailPath(def.name, 'novo'),
    open: (row) => detailPath(def.name, String(row.uuid)),
  },
) {
  const from = fromState(useLocation());
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useDeleteRecord(def as RegisterDef, () => setNotice('Registro excluído com sucesso'));

  const options: MenuAction[] = abilities.canCreate
    ? [{ label: 'Novo', icon: <AddIcon fontSize="small" />, to: links.novo, state: from }]
    : [];
  const actions = (row: Row): MenuAction[] => {
    const uuid = String(row.uuid);
    const open: MenuAction = {
      label: abilities.canWrite ? 'Editar' : 'Detalhes',
      icon: abilities.canWrite ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />,
      to: links.open(row),
      state: from,
    };
    if (!abilities.canDelete || !canDeleteRow(uuid)) return [open];
    return [
      open,
      { label: 'Excluir', icon: <DeleteIcon fontSize="small" />, onClick: () => remove.ask(uuid) },
    ];
  };
  return { options, actions, remove, notice, clearNotice: () => setNotice(null) };
}
