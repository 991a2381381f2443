import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ALL_PERMISSION_KEYS,
  EMPRESA_HEADER,
  EMPRESA_STORAGE_KEY,
  JSON_PREFIX,
  PERM,
  type SessionInfo,
} from '@prix/shared/core';
import { MSG_TITULAR_ANONIMIZADO } from '@prix/shared/core/privacidade';
import { navigateTo } from '../lib/navigation';
import { makeSession, TEST_EMPRESA } from '../test/session-fixtures';
import { renderApp, stubApi, stubViewport, type Handler } from '../test/render-app';

vi.mock('../lib/navigation', () => ({ navigateTo: vi.fn() }));

function signedIn(session: SessionInfo | null, extra: Handler = () => undefined): ReturnType<typeof stubApi> {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') {
      return session ? { status: 200, body: session } : { status: 401, body: { errors: [] } };
    }
    return extra(method, path, body);
  });
}

function sessionCalls(fetchMock: ReturnType<typeof stubApi>): number {
  return fetchMock.mock.calls.filter(([url]) => String(url) === '/api/acesso/info').length;
}

afterEach(() => {
  vi.mocked(navigateTo).mockReset();
});

describe('access', () => {
  it('sends a visitor to the login page, whose sign-in is a full navigation', async () => {
    signedIn(null);
    const { router } = renderApp('/home');
    const signIn = await screen.findByRole('link', { name: 'Entrar como parceiro' });
    expect(router.state.location.pathname).toBe('/acesso/login');
    expect(signIn.getAttribute('href')).toBe('/api/auth/signin');
    expect(screen.getByRole('link', { name: 'Acesso de colaboradores' }).getAttribute('href')).toBe(
      '/api/acesso/oidc/login',
    );
    // The programme's own page, in the portal: no outside address, no new tab.
    const parceiro = screen.getByRole('link', { name: 'Quero ser um parceiro' });
    expect(parceiro.getAttribute('href')).toBe('/seja-parceiro');
    expect(parceiro.hasAttribute('target')).toBe(false);
    // The public pages' footer offers it too.
    expect(screen.getByRole('link', { name: 'Seja um parceiro' }).getAttribute('href')).toBe(
      '/seja-parceiro',
    );
    // And how anyone asks about their personal data (LGPD), without an account.
    expect(screen.getByRole('link', { name: 'Seus dados pessoais' }).getAttribute('href')).toBe(
      '/seus-dados',
    );
  });

  it('sends a signed-in user from the login page to /home', async () => {
    signedIn(makeSession([]));
    const { router } = renderApp('/acesso/login');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it("sends a user with an incomplete profile to 'Meus dados'", async () => {
    signedIn(makeSession([PERM.cadastro.pais], { incompleto: true }));
    const { router } = renderApp('/cadastro/pais/lista');
    expect(await screen.findByRole('heading', { name: 'Meus dados' })).toBeTruthy();
    expect(screen.getByText('Complete seu cadastro por gentileza')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/meu-perfil/usuario/detalhe/u-1');
  });

  it('refuses a register without its key and opens it with the key', async () => {
    signedIn(makeSession([PERM.cadastro.arquivo]), (method, path) =>
      method === 'GET' && path.startsWith('/api/arquivo')
        ? { status: 200, body: { results: [], total: 0 } }
        : undefined,
    );
    const { router } = renderApp('/cadastro/pais/lista');
    expect(
      await screen.findByRole('heading', { name: 'Você não tem permissão para esta página' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para home' }).getAttribute('href')).toBe('/home');

    // With its key, the register's list.
    await router.navigate('/cadastro/arquivo/lista');
    expect(await screen.findByRole('heading', { name: 'Arquivo' })).toBeTruthy();
    expect(await screen.findByText('Nenhum registro encontrado')).toBeTruthy();
  });

  it('guards the partner pages with their keys', async () => {
    signedIn(makeSession([PERM.relatorio.faturamento]));
    const { router } = renderApp('/relatorio/faturamento/lista/42');
    expect(await screen.findByRole('heading', { name: 'Relatório de faturamento' })).toBeTruthy();
    await router.navigate('/categorias');
    expect(
      await screen.findByRole('heading', { name: 'Você não tem permissão para esta página' }),
    ).toBeTruthy();
  });

  it('shows not found for unknown paths and unknown registers', async () => {
    signedIn(makeSession(ALL_PERMISSION_KEYS));
    const { router } = renderApp('/nada/aqui');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    await router.navigate('/cadastro/inexistente/lista');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
  });

  it('clears the selected company when the session fails to load, so the retry goes without it', async () => {
    localStorage.setItem(EMPRESA_STORAGE_KEY, '1');
    const session = makeSession([], { externo: true });
    const fetchMock = signedIn(session);
    let failures = 1;
    fetchMock.mockImplementation(async (input, init) => {
      const index = new Headers(init?.headers).get(EMPRESA_HEADER);
      if (String(input) !== '/api/acesso/info') return new Response('', { status: 404 });
      // The company of index 1 is gone: the server fails while that index is sent.
      if (index === '1' && failures-- > 0)
        return new Response(`${JSON_PREFIX}{"errors":[]}`, { status: 500 });
      return new Response(`${JSON_PREFIX}${JSON.stringify(session)}`, { status: 200 });
    });
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza' }, { timeout: 5000 })).toBeTruthy();
    expect(localStorage.getItem(EMPRESA_STORAGE_KEY)).toBeNull();
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(EMPRESA_HEADER));
    expect(sent[0]).toBe('1');
    expect(new Set(sent.slice(1))).toEqual(new Set([null]));
  });

  it('clears the selected company when nobody is signed in (401)', async () => {
    localStorage.setItem(EMPRESA_STORAGE_KEY, '1');
    signedIn(null);
    const { router } = renderApp('/home');
    await screen.findByRole('link', { name: 'Entrar como parceiro' });
    expect(router.state.location.pathname).toBe('/acesso/login');
    expect(localStorage.getItem(EMPRESA_STORAGE_KEY)).toBeNull();
  });

  it('keeps the selected company when a session call gets no answer (the page leaving for the company chosen)', async () => {
    localStorage.setItem(EMPRESA_STORAGE_KEY, '1');
    const session = makeSession([], { externo: true });
    const fetchMock = signedIn(session);
    let unanswered = 1;
    fetchMock.mockImplementation(async (input) => {
      if (String(input) !== '/api/acesso/info') return new Response('', { status: 404 });
      // A full navigation (the company switch) cancels the calls in flight: no answer, not a stale index.
      if (unanswered-- > 0) throw new TypeError('Failed to fetch');
      return new Response(`${JSON_PREFIX}${JSON.stringify(session)}`, { status: 200 });
    });
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza' }, { timeout: 5000 })).toBeTruthy();
    expect(localStorage.getItem(EMPRESA_STORAGE_KEY)).toBe('1');
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get(EMPRESA_HEADER));
    expect(new Set(sent)).toEqual(new Set(['1']));
  });

  it('keeps the selected company while the session loads', async () => {
    localStorage.setItem(EMPRESA_STORAGE_KEY, '1');
    signedIn(makeSession([], { externo: true }));
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Olá, Ana Souza' });
    expect(localStorage.getItem(EMPRESA_STORAGE_KEY)).toBe('1');
  });

  it('re-reads the session on every path change', async () => {
    const fetchMock = signedIn(makeSession(ALL_PERMISSION_KEYS));
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Olá, Ana Souza' });
    const before = sessionCalls(fetchMock);
    expect(before).toBe(1);

    fireEvent.click(screen.getByRole('link', { name: 'Países' }));
    expect(await screen.findByRole('heading', { name: 'Países' })).toBeTruthy();
    await waitFor(() => expect(sessionCalls(fetchMock)).toBe(before + 1));
    expect(screen.getByRole('link', { name: 'Países' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('shell', () => {
  it('shows the internal menu and logs an internal user out through the API', async () => {
    const fetchMock = signedIn(makeSession(ALL_PERMISSION_KEYS), (method, path) =>
      method === 'POST' && path === '/api/acesso/logout'
        ? { status: 200, body: { logout_ok: true } }
        : undefined,
    );
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Olá, Ana Souza' });
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Parceiros' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Cliques' }).getAttribute('href')).toBe(
      '/cadastro/relatorio/lista',
    );
    expect(within(nav).getByRole('link', { name: 'Solicitar Benefício' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Contato' }).getAttribute('target')).toBe('_blank');

    // The group collapses and expands.
    fireEvent.click(within(nav).getByRole('button', { name: 'Cadastros' }));
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Parceiros' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/acesso/login'));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/acesso/logout')).toBe(true);
  });

  it('signs an external user out through the sign-out address', async () => {
    signedIn(makeSession([], { externo: true }));
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Olá, Ana Souza' });
    expect(screen.getByText('Balanças Silva')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meus dados' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/api/auth/signout'));
  });

  it('lets an external user with several companies switch, storing the index', async () => {
    const clientes = [
      TEST_EMPRESA,
      { uuid: 'c-2', id: '200', nome: 'Oficina Souza', cnpj: null, classe: 'PRIX50', tiposparceria: ['OT'] },
    ];
    signedIn(makeSession([], { externo: true }), (method, path) =>
      method === 'GET' && path === '/api/usuario/profile'
        ? { status: 200, body: { result: { clientes } } }
        : undefined,
    );
    renderApp('/home');
    const select = await screen.findByRole('combobox', { name: /Empresa/ });
    // The browser's own select: both companies are its options.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([TEST_EMPRESA.nome, 'Oficina Souza']);
    fireEvent.change(select, { target: { value: '1' } });
    expect(localStorage.getItem(EMPRESA_STORAGE_KEY)).toBe('1');
    expect(navigateTo).toHaveBeenCalledWith('/home');
  });

  it('offers no company switch to an external employee', async () => {
    const fetchMock = signedIn(makeSession([], { externo: true, funcionario: true }));
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Olá, Ana Souza' });
    expect(screen.queryByRole('combobox', { name: /Empresa/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/usuario/profile')).toBe(false);
  });

  // Which menu shows at a width is the stylesheet's media query (jsdom applies none): e2e/shell.spec.ts checks
  // it in a browser. Here: the top bar's button opens the drawer's menu, which leads to the page.
  it('opens the menu in a drawer from the top bar', async () => {
    stubViewport(390);
    signedIn(makeSession([PERM.cadastro.pais]));
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Olá, Ana Souza' });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('presentation');
    fireEvent.click(within(drawer).getByRole('link', { name: 'Países' }));
    expect(await screen.findByRole('heading', { name: 'Países' })).toBeTruthy();
  });
});

describe('error page', () => {
  it('tells a user their e-mail is unknown and signs them out', async () => {
    stubApi(() => undefined);
    renderApp('/erros?type=user-not-found-portal-parceiros&email=joao%40x.com');
    expect(
      await screen.findByText('O e-mail joao@x.com não está cadastrado no Portal de Parceiros.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desconectar' }));
    expect(navigateTo).toHaveBeenCalledWith('/api/auth/signout');
  });

  it('tells an anonymised person why their sign-in was refused (LGPD) and signs them out', async () => {
    stubApi(() => undefined);
    renderApp('/erros?type=titular-anonimizado');
    expect(await screen.findByRole('heading', { name: 'Acesso encerrado' })).toBeTruthy();
    expect(screen.getByText(MSG_TITULAR_ANONIMIZADO)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desconectar' }));
    expect(navigateTo).toHaveBeenCalledWith('/api/auth/signout');
  });

  it('shows the support address for any other error', async () => {
    stubApi(() => undefined);
    renderApp('/erros?type=outro');
    expect(await screen.findByRole('link', { name: 'suporte@prix.com.br' })).toBeTruthy();
    expect(screen.getByText(/Algum erro aconteceu, por favor entre em contato com/)).toBeTruthy();
  });
});
