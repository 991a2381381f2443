import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PERM } from '@prix/shared';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, stubViewport, type Handler } from '../../test/render-app';

const USER = {
  uuid: 'u-2',
  id: 'EXT1',
  externo: true,
  nome: 'Paula',
  sobrenome: 'Pereira',
  nomecompleto: 'Paula Pereira',
  email: 'paula@exemplo.com.br',
  login: '',
  ausente: false,
  acessosfsf: true,
  treinamento: true,
  dtnascimento: null,
  cpf: '',
  docuestr: '',
  telefone: '',
  ramal: '',
  celular: '',
  filial: null,
  usuario_sup: null,
  dtadmissao: null,
  dtdemissao: null,
  clientes: [],
  cargo: null,
  perfis: [],
  pais: 'BR',
  idioma: 'PT',
  incompleto: false,
  inativo: false,
  dhcriacao: '2024-03-05T12:00:00.000Z',
  uscriacao: 'Ana Administradora',
  dhedicao: null,
  usedicao: null,
};

const session = () =>
  makeSession([PERM.cadastro.usuario, PERM.cadastro.usuarioInterno, PERM.usuario.excluirExterno]);

function api(extra: Handler = () => undefined) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: session() };
    if (method === 'GET' && path === '/api/usuario/u-2') return { status: 200, body: USER };
    if (method === 'POST' && path.endsWith('/keys')) return { status: 200, body: [] };
    return extra(method, path, body);
  });
}

const switchOf = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

beforeEach(() => stubViewport(1280));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usuario detail', () => {
  it('starts a new user external with the schema defaults and toggles the internal-only fields', async () => {
    api();
    renderApp('/cadastro/usuario/detalhe/novo');
    expect(await screen.findByRole('heading', { name: 'Adicionar Usuário' })).toBeTruthy();
    await screen.findByRole('switch', { name: 'Usuário externo' });
    expect(switchOf('Usuário externo').checked).toBe(true);
    expect(switchOf('Acesso ao e-learning').checked).toBe(true);
    expect(switchOf('Treinamento').checked).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Empresas' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Perfis' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Ausente' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Cadastro incompleto' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Documento estrangeiro' })).toBeNull();

    fireEvent.click(switchOf('Usuário externo'));
    expect(await screen.findByRole('textbox', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Perfis' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Ausente' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Empresas' })).toBeNull();
  });

  it('turns training off and disables it without the e-learning login', async () => {
    api();
    renderApp('/cadastro/usuario/detalhe/novo');
    await screen.findByRole('switch', { name: 'Treinamento' });
    expect(switchOf('Treinamento').disabled).toBe(false);
    fireEvent.click(switchOf('Acesso ao e-learning'));
    await waitFor(() => expect(switchOf('Treinamento').checked).toBe(false));
    expect(switchOf('Treinamento').disabled).toBe(true);
  });

  it('locks the external flag of an existing user and hides both switches when inactive', async () => {
    api();
    renderApp('/cadastro/usuario/detalhe/u-2');
    expect(await screen.findByRole('heading', { name: 'Editar Usuário' })).toBeTruthy();
    await screen.findByRole('switch', { name: 'Usuário externo' });
    expect(switchOf('Usuário externo').disabled).toBe(true);
    fireEvent.click(switchOf('Ativo'));
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Acesso ao e-learning' })).toBeNull());
    expect(screen.queryByRole('switch', { name: 'Treinamento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reenviar e-mail de convite' })).toBeNull();
  });

  it('resends the invitation and then shows the success, disabled', async () => {
    const fetchMock = api((method, path) =>
      method === 'GET' && path === '/api/usuario/reenvioemail/u-2'
        ? { status: 200, body: { resendInviteOk: true } }
        : undefined,
    );
    renderApp('/cadastro/usuario/detalhe/u-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar e-mail de convite' }));
    const done = await screen.findByRole('button', { name: 'E-mail reenviada com sucesso' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/usuario/reenvioemail/u-2')).toBe(true);
  });

  it('shows the failure of the resend', async () => {
    api((method, path) =>
      method === 'GET' && path === '/api/usuario/reenvioemail/u-2'
        ? { status: 200, body: { resendInviteOk: false } }
        : undefined,
    );
    renderApp('/cadastro/usuario/detalhe/u-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar e-mail de convite' }));
    const failed = await screen.findByRole('button', { name: 'Falha ao reenviar o e-mail' });
    expect(failed.className).toMatch(/Error/);
  });

  it('hides the resend once the e-mail is changed', async () => {
    api();
    renderApp('/cadastro/usuario/detalhe/u-2');
    await screen.findByRole('button', { name: 'Reenviar e-mail de convite' });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'outra@exemplo.com.br' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reenviar e-mail de convite' })).toBeNull(),
    );
  });
});

describe('usuario list', () => {
  it('shows the type column to holders of cadastro.usuario.interno', async () => {
    api((method, path) =>
      method === 'GET' && path === '/api/usuario'
        ? {
            status: 200,
            body: {
              results: [
                {
                  uuid: 'u-2',
                  id: 'EXT1',
                  nomecompleto: 'Paula Pereira',
                  email: 'p@x.com',
                  externo: true,
                  inativo: false,
                },
              ],
              total: 1,
            },
          }
        : undefined,
    );
    renderApp('/cadastro/usuario/lista');
    expect(await screen.findByRole('table', { name: 'Usuários' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Tipo' })).toBeTruthy();
    expect(screen.getByText('Externo')).toBeTruthy();
  });
});
