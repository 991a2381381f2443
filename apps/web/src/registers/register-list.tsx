import { labelFor, type RegisterDef } from '@prix/shared';
import { useSession } from '../lib/session-context';
import { registerAbilities } from './abilities';
import { CellValue } from './cells';
import { Notice } from './detail/notice';
import type { DataColumn } from './list/data-list';
import { ListScreen } from './list/list-screen';
import { useListActions } from './list/use-list-actions';
import { useListState } from './list-state';
import type { Row } from './queries';

/** The definition's list columns (SPEC §2.3), each cell drawn by its format. */
export function listColumns(def: Pick<RegisterDef, 'list'>): DataColumn<Row>[] {
  return def.list.map((c) => ({
    key: c.field,
    label: c.label,
    width: c.width,
    render: (row: Row) => <CellValue value={row[c.field]} format={c.format} />,
  }));
}

/** /cadastro/{name}/lista: the common list of a register, from its definition (SPEC §2.3). */
export function RegisterList({ def }: { def: RegisterDef }) {
  const { usuario, permissions } = useSession();
  const abilities = registerAbilities(permissions, def.permission, def.editOnly);
  const state = useListState();
  const { options, actions, remove, notice, clearNotice } = useListActions(def, abilities);

  return (
    <>
      <ListScreen
        title={labelFor(def.title, usuario.externo)}
        source={def}
        state={state}
        options={options}
        columns={listColumns(def)}
        rowKey={(row, index) => String(row.uuid ?? index)}
        rowLabel={(row) => String(row[def.labelField ?? 'nome'] ?? row[def.codeField] ?? '')}
        actions={actions}
        errors={remove.errors}
      />
      {remove.dialog}
      <Notice message={notice} onClose={clearNotice} />
    </>
  );
}
