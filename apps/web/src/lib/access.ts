import { createContext, useContext } from 'react';
import { allows, type AccessRule, type PermissionTree } from '@prix/shared/core';
import { useSession } from './session-context';

/** Who may open a page: anyone, anyone signed in, or a rule over the signed-in user's permissions. */
export type PageAccess = 'public' | 'signedIn' | AccessRule;

/** Whether a permission tree may open a page of the given access (the server checks the same keys). */
export function mayOpen(access: PageAccess, tree: PermissionTree | null | undefined): boolean {
  return access === 'public' || access === 'signedIn' ? true : allows(access, tree);
}

/** Whether the signed-in user passes `access`. */
export function useMayOpen(access: PageAccess): boolean {
  return mayOpen(access, useSession().permissions);
}

/**
 * The access of the page at an address, from the route table: the app provides it (app/shell), so a page can
 * offer a link to another only to those its guard lets in, without knowing the other page's rule.
 */
export const PageAccessContext = createContext<(path: string) => PageAccess | undefined>(() => undefined);

/** Whether the signed-in user may open the page at `path` (false for an address no page has). */
export function useMayOpenPath(path: string): boolean {
  const access = useContext(PageAccessContext)(path);
  return useMayOpen(access ?? { anyOf: [] });
}
