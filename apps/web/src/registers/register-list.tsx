import { useState } from 'react';
import { useLocation } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { labelFor, type RegisterDef } from '@prix/shared';
import { useSession } from '../lib/session-context';
import { registerAbilities } from './abilities';
import { CellValue } from './cells';
import { Notice } from './detail/notice';
import { ListScreen } from './list/list-screen';
import type { MenuAction } from './list/row-menu';
import { useListState } from './list-state';
import type { Row } from './queries';
import { detailPath, fromState } from './use-back';
import { useDeleteRecord } from './use-delete';

/** /cadastro/{name}/lista: the common list of a register, from its definition (SPEC §2.3). */
export function RegisterList({ def }: { def: RegisterDef }) {
  const { usuario, permissions } = useSession();
  const abilities = registerAbilities(permissions, def.permission, def.editOnly);
  const state = useListState();
  const from = fromState(useLocation());
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useDeleteRecord(def, () => setNotice('Registro excluído com sucesso'));

  const options: MenuAction[] = abilities.canCreate
    ? [{ label: 'Novo', icon: <AddIcon fontSize="small" />, to: detailPath(def.name, 'novo'), state: from }]
    : [];
  const actions = (row: Row): MenuAction[] => {
    const uuid = String(row.uuid);
    const open: MenuAction = abilities.canWrite
      ? { label: 'Editar', icon: <EditIcon fontSize="small" />, to: detailPath(def.name, uuid), state: from }
      : {
          label: 'Detalhes',
          icon: <VisibilityIcon fontSize="small" />,
          to: detailPath(def.name, uuid),
          state: from,
        };
    if (!abilities.canDelete) return [open];
    return [
      open,
      { label: 'Excluir', icon: <DeleteIcon fontSize="small" />, onClick: () => remove.ask(uuid) },
    ];
  };

  return (
    <>
      <ListScreen
        title={labelFor(def.title, usuario.externo)}
        source={def}
        state={state}
        options={options}
        columns={def.list.map((c) => ({
          key: c.field,
          label: c.label,
          width: c.width,
          render: (row: Row) => <CellValue value={row[c.field]} format={c.format} />,
        }))}
        rowKey={(row, index) => String(row.uuid ?? index)}
        rowLabel={(row) => String(row[def.labelField ?? 'nome'] ?? row[def.codeField] ?? '')}
        actions={actions}
        errors={remove.errors}
      />
      {remove.dialog}
      <Notice message={notice} onClose={() => setNotice(null)} />
    </>
  );
}
