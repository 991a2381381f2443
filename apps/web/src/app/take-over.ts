import type { FirstViewState } from '../lib/first-view';
import { nextTask } from '../lib/next-task';

/**
 * The modules a take-over needs, in the order their chunks are evaluated, each in a task of its own: a phone
 * evaluating them all in one task made it the page's longest (the TBT budget). Each step imports a module of the
 * next chunk whose imports the steps before have evaluated (the chunks: apps/web/vite.config.ts); the last ones
 * are the app's: the route table, the providers (MUI's components and the theme) and the signed-in frame.
 */
const STEPS: readonly (() => Promise<unknown>)[] = [
  // A library's step names one export the app uses: a whole namespace would keep every export in the build.
  () => import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
  () => import('@emotion/react').then(({ ThemeContext }) => ThemeContext),
  () => import('./router'),
  () => import('./providers'),
  () => import('./shell-area'),
];

/**
 * Takes over the page the server drew (decision 0049), or, when the server drew another company than this
 * browser keeps (its cookie was missing), draws it again for the right one.
 */
export async function takeOver(container: HTMLElement, state: FirstViewState): Promise<void> {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  const { readStoredEmpresa, syncEmpresaCookie } = await import('../lib/empresa-storage');
  if (state.empresa !== readStoredEmpresa()) {
    syncEmpresaCookie();
    const { startInBrowser } = await import('./start-in-browser');
    container.replaceChildren();
    container.removeAttribute('inert');
    startInBrowser(container);
    return;
  }
  const { hydrateFirstView } = await import('./hydrate');
  await nextTask();
  await hydrateFirstView(container, state);
}
