import type { FirstViewState } from '../lib/first-view';
import { nextTask } from '../lib/next-task';

/**
 * Takes over the page the server drew (decision 0049), or, when the server drew another company than this
 * browser keeps (its cookie was missing), draws it again for the right one. React, the router and MUI are
 * imported one after the other, a task apart: a phone evaluating all their modules in one task was the take-over's
 * longest (the TBT budget).
 */
export async function takeOver(container: HTMLElement, state: FirstViewState): Promise<void> {
  const { readStoredEmpresa, syncEmpresaCookie } = await import('../lib/empresa-storage');
  if (state.empresa !== readStoredEmpresa()) {
    syncEmpresaCookie();
    const { startInBrowser } = await import('./start-in-browser');
    container.replaceChildren();
    container.removeAttribute('inert');
    startInBrowser(container);
    return;
  }
  await import('react-dom/client');
  await nextTask();
  await import('./router');
  await nextTask();
  await import('./providers');
  await nextTask();
  const { hydrateFirstView } = await import('./hydrate');
  await nextTask();
  await hydrateFirstView(container, state);
}
