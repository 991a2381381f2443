import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../app/providers';
import { loadShell } from '../app/load-shell';
import { PUBLIC_ROUTES } from '../app/public-routes';
import { SHELL_ROUTES } from '../app/routes';
import { loadRegisterLists } from '../registers/load-lists';
import { App, routes } from '../app/router';
import { loadMaskedInput } from '../components/masked-input/masked-input';
import { loadDetailTabs } from '../registers/detail/detail-frame';
import { loadFormValidation } from '../registers/form/register-form';
import { loadSelectorCombobox } from '../components/selector/selector';
import { loadConfirmDelete } from '../registers/use-delete';
import { loadHistoricoClasse } from '../registers/views/cliente-sections';
import { loadSubmitDialog } from '../features/beneficios/submit-dialog';
import { stubFetch, type StubbedReply } from './fetch-stub';

// The app's pages are lazy routes (app/routes.ts). Loading them all once, before the first render, keeps a test's
// first screen as quick as when every screen was in one bundle (jsdom transforms a module on first import).
// allSettled: a test may make the shell fail to download (app/delivery.test.tsx).
// The parts fetched after a page paints too (the selectors' Autocomplete, imask, the validation, the delete
// confirmation, a detail's tab bar, the company's class history, the benefit forms' answer dialog): screen
// tests drive them; what happens before they arrive has its own tests (selector.test.tsx,
// masked-input.test.tsx, register-form.test.tsx, use-delete.test.tsx, detail-frame.test.tsx).
await Promise.allSettled([
  loadShell(),
  loadRegisterLists(),
  ...[...PUBLIC_ROUTES, ...SHELL_ROUTES].map((route) => route.page()),
  loadSelectorCombobox(),
  loadMaskedInput(),
  loadFormValidation(),
  loadConfirmDelete(),
  loadDetailTabs(),
  loadHistoricoClasse(),
  loadSubmitDialog(),
]);

export type Reply = StubbedReply;
/** Answers a call by method and path (without the query string); undefined → 404. */
export type Handler = (method: string, path: string, body: unknown) => Reply | undefined;

/** Replaces fetch with `handler` (stubFetch), answering with the JSON prefix the real server sends. */
export function stubApi(handler: Handler) {
  return stubFetch((call) => handler(call.method, call.url.pathname, call.body)).fetchMock;
}

export { stubViewport } from './viewport';

export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <App router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
