import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserApp } from './router';

/**
 * Draws the app in the browser from nothing: the login page, the public pages, and a signed-in page that came
 * without a first view. Only the router here: MUI's theme and the API cache come with the areas that use them
 * (app/providers.tsx). The page names this chunk and its imports for the browser to fetch with it
 * (vite.config.ts `preloadStart`).
 */
export function startInBrowser(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <BrowserApp />
    </StrictMode>,
  );
}
