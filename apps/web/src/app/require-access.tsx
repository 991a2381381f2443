import type { ReactNode } from 'react';
import { useSession } from '../lib/session-context';
import type { AccessRule } from './access';
import { NoPermissionPage } from './pages/no-permission-page';

/** Renders its children only when the signed-in user passes `rule`; else the no-permission page. */
export function RequireAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { permissions } = useSession();
  return rule(permissions) ? children : <NoPermissionPage />;
}
