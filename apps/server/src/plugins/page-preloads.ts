import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What a page's first response names for the browser to fetch at once: a `Link` header value, or null. */
export type PagePreload = (request: FastifyRequest) => Promise<string | null>;

export interface PagePreloads {
  /** Adds what the page at `pathname` (exactly) should name; a module adds its own (modules/content: /home). */
  add(pathname: string, preload: PagePreload): void;
  /** The preload of a page address, if a module added one. */
  of(pathname: string): PagePreload | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    pagePreloads: PagePreloads;
  }
}

/**
 * Preloads that depend on the data (the first banner of /home), added by the modules and read by the web app's
 * page (plugins/web-app.ts) when it answers that address. Registered before the modules, so any of them may add.
 */
export default fp(
  async function pagePreloads(app: FastifyInstance) {
    const byPath = new Map<string, PagePreload>();
    app.decorate('pagePreloads', {
      add: (pathname, preload) => void byPath.set(pathname, preload),
      of: (pathname) => byPath.get(pathname),
    } satisfies PagePreloads);
  },
  { name: 'page-preloads' },
);
