import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM, type SessionInfo } from '@prix/shared/core';
import { makeSession } from '../test/session-fixtures';
import { renderApp, stubApi, stubViewport, type Handler } from '../test/render-app';
import { holdRequests } from '../test/hold-requests';

const BRASIL = {
  uuid: 'u-br',
  id: 'BR',
  nome: 'Brasil',
  gentilico: 'Brasileiro',
  inativo: false,
  dhcriacao: '2024-03-05T12:00:00.000Z',
  uscriacao: 'Ana Administradora',
  dhedicao: null,
  usedicao: null,
  related: {},
};
const ROWS = [
  { uuid: 'u-br', id: 'BR', nome: 'Brasil', gentilico: 'Brasileiro', inativo: false },
  { uuid: 'u-de', id: 'DE', nome: 'Alemanha', gentilico: 'Alemão', inativo: true },
];

function api(session: SessionInfo, extra: Handler = () => undefined) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: session };
    if (method === 'GET' && path === '/api/pais') return { status: 200, body: { results: ROWS, total: 12 } };
    if (method === 'GET' && path === '/api/pais/u-br') return { status: 200, body: BRASIL };
    return extra(method, path, body);
  });
}

const writer = () => makeSession([PERM.cadastro.pais]);
const reader = () => makeSession([PERM.somenteleitura, PERM.cadastro.pais]);

