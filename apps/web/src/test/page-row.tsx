import type { ReactNode } from 'react';
import { CurrentPage } from '../lib/document-title';
import { PUBLIC_ROUTES } from '../app/public-routes';
import { SHELL_ROUTES } from '../app/routes';

/**
 * A page drawn inside its row of the route table, as the router draws it (app/router.tsx): its title comes from
 * the row. For a test that mounts a page alone in a router of its own.
 */
export function inPageRow(path: string, page: ReactNode) {
  const row = [...PUBLIC_ROUTES, ...SHELL_ROUTES].find((route) => route.path === path);
  if (!row) throw new Error(`${path} não é o endereço de uma linha da tabela de rotas`);
  return <CurrentPage value={row}>{page}</CurrentPage>;
}
