import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PERM, type PermissionKey, type SessionInfo } from '@prix/shared/core';
import { makeSession, TEST_EMPRESA } from '../../test/session-fixtures';
import { renderApp, stubApi, type Handler } from '../../test/render-app';

/** A partner's owner, as Marcos in the seed: the user keys and the employee key, no LGPD. */
const OWNER: PermissionKey[] = [
  PERM.cadastro.usuario,
  PERM.cadastro.usuarioExterno,
  PERM.cadastro.funcionarioExterno,
];
const owner = (...more: PermissionKey[]) =>
  makeSession([...OWNER, ...more], { uuid: 'u-1', externo: true, tipos: ['logado', 'externo'] });

const EMPRESA = TEST_EMPRESA;

const employee = (overrides: Record<string, unknown> = {}) => ({
  uuid: 'u-9',
  id: 'JSILVA',
  nome: 'João',
  sobrenome: 'Silva',
  nomecompleto: 'João Silva',
  email: 'joao@exemplo.com.br',
  telefone: '',
  ramal: '',
  celular: '',
  cargo: null,
  clientes: ['100'],
  acessosfsf: true,
  treinamento: true,
  inativo: false,
  dhcriacao: '2024-03-05T12:00:00.000Z',
  uscriacao: 'Marcos Proprietário',
  dhedicao: null,
  usedicao: null,
  ...overrides,
});

/** The session, the viewer's companies, the companies' labels, then `extra`. */
function api(session: SessionInfo, extra: Handler = () => undefined) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: session };
    if (method === 'GET' && path === '/api/usuario/profile') {
      return { status: 200, body: { result: { clientes: [EMPRESA] } } };
    }
    if (method === 'POST' && path === '/api/cliente/keys') {
      return { status: 200, body: [{ key: '100', value: 'Balanças Silva' }] };
    }
    if (method === 'POST' && path.endsWith('/keys')) return { status: 200, body: [] };
    return extra(method, path, body);
  });
}

const slow = { timeout: 5000 };
const switchOf = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const comboboxOf = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

describe("'Adicionar/Editar Funcionário'", () => {
  it('offers the employee fields, with the e-learning and training on and the only company chosen', async () => {
    api(owner());
    renderApp('/cadastro/usuario/externo/novo');
    expect(await screen.findByRole('heading', { name: 'Adicionar Funcionário' }, slow)).toBeTruthy();
    await screen.findByRole('switch', { name: 'Treinamento' }, slow);
    for (const name of ['Nome', 'Sobrenome', 'E-mail', 'Telefone', 'Ramal', 'Celular']) {
      expect(screen.getByRole('textbox', { name: new RegExp(`^${name}`) })).toBeTruthy();
    }
    expect(comboboxOf('Cargo')).toBeTruthy();
    expect(comboboxOf('Empresas')).toBeTruthy();
    expect(switchOf('Acesso ao e-learning').checked).toBe(true);
    expect(switchOf('Treinamento').checked).toBe(true);
    expect(await screen.findByText('Balanças Silva')).toBeTruthy();
    // The code is the server's; the internal-only and LGPD fields and 'Ativo' (new record) are not here.
    for (const name of ['Código', 'CPF', 'Login']) {
      expect(screen.queryByRole('textbox', { name: new RegExp(`^${name}`) })).toBeNull();
    }
    expect(screen.queryByRole('switch', { name: 'Usuário externo' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Ativo' })).toBeNull();
  });

  it('turns training off and locks it without the e-learning login (the full form’s rule)', async () => {
    api(owner());
    renderApp('/cadastro/usuario/externo/novo');
    await screen.findByRole('switch', { name: 'Treinamento' }, slow);
    fireEvent.click(switchOf('Acesso ao e-learning'));
    await waitFor(() => expect(switchOf('Treinamento').checked).toBe(false));
    expect(switchOf('Treinamento').disabled).toBe(true);
  });

  it('creates over /api/usuario/externo and goes to the new employee with the notice', async () => {
    const posts: unknown[] = [];
    api(owner(), (method, path, body) => {
      if (method === 'POST' && path === '/api/usuario/externo') {
        posts.push(body);
        return { status: 200, body: { inserted: true, uuid: 'u-9' } };
      }
      if (method === 'GET' && path === '/api/usuario/externo/u-9') return { status: 200, body: employee() };
      return undefined;
    });
    const { router } = renderApp('/cadastro/usuario/externo/novo');
    await screen.findByText('Balanças Silva', undefined, slow);
    fireEvent.change(screen.getByRole('textbox', { name: /^Nome/ }), { target: { value: 'João' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Sobrenome/ }), { target: { value: 'Silva' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^E-mail/ }), {
      target: { value: 'joao@exemplo.com.br' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));

    expect(await screen.findByRole('switch', { name: 'Ativo' }, slow)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Editar Funcionário' })).toBeTruthy();
    expect(screen.getByText('Registro incluído com sucesso')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cadastro/usuario/externo/u-9');
    expect(posts[0]).toMatchObject({
      nome: 'João',
      sobrenome: 'Silva',
      email: 'joao@exemplo.com.br',
      clientes: ['100'],
      acessosfsf: true,
      treinamento: true,
    });
    expect(posts[0]).not.toHaveProperty('id', expect.anything());
    expect(switchOf('Ativo').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Reenviar e-mail de convite' })).toBeTruthy();
  });

  it('locks status, companies and job title on one’s own record', async () => {
    // Only with the LGPD permission does one's own record open here at all (else 'Meus dados').
    api(owner(PERM.usuario.editarDadosLgpd), (method, path) =>
      method === 'GET' && path === '/api/usuario/externo/u-1'
        ? { status: 200, body: employee({ uuid: 'u-1' }) }
        : undefined,
    );
    renderApp('/cadastro/usuario/externo/u-1');
    expect(await screen.findByRole('heading', { name: 'Editar Funcionário' }, slow)).toBeTruthy();
    expect((await screen.findByRole<HTMLInputElement>('switch', { name: 'Ativo' }, slow)).disabled).toBe(
      true,
    );
    expect(comboboxOf('Empresas').disabled).toBe(true);
    expect(comboboxOf('Cargo').disabled).toBe(true);
    expect(screen.getByRole('textbox', { name: /^Nome/ }).hasAttribute('disabled')).toBe(false);
  });

  it("sends one's own record to 'Meus dados' without the LGPD permission", async () => {
    api(owner());
    const { router } = renderApp('/cadastro/usuario/externo/u-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/meu-perfil/usuario/detalhe/u-1'), slow);
  });

  it('shows a reader without write the employee read-only', async () => {
    api(
      makeSession([PERM.somenteleitura, PERM.cadastro.usuarioExterno], { uuid: 'u-1', externo: true }),
      (method, path) =>
        method === 'GET' && path === '/api/usuario/externo/u-9'
          ? { status: 200, body: employee() }
          : undefined,
    );
    renderApp('/cadastro/usuario/externo/u-9');
    expect(await screen.findByRole('heading', { name: 'Funcionário' }, slow)).toBeTruthy();
    const nome = await screen.findByRole('textbox', { name: /^Nome/ }, slow);
    expect(nome.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Gravar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reenviar e-mail de convite' })).toBeNull();
  });

  it('refuses the employee form without cadastro.usuario.externo', async () => {
    api(makeSession([PERM.cadastro.usuario]));
    renderApp('/cadastro/usuario/externo/novo');
    expect(await screen.findByText('Você não tem permissão para esta página', undefined, slow)).toBeTruthy();
  });
});
