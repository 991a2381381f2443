import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PERM, fieldMessages } from '@prix/shared/core';
import { makeSession } from '../test/session-fixtures';
import { renderApp, stubApi } from '../test/render-app';

// The record form refuses an address field's unsafe value with the message the server gives, before sending.

const AUDIT = {
  dhcriacao: '2026-11-20T12:00:00.000Z',
  uscriacao: 'Ana Administradora',
  dhedicao: null,
  usedicao: null,
  related: {},
};
const BANNER = {
  uuid: 'n-1',
  id: 'BAN000001',
  nome_banner: 'Verão',
  link_banner: 'https://www.prix.com.br/verao',
  posicao: '1',
  link_aponta_vimeo: false,
  arquivo: { nome: 'verao.png', tamanho: 2048, tipo: 'image/png' },
  ...AUDIT,
};
const PARAMETROS: Record<string, object> = {
  'p-boletos': {
    uuid: 'p-boletos',
    id: 'URL_PORTAL_BOLETOS',
    nome: 'Endereço do portal de boletos e notas fiscais',
    valor: 'https://boletos.prix.com.br/segunda-via',
    inativo: false,
    ...AUDIT,
  },
  'p-aviso': {
    uuid: 'p-aviso',
    id: 'TEXTO_AVISO_MARCA',
    nome: 'Aviso de uso da marca',
    valor: 'Siga o guia de marca Prix.',
    inativo: false,
    ...AUDIT,
  },
};

function api() {
  const puts: { path: string; body: unknown }[] = [];
  const fetchMock = stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info')
      return { status: 200, body: makeSession([PERM.cadastro.banner, PERM.cadastro.parametro]) };
    if (method === 'GET' && path === '/api/banner/n-1') return { status: 200, body: BANNER };
    const parametro = /^\/api\/parametro\/(p-\w+)$/.exec(path)?.[1];
    if (method === 'GET' && parametro) return { status: 200, body: PARAMETROS[parametro] };
    if (method === 'PUT') {
      puts.push({ path, body });
      return { status: 200, body: { updated: true } };
    }
    return undefined;
  });
  return { fetchMock, puts };
}

const SCRIPT = 'javascript:alert(document.domain)';

describe('address fields in the record form', () => {
  it('the banner link refuses a script with the field’s message, and offers an address keyboard', async () => {
    const { fetchMock } = api();
    renderApp('/cadastro/banner/detalhe/n-1');
    expect(await screen.findByRole('heading', { name: 'Editar Banner' })).toBeTruthy();
    const link = await screen.findByRole('textbox', { name: 'Link do banner' });
    expect(link.getAttribute('inputmode')).toBe('url');
    fireEvent.change(link, { target: { value: SCRIPT } });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText(fieldMessages.address('Link do banner'))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('an address parameter’s value must be an address; another parameter’s value is text', async () => {
    const { puts } = api();
    const first = renderApp('/cadastro/parametro/detalhe/p-boletos');
    expect(await screen.findByRole('heading', { name: 'Editar Parâmetro' })).toBeTruthy();
    const valor = await screen.findByRole('textbox', { name: 'Valor' });
    fireEvent.change(valor, { target: { value: 'data:text/html,<script>alert(1)</script>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText(fieldMessages.address('Valor'))).toBeTruthy();
    expect(puts).toEqual([]);
    fireEvent.change(valor, { target: { value: '/recursos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          path: '/api/parametro/p-boletos',
          body: expect.objectContaining({ valor: '/recursos' }) as unknown,
        },
      ]),
    );
    first.unmount();

    renderApp('/cadastro/parametro/detalhe/p-aviso');
    expect(await screen.findByRole('heading', { name: 'Editar Parâmetro' })).toBeTruthy();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Valor' }), { target: { value: SCRIPT } });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(puts.map((p) => p.path)).toContain('/api/parametro/p-aviso'));
    expect(screen.queryByText(fieldMessages.address('Valor'))).toBeNull();
  });
});
