import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  MemoryRouter,
  RouterProvider,
} from 'react-router';
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
      <MemoryRouter>
        <CurrentPage value={row('/privacidade/titular')}>
          <PageTitle />
        </CurrentPage>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Consultar titular');
    expect(document.title).toBe('Consultar titular | Portal de Parceiros Prix');
  });

  it("titles one record as its row composes it, or as '{title}: {name}' by default", () => {
    render(
      <MemoryRouter>
        <CurrentPage value={row('/candidaturas/:uuid?')}>
          <PageTitle record="Balanças Nova Era Ltda" />
        </CurrentPage>
      </MemoryRouter>,
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

describe("a page's trail (its breadcrumb) comes from its row", () => {
  const trail = () =>
    within(screen.getByRole('navigation', { name: 'Trilha de navegação' }))
      .getAllByRole('listitem')
      .map((item) => {
        const link = within(item).queryByRole('link');
        return link ? `${link.textContent}→${link.getAttribute('href')}` : item.textContent!.replace('›', '');
      });
  const draw = (page: PageRoute, props: Parameters<typeof PageTitle>[0] = {}) =>
    render(
      <MemoryRouter>
        <CurrentPage value={page}>
          <PageTitle {...props} />
        </CurrentPage>
      </MemoryRouter>,
    );

  it('gives every page but the home one, from its menu group; a record page links to its list', () => {
    for (const route of SHELL_ROUTES) {
      if (route.path === '/home') expect(route.trail).toBeUndefined();
      else expect(route.trail, route.path).toBeDefined();
      // A pattern whose only parameter is optional lists the records it shows one of.
      if (/^[^:]*\/:\w+\?$/.test(route.path))
        expect(route.listAddress, route.path).toBe(route.path.split('/:')[0]);
      else expect(route.listAddress, route.path).toBeUndefined();
    }
    draw(row('/candidaturas/:uuid?'), { record: 'Balanças Nova Era Ltda' });
    expect(trail()).toEqual(['Home→/home', 'Candidaturas→/candidaturas']);
    cleanup();
    draw(row('/relatorio/treinamentos'));
    expect(trail()).toEqual(['Home→/home', 'Relatórios']);
  });

  it("takes the list a register's record belongs to from the page, and shows none on the home page", () => {
    draw(
      SHELL_ROUTES.find((route) => route.menu.kind === 'registers')!,
      {
        record: 'Editar Empresa',
        parent: { label: 'Empresas', to: '/cadastro/cliente/lista' },
      },
    );
    expect(trail()).toEqual(['Home→/home', 'Cadastros', 'Empresas→/cadastro/cliente/lista']);
    cleanup();
    draw(row('/home'), { record: 'Marcos' });
    expect(screen.queryByRole('navigation', { name: 'Trilha de navegação' })).toBeNull();
  });
});
