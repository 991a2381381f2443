import { useEffect } from 'react';

export const APP_NAME = 'Portal de Parceiros Prix';

/** Sets the browser tab title for the current page. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
