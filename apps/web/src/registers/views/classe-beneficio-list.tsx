import { useLocation } from 'react-router';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { classeBeneficio } from '@prix/shared/core';
import { useSession } from '../../lib/session-context';
import { registerAbilities } from '../abilities';
import { ListScreen } from '../list/list-screen';
import { useListState } from '../list-state';
import type { Row } from '../queries';
import { detailPath, fromState } from '../use-back';

const source = { name: classeBeneficio.name, apiPath: classeBeneficio.apiPath } as const;
const RIGHTS = { ...classeBeneficio, permission: classeBeneficio.permissions[0], editOnly: true };

/** The benefits per class, a row per pair (classe-beneficio.view.tsx). */
export function ClasseBeneficioList() {
  const { permissions } = useSession();
  const { canWrite } = registerAbilities(permissions, RIGHTS);
  const state = useListState();
  const from = fromState(useLocation());
  const text = (key: string) => (row: Row) => String(row[key] ?? '');
  return (
    <ListScreen
      title="Benefícios por classe"
      source={source}
      state={state}
      options={[]}
      columns={[
        { key: 'classe_id', label: 'Código', render: text('classe_id') },
        { key: 'classe_nome', label: 'Nome', render: text('classe_nome') },
        { key: 'beneficio_nome', label: 'Benefício', render: text('beneficio_nome') },
        { key: 'valor_beneficio', label: 'Valor', render: text('valor_beneficio') },
      ]}
      rowKey={(row) => `${String(row.classe_id)}/${String(row.beneficio_id)}`}
      rowLabel={(row) => `${String(row.classe_nome)} – ${String(row.beneficio_nome)}`}
      actions={(row) => [
        {
          label: canWrite ? 'Editar' : 'Detalhes',
          icon: canWrite ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />,
          to: detailPath(source.name, `${String(row.classe_id)}/${String(row.beneficio_id)}`),
          state: from,
        },
      ]}
    />
  );
}
