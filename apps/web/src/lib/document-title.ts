import { createContext, useContext, useEffect } from 'react';
import { HOME_PATH } from './paths';

export const APP_NAME = 'Portal de Parceiros Prix';

/** The tab title a page asks for. */
export const fullDocumentTitle = (title: string | undefined) => (title ? `${title} | ${APP_NAME}` : APP_NAME);

/**
 * Where the server's first-view render (entry-server.tsx) collects the title the page asks for, to write it
 * into the page's head; effects do not run there. Absent in the browser.
 */
export const DocumentTitleCollector = createContext<{ title?: string } | null>(null);

/** Sets the browser tab title for the current page. */
export function useDocumentTitle(title: string | undefined): void {
  const collector = useContext(DocumentTitleCollector);
  if (collector) collector.title = title;
  useEffect(() => {
    document.title = fullDocumentTitle(title);
  }, [title]);
}

/** One step of a page's trail (its breadcrumb): a label, and the page it leads to (none: a menu group). */
export interface TrailStep {
  readonly label: string;
  readonly to?: string;
}

/** What a page's row of the route table (app/routes.ts, app/public-routes.ts) says of its title. */
export interface PageHeading {
  readonly title: string;
  /** The steps above the page in its trail, after 'Home' (app/routes.ts derives them from the menu). */
  readonly trail?: readonly TrailStep[];
  /** The address listing the records the page shows one of (a queue's list), the trail's step to it. */
  readonly listAddress?: string;
  /**
   * The title of one record the page shows (a detail: a company's application, an enquiry, a request), from the
   * record's name; without it, `{title}: {name}`.
   */
  readonly recordTitle?: (name: string) => string;
}

/** The row the current page was opened by: the router (app/router.tsx) wraps each page in it. */
export const CurrentPage = createContext<PageHeading | null>(null);

/** The title of `row`, or of the record named `record` that its page shows. */
export function titleOf(row: PageHeading, record?: string): string {
  if (record === undefined) return row.title;
  return row.recordTitle ? row.recordTitle(record) : `${row.title}: ${record}`;
}

/**
 * The current page's title, from its row of the route table, and the tab's: a page never types its own. A page
 * showing one record passes the record's name (`usePageTitle(empresa.razaoSocial)`) and its row composes the
 * title. Outside a row (a component drawn alone in a test) there is no title.
 */
export function usePageTitle(record?: string): string {
  const row = useContext(CurrentPage);
  const title = row ? titleOf(row, record) : (record ?? '');
  useDocumentTitle(title || undefined);
  return title;
}

/**
 * The current page's trail: 'Home', its row's steps, the list a record page belongs to (`parent`, else its row's
 * list), each a link where a page of its own exists; the page itself is not a step. Empty on the home page, on
 * a page right under it and outside a row.
 */
export function usePageTrail(record?: string, parent?: TrailStep): readonly TrailStep[] {
  const row = useContext(CurrentPage);
  if (!row || row.trail === undefined) return [];
  const list =
    parent ?? (record !== undefined && row.listAddress ? { label: row.title, to: row.listAddress } : null);
  const steps = [...row.trail, ...(list ? [list] : [])];
  // A page right under 'Home' shows no trail: a lone link home is what the top bar's brand already is.
  return steps.length ? [{ label: 'Home', to: HOME_PATH }, ...steps] : [];
}
