/**
 * The register lists' chunk (lists.tsx), apart from the register area: a record form downloads none of the
 * lists' code. On a list's address the router fetches it beside the area (app/routes.ts `alsoLoad`), so the
 * list waits for no extra round trip; the menu prefetches both when a link to a list is pointed at.
 */
export const loadRegisterLists = () => import('./lists');

/** A register list's address: /cadastro/{name}/lista, or /cadastro/{name}, which leads there. */
export const isRegisterListPath = (pathname: string) => /^\/cadastro\/[^/]+(\/lista)?\/?$/.test(pathname);
