import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider } from 'react-router';
import { StaticRouterProvider } from 'react-router';
import { PageTitle } from '../components/page-title';
import { CurrentPage, DocumentTitleCollector } from '../lib/document-title';
import { stubPublico } from '../test/publico-stub';
import { routes } from './router';
import { SHELL_ROUTES, type PageRoute } from './routes';

const row = (pattern: string): PageRoute => SHELL_ROUTES.find((route) => route.path === pattern)!;

describe("a page's title is its row's", () => {
  it('gives the h1 and the tab the title of the row the page was opened by', () => {
    render(
      <CurrentPage value={row('/privacidade/titular')}>
        <PageTitle />
      </CurrentPage>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Consultar titular');
    expect(document.title).toBe('Consultar titular | Portal de Parceiros Prix');
  });

  it("titles one record as its row composes it, or as '{title}: {name}' by default", () => {
    render(
      <CurrentPage value={row('/candidaturas/:uuid?')}>
        <PageTitle record="Balanças Nova Era Ltda" />
      </CurrentPage>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Candidatura de Balanças Nova Era Ltda',
    );
    expect(document.title).toBe('Candidatura de Balanças Nova Era Ltda | Portal de Parceiros Prix');
    render(
      <CurrentPage value={{ title: 'Erro' }}>
        <PageTitle record="Acesso encerrado" />
      </CurrentPage>,
    );
    expect(document.title).toBe('Erro: Acesso encerrado | Portal de Parceiros Prix');
  });

  it("comes out the same in the server's draw and in the browser's, through the router's rows", async () => {
    stubPublico(() => undefined);
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/seus-dados'));
    if (context instanceof Response) throw new Error('redirecionou');
    const drawn: { title?: string } = {};
    renderToString(
      <DocumentTitleCollector value={drawn}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
      </DocumentTitleCollector>,
    );
    expect(drawn.title).toBe('Seus dados pessoais');

    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/seus-dados'] })} />);
    await waitFor(() => expect(document.title).toBe('Seus dados pessoais | Portal de Parceiros Prix'));
  });

  it('is typed by no page: no PageTitle is given a title, and only generic messages set the tab themselves', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(src, path.join(entry.parentPath, entry.name)));
    const setting = files.filter((file) =>
      /\buseDocumentTitle\(|<PageTitle\s+title=/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    // The hook's own module and the messages that are no row's page (an error boundary, a status card).
    expect(setting.sort()).toEqual(
      ['lib/document-title.ts', 'app/pages/root-error.tsx', 'components/status-message.tsx'].sort(),
    );
  });
});
