import type { ReactNode } from 'react';
import { useMayOpen, type PageAccess } from '../lib/access';
import { NoPermissionPage } from './no-permission-page';

/** Its children when the signed-in user passes `access`, else the no-permission page. */
export function RequireAccess({ access, children }: { access: PageAccess; children: ReactNode }) {
  return useMayOpen(access) ? children : <NoPermissionPage />;
}
