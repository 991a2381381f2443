import { useParams } from 'react-router';
import { findGenericRegisterDef, labelFor } from '@prix/shared/core';
import { findRegister } from '../app/access';
import { NoPermissionPage } from '../app/pages/no-permission-page';
import { NotFoundPage } from '../app/pages/not-found-page';
import { PlaceholderPage } from '../features/placeholder-page';
import { useSession } from '../lib/session-context';
import { CUSTOM_VIEWS, GenericRegisterView } from './index';
// Opened only inside the shell: its modules stay in the shell's chunk (see app/areas/index.ts).
import '../app/areas/shell-area';

/**
 * /cadastro/:register/*: unknown register → not found; no read permission (app/access.ts) → no permission;
 * otherwise its custom view, else the generic screens of its definition. Registers not defined yet keep a
 * placeholder.
 */
export function RegisterRoute() {
  const { register: name } = useParams();
  const { usuario, permissions } = useSession();
  const register = findRegister(name);
  if (!register) return <NotFoundPage />;
  if (!register.canOpen(permissions)) return <NoPermissionPage />;
  const Custom = CUSTOM_VIEWS[register.name];
  if (Custom) return <Custom key={register.name} />;
  // usuario and cliente wrap the generic routes with their own rules; their screens come with them.
  const def = findGenericRegisterDef(register.name);
  if (def) return <GenericRegisterView key={def.name} def={def} />;
  return (
    <PlaceholderPage
      key={register.name}
      title={labelFor(register.title, usuario.externo)}
      text="Este cadastro estará disponível em breve."
    />
  );
}
