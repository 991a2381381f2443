import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PERM, type SessionInfo } from '@prix/shared/core';
import { makeSession } from '../test/session-fixtures';
import { renderApp, stubApi, type Handler } from '../test/render-app';

// The content registers on screen: the button list without cadastro.exclusao.botoes, and a file
// register's form (upload area, no file → no send, no last-edit date).

const BUTTONS = [
  { uuid: 'b-1', id: 'BTN000001', nome_botao: null, identificador: 'canal-otas', 'permissao.nome': null },
  {
    uuid: 'b-2',
    id: 'BTN000002',
    nome_botao: 'Tabela de peças',
    identificador: 'lista-precos-pecas',
    'permissao.nome': 'Lista de preços de peças',
  },
];
const BANNER = {
  uuid: 'n-1',
  id: 'BAN000001',
  nome_banner: 'Verão',
  link_banner: 'https://www.prix.com.br/verao',
  posicao: '1',
  link_aponta_vimeo: false,
  arquivo: { nome: 'verao.png', tamanho: 2048, tipo: 'image/png' },
  dhcriacao: '2026-11-20T12:00:00.000Z',
  uscriacao: 'Ana Administradora',
  dhedicao: '2026-11-21T12:00:00.000Z',
  usedicao: 'Ana Administradora',
  related: {},
};

function api(session: SessionInfo, extra: Handler = () => undefined) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: session };
    if (method === 'GET' && path === '/api/botao')
      return { status: 200, body: { results: BUTTONS, total: 2 } };
    if (method === 'GET' && path === '/api/banner/n-1') return { status: 200, body: BANNER };
    return extra(method, path, body);
  });
}

describe('content registers on screen', () => {
  it("button list without cadastro.exclusao.botoes: no 'Novo', no 'Excluir', 'Botão sem nome'", async () => {
    api(makeSession([PERM.cadastro.arquivo, PERM.cadastro.botao]));
    renderApp('/cadastro/botao/lista');
    const table = await screen.findByRole('table', { name: 'Botão' });
    expect(within(table).getByText('Botão sem nome')).toBeTruthy();
    expect(within(table).getByText('Lista de preços de peças')).toBeTruthy();
    // The options menu holds only the export: no 'Novo'.
    fireEvent.click(screen.getByRole('button', { name: 'Opções' }));
    expect(await screen.findByRole('menuitem', { name: 'CSV' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Novo' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Tabela de peças' }));
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Excluir' })).toBeNull();
  });

  it('a new banner is not sent without its image', async () => {
    const fetchMock = api(makeSession([PERM.cadastro.banner]));
    renderApp('/cadastro/banner/detalhe/novo');
    expect(await screen.findByRole('heading', { name: 'Adicionar Banner' })).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: /Nome do banner/ }), {
      target: { value: 'Inverno' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Selecione um arquivo.');
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/banner' && init?.method === 'POST'),
    ).toBe(false);
  });

  it('an edited banner shows its stored image and no last-edit date', async () => {
    api(makeSession([PERM.cadastro.banner]));
    renderApp('/cadastro/banner/detalhe/n-1');
    expect(await screen.findByRole('heading', { name: 'Editar Banner' })).toBeTruthy();
    expect(await screen.findByText('Arquivo atual: verao.png (2 kB)')).toBeTruthy();
    const audit = screen.getByRole('region', { name: 'Modificação' });
    expect(within(audit).getByText('Data de criação')).toBeTruthy();
    expect(within(audit).queryByText('Data da última edição')).toBeNull();
  });
});
