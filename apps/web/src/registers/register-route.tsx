import { useParams } from 'react-router';
import { allows, findGenericRegisterDef } from '@prix/shared/core';
import { NoPermissionPage } from '../components/no-permission-page';
import { NotFoundPage } from '../components/not-found-page';
import { useSession } from '../lib/session-context';
import { CUSTOM_VIEWS, GenericRegisterView } from './index';
import { findRegister } from './register-access';

/**
 * /cadastro/:register/*: unknown register → not found; no read permission (register-access.ts) → no
 * permission; otherwise its own view, else the generic screens of its definition.
 */
export function RegisterRoute() {
  const { register: name } = useParams();
  const { permissions } = useSession();
  const register = findRegister(name);
  if (!register) return <NotFoundPage />;
  if (!allows(register.read, permissions)) return <NoPermissionPage />;
  const Custom = CUSTOM_VIEWS[register.name];
  if (Custom) return <Custom key={register.name} />;
  // usuario and cliente wrap the generic routes with their own rules; their screens come with them.
  const def = findGenericRegisterDef(register.name);
  return def ? <GenericRegisterView key={def.name} def={def} /> : <NotFoundPage />;
}
