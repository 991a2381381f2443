import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PERM, type SessionInfo } from '@prix/shared/core';
import { makeSession } from '../test/session-fixtures';
import { renderApp, stubApi, type Handler } from '../test/render-app';

/**
 * Where the focus goes: to the page's heading after a navigation, to the message after a save,
 * never to the page body, so keyboard and screen reader users know where they are.
 */

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

function api(session: SessionInfo, extra: Handler = () => undefined) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: session };
    if (method === 'GET' && path === '/api/pais') {
      return { status: 200, body: { results: [{ ...BRASIL, related: undefined }], total: 1 } };
    }
    if (method === 'GET' && path === '/api/pais/u-br') return { status: 200, body: BRASIL };
    return extra(method, path, body);
  });
}

const writer = () => makeSession([PERM.cadastro.pais]);

describe('focus, for keyboard and screen reader users', () => {
  it("moves to the page's heading after a navigation, not when the list's search changes", async () => {
    api(writer());
    const { router } = renderApp('/cadastro/pais/lista');
    await screen.findByRole('table', { name: 'Países' });
    const busca = screen.getByRole('searchbox', { name: 'Busca' });
    busca.focus();
    fireEvent.change(busca, { target: { value: 'bra' } });
    await waitFor(() => expect(router.state.location.search).toBe('?geral=bra'));
    expect(document.activeElement).toBe(busca);

    fireEvent.click(screen.getByRole('button', { name: 'Ações de Brasil' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    await screen.findByRole('textbox', { name: 'Nome' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Editar País' })),
    );
  });

  it('moves to the message after a save, and to the errors after a failed one', async () => {
    let fail = true;
    api(writer(), (method, path) => {
      if (method !== 'PUT' || path !== '/api/pais/u-br') return undefined;
      return fail
        ? { status: 409, body: { errors: ['Não foi possível gravar'] } }
        : { status: 200, body: { updated: true } };
    });
    renderApp('/cadastro/pais/detalhe/u-br');
    await screen.findByRole('textbox', { name: 'Nome' });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    const error = await screen.findByText('Não foi possível gravar');
    await waitFor(() => expect(document.activeElement).toBe(error.closest('[role="alert"]')));

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    const notice = await screen.findByText('Registro atualizado com sucesso');
    await waitFor(() => expect(document.activeElement).toBe(notice.closest('[role="alert"]')));
  });

  it("moves to the message after creating a record, not to the new address's heading", async () => {
    api(writer(), (method, path) =>
      method === 'POST' && path === '/api/pais'
        ? { status: 200, body: { inserted: true, uuid: 'u-br' } }
        : undefined,
    );
    const { router } = renderApp('/cadastro/pais/detalhe/novo');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Código' }), { target: { value: 'BR' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Brasil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cadastro/pais/detalhe/u-br'));
    await screen.findByRole('heading', { name: 'Editar País' });
    const notice = await screen.findByText('Registro incluído com sucesso');
    await waitFor(() => expect(document.activeElement).toBe(notice.closest('[role="alert"]')));
  });
});