describe('register list', () => {
  it('shows the rows, the count, the pages and the row actions of a writer', async () => {
    api(writer());
    renderApp('/cadastro/pais/lista?page=2');
    const table = await screen.findByRole('table', { name: 'Países' });
    expect(within(table).getByText('Alemanha')).toBeTruthy();
    expect(within(table).getByRole('img', { name: 'Inativo' })).toBeTruthy();
    expect(screen.getByText('12 registros encontrados')).toBeTruthy();
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Opções' }));
    expect((await screen.findByRole('menuitem', { name: 'Novo' })).getAttribute('href')).toBe(
      '/cadastro/pais/detalhe/novo',
    );
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Brasil' }));
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Excluir' })).toBeTruthy();
  });

  it('says "mais de" when the server stopped counting (decision 0016)', async () => {
    stubApi((method, path) => {
      if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: writer() };
      if (method === 'GET' && path === '/api/pais')
        return { status: 200, body: { results: ROWS, total: 1000, totalIsMinimum: true } };
      return undefined;
    });
    renderApp('/cadastro/pais/lista?page=3');
    await screen.findByRole('table', { name: 'Países' });
    expect(screen.getByText('mais de 1000 registros encontrados')).toBeTruthy();
    expect(screen.getByText('Página 3 de mais de 100')).toBeTruthy();
  });

  it('offers a read-only user no Novo and no Excluir, only Detalhes and the export', async () => {
    api(reader());
    renderApp('/cadastro/pais/lista?geral=bra');
    await screen.findByRole('table', { name: 'Países' });
    fireEvent.click(screen.getByRole('button', { name: 'Opções' }));
    const xlsx = await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' });
    expect(xlsx.getAttribute('href')).toBe('/api/pais/exportar?geral=bra&formato=xlsx');
    expect(screen.getByRole('menuitem', { name: 'CSV' }).getAttribute('href')).toBe(
      '/api/pais/exportar?geral=bra&formato=csv',
    );
    expect(screen.queryByRole('menuitem', { name: 'Novo' })).toBeNull();
    fireEvent.keyDown(xlsx, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Brasil' }));
    expect(await screen.findByRole('menuitem', { name: 'Detalhes' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Excluir' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).toBeNull();
  });

  it('sends the filter as geral, drops the page and shows cards below 1000 px', async () => {
    stubViewport(390);
    const fetchMock = api(writer());
    const { router } = renderApp('/cadastro/pais/lista?page=2');
    await screen.findAllByTestId('card');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Busca' }), { target: { value: 'alemanha' } });
    await waitFor(() => expect(router.state.location.search).toBe('?geral=alemanha'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/pais?geral=alemanha')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('register list requests (SPEC §4: the one in flight is cancelled on reload or exit)', () => {
  it('cancels the request in flight when the filter changes, and when leaving the list', async () => {
    const held = holdRequests(
      api(writer()),
      (method, url) => method === 'GET' && /^\/api\/pais(\?|$)/.test(url),
    );
    const { router } = renderApp('/cadastro/pais/lista');
    await waitFor(() => expect(held.map((r) => r.url)).toEqual(['/api/pais']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Busca' }), { target: { value: 'alemanha' } });
    await waitFor(() => expect(held.map((r) => r.url)).toEqual(['/api/pais', '/api/pais?geral=alemanha']));
    expect(held[0]!.signal?.aborted).toBe(true);
    expect(held[1]!.signal?.aborted).toBe(false);
    await router.navigate('/home');
    await waitFor(() => expect(held[1]!.signal?.aborted).toBe(true));
  });
});

describe('register detail', () => {
  it('shows a read-only user every field disabled and no Gravar', async () => {
    api(reader());
    renderApp('/cadastro/pais/detalhe/u-br');
    // Who only reads is not told they edit.
    expect(await screen.findByRole('heading', { name: 'País' })).toBeTruthy();
    await screen.findByRole('textbox', { name: 'Nome' });
    expect((screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Ativo' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Gravar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });

  it('locks the code when editing and shows the Modificação card', async () => {
    api(writer());
    renderApp('/cadastro/pais/detalhe/u-br');
    expect(await screen.findByRole('heading', { name: 'Editar País' })).toBeTruthy();
    await screen.findByRole('textbox', { name: 'Nome' });
    expect((screen.getByRole('textbox', { name: 'Código' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('switch', { name: 'Ativo' }) as HTMLInputElement).checked).toBe(true);
    const audit = screen.getByRole('region', { name: 'Modificação' });
    expect(within(audit).getByText('Ana Administradora')).toBeTruthy();
    expect(within(audit).getByText(/^05\/03\/2024 \d\d:00$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gravar' })).toBeTruthy();
  });

  it("validates with the shared messages, then inserts and opens the new record's address", async () => {
    let posted: unknown;
    api(writer(), (method, path, body) => {
      if (method === 'POST' && path === '/api/pais') {
        posted = body;
        return { status: 200, body: { inserted: true, uuid: 'u-br' } };
      }
      return undefined;
    });
    const { router } = renderApp('/cadastro/pais/detalhe/novo');
    expect(await screen.findByRole('heading', { name: 'Adicionar País' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Ativo' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Código' }).getAttribute('maxlength')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('O campo Código é obrigatório')).toBeTruthy();
    expect(screen.getByText('O campo Nome é obrigatório')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Código' }), { target: { value: 'BR' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Brasil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Registro incluído com sucesso')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastro/pais/detalhe/u-br'));
    expect(posted).toEqual({ id: 'BR', nome: 'Brasil', gentilico: '' });
    expect(await screen.findByRole('heading', { name: 'Editar País' })).toBeTruthy();
  });

  it("closes the delete confirmation on 'NÃO' without deleting", async () => {
    const fetchMock = api(writer());
    const { router } = renderApp('/cadastro/pais/detalhe/u-br');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar exclusão' });
    expect(within(dialog).getByText('Tem certeza que deseja excluir o registro?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'NÃO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toEqual([]);
    expect(router.state.location.pathname).toBe('/cadastro/pais/detalhe/u-br');
    expect((screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).value).toBe('Brasil');
  });

  it("shows the server's errors in the red box, one per line", async () => {
    api(writer(), (method, path) =>
      method === 'POST' && path === '/api/pais'
        ? { status: 409, body: { errors: ['Já existe um registro com o código BR', 'Outro erro'] } }
        : undefined,
    );
    renderApp('/cadastro/pais/detalhe/novo');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Código' }), { target: { value: 'BR' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Brasil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    const alert = await screen.findByText('Já existe um registro com o código BR');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Outro erro');
  });
});
