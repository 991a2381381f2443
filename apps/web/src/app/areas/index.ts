/**
 * The app's areas, each a separate download (decision 0011): the router opens an area when one of its routes is
 * opened, and the shell prefetches the next likely one. One loader per area, so a route and a prefetch always
 * ask for the same chunk. Nothing here is imported statically by the first download but this file.
 */
export const areas = {
  /** /acesso/login: only what the sign-in page shows. */
  login: () => import('../pages/login-page'),
  /** /erros: the sign-in flow's error page. */
  erros: () => import('../pages/erros-page'),
  /** The signed-in frame (top bar, menu, session) with /home, the partner pages and 'not found'. */
  shell: () => import('./shell-area'),
  /** /cadastro/*: every register's list and detail screens. */
  registers: () => import('../../registers/register-route'),
  /** 'Meus dados'. */
  meusDados: () => import('../../features/meu-perfil/meu-perfil-page'),
  /** /faq: the questions and their sanitised answers (DOMPurify comes with it). */
  faq: () => import('../../features/faq/faq-page'),
};

export type AreaId = keyof typeof areas;

const requested = new Set<AreaId>();

/** Starts downloading an area once (a failed download is left to the route that needs it, which reports it). */
export function prefetchArea(id: AreaId): void {
  if (requested.has(id)) return;
  requested.add(id);
  areas[id]().catch(() => requested.delete(id));
}

/** Runs `task` when the browser is idle (right after the current work on browsers without idle callbacks). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/** The lazy area a signed-in address opens, if it is not the shell's own: for prefetching on intent. */
export function areaOf(pathname: string): AreaId | null {
  if (pathname.startsWith('/cadastro/')) return 'registers';
  if (pathname.startsWith('/meu-perfil/')) return 'meusDados';
  if (pathname === '/faq') return 'faq';
  return null;
}
