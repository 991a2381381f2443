import { can, labelFor, visibleListColumns, type PermissionTree, type RegisterDef } from '@prix/shared/core';
import { useSession } from '../lib/session-context';
import { registerAbilities } from './abilities';
import { CellValue } from './cells';
import { Notice } from '../components/notice';
import type { DataColumn } from '../components/list/data-list';
import { ListScreen } from './list/list-screen';
import { useListActions } from './list/use-list-actions';
import { useListState, type ListState } from './list-state';
import type { MenuAction } from '../components/list/row-menu';
import type { Row } from './queries';

/** The definition's list columns this viewer sees (SPEC §2.3, §6), each cell drawn by its format. */
export function listColumns(
  def: Pick<RegisterDef, 'list' | 'labelField' | 'emptyLabel'>,
  permissions: PermissionTree | null | undefined,
): DataColumn<Row>[] {
  return visibleListColumns(def.list, (key) => can(permissions, key)).map((c) => ({
    key: c.field,
    label: c.label,
    width: c.width,
    render: (row: Row) => {
      // A record without a label shows the definition's word for it ('Botão sem nome').
      const value = row[c.field];
      const empty = value === null || value === undefined || value === '';
      return c.field === def.labelField && empty && def.emptyLabel ? (
        <>{def.emptyLabel}</>
      ) : (
        <CellValue value={value} format={c.format} />
      );
    },
  }));
}

/** /cadastro/{name}/lista: the common list of a register, from its definition (SPEC §2.3). */
export function RegisterList({ def }: { def: RegisterDef }) {
  const { permissions } = useSession();
  const abilities = registerAbilities(permissions, def);
  const state = useListState();
  const listActions = useListActions(def, abilities);
  return <RegisterListScreen def={def} state={state} listActions={listActions} />;
}

/**
 * A register's list screen (title for the viewer's kind, search, table, pages) with its row actions, the
 * delete confirmation and its notice. Custom views pass their own columns or actions.
 */
export function RegisterListScreen({
  def,
  state,
  listActions,
  columns,
  actions = listActions.actions,
}: {
  readonly def: RegisterDef;
  readonly state: ListState;
  readonly listActions: ReturnType<typeof useListActions>;
  readonly columns?: readonly DataColumn<Row>[];
  readonly actions?: (row: Row) => readonly MenuAction[];
}) {
  const { usuario, permissions } = useSession();
  const { options, remove, notice, clearNotice } = listActions;
  return (
    <>
      <ListScreen
        title={labelFor(def.title, usuario.externo)}
        source={def}
        state={state}
        options={options}
        columns={columns ?? listColumns(def, permissions)}
        rowKey={(row, index) => String(row.uuid ?? index)}
        rowLabel={(row) =>
          String(row[def.labelField ?? 'nome'] || def.emptyLabel || row[def.codeField] || '')
        }
        actions={actions}
        errors={remove.errors}
      />
      {remove.dialog}
      <Notice message={notice} onClose={clearNotice} />
    </>
  );
}
