import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM, type SessionInfo } from '@prix/shared/core';
import { navigateTo } from '../../lib/navigation';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, type Reply } from '../../test/render-app';

vi.mock('../../lib/navigation', () => ({ navigateTo: vi.fn() }));

const PATH = '/meu-perfil/usuario/detalhe/u-1';

const record = (overrides: Record<string, unknown> = {}) => ({
  uuid: 'u-1',
  id: 'ana',
  nome: 'Ana',
  sobrenome: 'Souza',
  nomecompleto: 'Ana Souza',
  email: 'ana@prix.com.br',
  dtnascimento: '1990-05-17',
  cpf: '',
  docuestr: '',
  telefone: '',
  ramal: '',
  celular: '',
  pais: 'BR',
  idioma: 'PT',
  incompleto: false,
  dhcriacao: '2024-01-01T10:00:00.000Z',
  dhedicao: null,
  ...overrides,
});

/** The API of 'Meus dados': the session, the record, the selectors' labels and the PUT's answer. */
function stubMeuPerfil(session: SessionInfo, data: Record<string, unknown>, put: (body: unknown) => Reply) {
  const puts: unknown[] = [];
  const fetchMock = stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: session };
    if (method === 'GET' && path === '/api/usuario/meu-perfil') return { status: 200, body: data };
    if (method === 'POST' && path === '/api/pais/keys')
      return { status: 200, body: [{ key: 'BR', value: 'Brasil' }] };
    if (method === 'POST' && path === '/api/idioma/keys') {
      return { status: 200, body: [{ key: 'PT', value: 'Português' }] };
    }
    if (method === 'POST' && path === '/api/acesso/logout') return { status: 200, body: { logout_ok: true } };
    if (method === 'PUT' && path === '/api/usuario/meu-perfil') {
      puts.push(body);
      return put(body);
    }
    return undefined;
  });
  return { fetchMock, puts };
}

afterEach(() => {
  vi.mocked(navigateTo).mockReset();
});

const slow = { timeout: 5000 };

describe("'Meus dados'", () => {
  it('shows the own record and saves the editable fields with PUT /usuario/meu-perfil', async () => {
    const { puts } = stubMeuPerfil(makeSession([]), record(), () => ({
      status: 200,
      body: { updated: true },
    }));
    renderApp(PATH);
    const nome = await screen.findByLabelText<HTMLInputElement>(/^Nome/, undefined, slow);
    expect(nome.value).toBe('Ana');
    expect(screen.getByLabelText<HTMLInputElement>(/^E-mail/).disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Data de nascimento').value).toBe('17/05/1990');
    // Brazil asks no foreign document.
    expect(screen.queryByLabelText('Documento estrangeiro')).toBeNull();

    fireEvent.change(screen.getByLabelText('Ramal'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('Registro atualizado com sucesso', undefined, slow)).toBeTruthy();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      nome: 'Ana',
      sobrenome: 'Souza',
      ramal: '123',
      dtnascimento: '1990-05-17',
    });
    expect(puts[0]).not.toHaveProperty('email');
  });

  it("leads to 'Privacidade', where the person downloads their data and makes requests", async () => {
    stubMeuPerfil(makeSession([]), record(), () => ({ status: 200, body: { updated: true } }));
    renderApp(PATH);
    await screen.findByLabelText<HTMLInputElement>(/^Nome/, undefined, slow);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Privacidade' }).getAttribute('href')).toBe('/privacidade');
  });

  it('keeps a set CPF read-only without the LGPD permission, editable with it', async () => {
    stubMeuPerfil(makeSession([]), record({ cpf: '529.982.247-25' }), () => ({ status: 200 }));
    renderApp(PATH);
    expect((await screen.findByLabelText<HTMLInputElement>('CPF', undefined, slow)).disabled).toBe(true);
    cleanup();

    stubMeuPerfil(makeSession([PERM.usuario.editarDadosLgpd]), record({ cpf: '529.982.247-25' }), () => ({
      status: 200,
    }));
    renderApp(PATH);
    expect((await screen.findByLabelText<HTMLInputElement>('CPF', undefined, slow)).disabled).toBe(false);
  });

  it("shows the server's errors in the red box", async () => {
    stubMeuPerfil(makeSession([]), record(), () => ({
      status: 403,
      body: { errors: ['Você não tem permissão para alterar o CPF de um usuário (LGPD).'] },
    }));
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Gravar' }, slow));
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(
      within(alert).getByText('Você não tem permissão para alterar o CPF de um usuário (LGPD).'),
    ).toBeTruthy();
  });

  it('asks for the foreign document outside Brazil', async () => {
    stubMeuPerfil(makeSession([]), record({ pais: 'AR', docuestr: 'X-1' }), () => ({ status: 200 }));
    renderApp(PATH);
    expect(
      (await screen.findByLabelText<HTMLInputElement>('Documento estrangeiro', undefined, slow)).value,
    ).toBe('X-1');
  });

  it('completing an incomplete record tells the person to wait and signs them out', async () => {
    const session = makeSession([], { incompleto: true, externo: true, tipos: ['logado', 'externo'] });
    const { puts } = stubMeuPerfil(
      session,
      record({ incompleto: true, nome: 'Igor', sobrenome: '' }),
      () => ({
        status: 200,
        body: { updated: true, aguardandoAtivacao: true },
      }),
    );
    renderApp(PATH);
    expect(await screen.findByText('Complete seu cadastro por gentileza', undefined, slow)).toBeTruthy();
    await screen.findByLabelText(/^Nome/, undefined, slow);

    // The surname is required.
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    expect(await screen.findByText('O campo Sobrenome é obrigatório', undefined, slow)).toBeTruthy();
    expect(puts).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Sobrenome/), { target: { value: 'Incompleto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gravar' }));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    expect(within(dialog).getByText('Registro atualizado com sucesso!')).toBeTruthy();
    expect(within(dialog).getByText('Aguarde o administrador do portal ativar seu cadastro.')).toBeTruthy();
    expect(puts[0]).toMatchObject({ nome: 'Igor', sobrenome: 'Incompleto' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/api/auth/signout'));
  });

  it('an internal user waiting for activation is logged out to the login page', async () => {
    const { fetchMock } = stubMeuPerfil(
      makeSession([], { incompleto: true }),
      record({ incompleto: true }),
      () => ({
        status: 200,
        body: { updated: true, aguardandoAtivacao: true },
      }),
    );
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Gravar' }, slow));
    fireEvent.click(
      within(await screen.findByRole('dialog', undefined, slow)).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/acesso/login'));
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/acesso/logout' && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
