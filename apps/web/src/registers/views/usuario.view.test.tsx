import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM, type PermissionKey, type SessionInfo } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, type Handler } from '../../test/render-app';
import { holdRequests } from '../../test/hold-requests';

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

const BACK_OFFICE: PermissionKey[] = [
  PERM.cadastro.usuario,
  PERM.cadastro.usuarioInterno,
  PERM.usuario.excluirExterno,
];

function api(extra: Handler = () => undefined, session: SessionInfo = makeSession(BACK_OFFICE)) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: session };
    if (method === 'GET' && path === '/api/usuario/u-2') return { status: 200, body: USER };
    if (method === 'POST' && path.endsWith('/keys')) return { status: 200, body: [] };
    return extra(method, path, body);
  });
}

const LGPD = PERM.usuario.editarDadosLgpd;
/** A partner's owner, as Marcos in the seed: the user keys and the employee key, no LGPD. */
const owner = () =>
  makeSession([PERM.cadastro.usuario, PERM.cadastro.usuarioExterno, PERM.cadastro.funcionarioExterno], {
    uuid: 'u-1',
    externo: true,
    tipos: ['logado', 'externo'],
  });
/** GET /api/usuario/{uuid} of another record (one's own: u-1). */
const recordAt =
  (uuid: string, record: Record<string, unknown>): Handler =>
  (method, path) =>
    method === 'GET' && path === `/api/usuario/${uuid}`
      ? { status: 200, body: { ...record, uuid } }
      : undefined;
const slow = { timeout: 5000 };

