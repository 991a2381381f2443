import { matchRoutes } from 'react-router';
import { SHELL_ROUTES, type PageRoute } from './routes';

const patterns = SHELL_ROUTES.map((route) => ({ path: route.path, route }));

/** The signed-in page an address opens, by the router's own ranking of the patterns. */
export function shellRouteOf(pathname: string): PageRoute | undefined {
  return matchRoutes(patterns, pathname)?.[0]?.route.route;
}

const requested = new Set<string>();

/**
 * Starts downloading what the page at `pathname` needs, once per address (a failed download is left to the
 * route that needs it, which reports it): pointing at or focusing a menu link fetches the page it leads to.
 */
export function prefetchPage(pathname: string): void {
  const route = shellRouteOf(pathname);
  if (!route || requested.has(pathname)) return;
  requested.add(pathname);
  for (const loading of [route.page(), route.alsoLoad?.(pathname)]) {
    loading?.catch(() => requested.delete(pathname));
  }
}
