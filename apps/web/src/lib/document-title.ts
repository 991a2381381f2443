import { createContext, useContext, useEffect } from 'react';

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

/** What a page's row of the route table (app/routes.ts, app/public-routes.ts) says of its title. */
export interface PageHeading {
  readonly title: string;
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
