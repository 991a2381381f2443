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