const switchOf = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

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

  it('shows the resend loading, disabled, while the request is in flight', async () => {
    const fetchMock = api((method, path) =>
      method === 'GET' && path === '/api/usuario/reenvioemail/u-2'
        ? { status: 200, body: { resendInviteOk: true } }
        : undefined,
    );
    const held = holdRequests(fetchMock, (_method, url) => url === '/api/usuario/reenvioemail/u-2');
    renderApp('/cadastro/usuario/detalhe/u-2');
    const button = await screen.findByRole('button', { name: 'Reenviar e-mail de convite' }, slow);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(within(button).queryByRole('progressbar')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(held).toHaveLength(1));
    const loading = screen.getByRole('button', { name: /Reenviar e-mail de convite/ });
    expect(within(loading).getByRole('progressbar')).toBeTruthy();
    expect((loading as HTMLButtonElement).disabled).toBe(true);
    held[0]!.release();
    expect(await screen.findByRole('button', { name: 'E-mail reenviada com sucesso' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
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

describe('usuario keys: cadastro.usuario.interno and excluir.usuario.externo, with and without', () => {
  const listed = (method: string, path: string) =>
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
      : undefined;
  const rowMenu = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Ações de Paula Pereira' }));
    return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  };

  it('without cadastro.usuario.interno: no type column and no external switch', async () => {
    const keys = [PERM.cadastro.usuario, PERM.usuario.excluirExterno];
    api(listed, makeSession(keys));
    const list = renderApp('/cadastro/usuario/lista');
    expect(await screen.findByRole('table', { name: 'Usuários' }, slow)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Tipo' })).toBeNull();
    expect(screen.queryByText('Externo')).toBeNull();
    list.unmount();

    api(listed, makeSession(keys));
    renderApp('/cadastro/usuario/detalhe/novo');
    expect(await screen.findByRole('textbox', { name: /^Nome/ }, slow)).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Usuário externo' })).toBeNull();
  });

  it('with excluir.usuario.externo: Excluir in the row menu and on the form', async () => {
    api(listed);
    const list = renderApp('/cadastro/usuario/lista');
    await screen.findByRole('table', { name: 'Usuários' }, slow);
    expect(await rowMenu()).toContain('Excluir');
    list.unmount();

    api();
    renderApp('/cadastro/usuario/detalhe/u-2');
    expect(await screen.findByRole('button', { name: 'Excluir' }, slow)).toBeTruthy();
  });

  it('without excluir.usuario.externo: no Excluir anywhere, though the user may edit', async () => {
    const keys = [PERM.cadastro.usuario, PERM.cadastro.usuarioInterno];
    api(listed, makeSession(keys));
    const list = renderApp('/cadastro/usuario/lista');
    await screen.findByRole('table', { name: 'Usuários' }, slow);
    const items = await rowMenu();
    expect(items).toContain('Editar');
    expect(items).not.toContain('Excluir');
    list.unmount();

    api(() => undefined, makeSession(keys));
    renderApp('/cadastro/usuario/detalhe/u-2');
    expect(await screen.findByRole('button', { name: 'Gravar' }, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });
});

describe('usuario detail: LGPD data and oneself (SPEC §6)', () => {
  const withCpf = { ...USER, cpf: '529.982.247-25' };

  it('locks a stored CPF without editar.dados.lgpd.usuario', async () => {
    api(recordAt('u-3', withCpf));
    renderApp('/cadastro/usuario/detalhe/u-3');
    expect((await screen.findByLabelText<HTMLInputElement>('CPF', undefined, slow)).disabled).toBe(true);
  });

  it('leaves the CPF editable with editar.dados.lgpd.usuario, or while none is stored', async () => {
    api(recordAt('u-3', withCpf), makeSession([...BACK_OFFICE, LGPD]));
    const first = renderApp('/cadastro/usuario/detalhe/u-3');
    expect((await screen.findByLabelText<HTMLInputElement>('CPF', undefined, slow)).disabled).toBe(false);
    first.unmount();

    api();
    renderApp('/cadastro/usuario/detalhe/u-2');
    expect((await screen.findByLabelText<HTMLInputElement>('CPF', undefined, slow)).disabled).toBe(false);
  });

  it('locks status, companies and job title on one’s own record', async () => {
    api(recordAt('u-1', USER), makeSession([...BACK_OFFICE, LGPD]));
    renderApp('/cadastro/usuario/detalhe/u-1');
    expect((await screen.findByRole<HTMLInputElement>('switch', { name: 'Ativo' }, slow)).disabled).toBe(
      true,
    );
    expect((screen.getByRole('combobox', { name: 'Empresas' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Cargo' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('textbox', { name: /^Sobrenome/ }).hasAttribute('disabled')).toBe(false);
    // Nobody deletes themselves either.
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });

  it("replaces one's own record with 'Meus dados' without editar.dados.lgpd.usuario", async () => {
    api();
    const { router } = renderApp('/cadastro/usuario/detalhe/u-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/meu-perfil/usuario/detalhe/u-1'), slow);
    expect(router.state.historyAction).toBe('REPLACE');
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

  it("leads an owner's 'Novo' and 'Editar' to the employee form, and editing oneself to 'Meus dados'", async () => {
    const row = (uuid: string, nomecompleto: string) => ({
      uuid,
      id: uuid.toUpperCase(),
      nomecompleto,
      email: `${uuid}@x.com`,
      externo: true,
      inativo: false,
    });
    api(
      (method, path) =>
        method === 'GET' && path === '/api/usuario'
          ? { status: 200, body: { results: [row('u-1', 'Marcos'), row('u-3', 'Fernanda')], total: 2 } }
          : undefined,
      owner(),
    );
    renderApp('/cadastro/usuario/lista');
    expect(await screen.findByRole('table', { name: 'Equipe' }, slow)).toBeTruthy();
    const linkOf = async (menu: string, item: string) => {
      fireEvent.click(screen.getByRole('button', { name: menu }));
      const link = (await screen.findByRole('menuitem', { name: item })).getAttribute('href');
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      return link;
    };
    expect(await linkOf('Opções', 'Novo')).toBe('/cadastro/usuario/externo/novo');
    expect(await linkOf('Ações de Fernanda', 'Editar')).toBe('/cadastro/usuario/externo/u-3');
    expect(await linkOf('Ações de Marcos', 'Editar')).toBe('/meu-perfil/usuario/detalhe/u-1');
  });

  it("keeps the back office's 'Novo' on the full form", async () => {
    api(
      (method, path) =>
        method === 'GET' && path === '/api/usuario'
          ? { status: 200, body: { results: [], total: 0 } }
          : undefined,
      makeSession([...BACK_OFFICE, PERM.cadastro.usuarioExterno, PERM.cadastro.funcionarioExterno]),
    );
    renderApp('/cadastro/usuario/lista');
    fireEvent.click(await screen.findByRole('button', { name: 'Opções' }, slow));
    const novo = await screen.findByRole('menuitem', { name: 'Novo' });
    expect(novo.getAttribute('href')).toBe('/cadastro/usuario/detalhe/novo');
  });
});
