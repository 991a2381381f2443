import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, type Reply } from '../../test/render-app';

const officer = () => makeSession([PERM.privacidade.encarregado]);

const resumo = (over: object = {}) => ({
  uuid: 's-1',
  tipo: 'anonimizacao',
  status: 'recebida',
  titular: 'Fernanda Funcionária',
  email: 'fernanda@balancaspaulista.com.br',
  recebidaEm: '2026-11-20T13:00:00.000Z',
  prazo: '2026-12-05',
  diasRestantes: 7,
  atrasada: false,
  ...over,
});
const detalhe = (over: object = {}) => ({
  ...resumo(),
  mensagem: 'Quero que apaguem os meus dados.',
  resposta: null,
  respondidaEm: null,
  respondidaPor: null,
  usuario: 'u-fernanda',
  ...over,
});
const ANONIMIZACAO = {
  mantidos: [
    {
      tabela: 'solicitacao',
      coluna: 'usuario_id',
      motivo: 'Resgate pago da verba de marketing cooperado: guardado por 5 anos (CTN art. 173).',
    },
  ],
  arquivosRemovidos: 2,
  sessoesEncerradas: 1,
};
const DADOS = {
  titular: { uuid: 'u-fernanda', nome: 'Fernanda Funcionária', email: 'fernanda@balancaspaulista.com.br' },
  geradoEm: '2026-11-28T12:00:00.000Z',
  tabelas: [
    {
      tabela: 'usuario',
      descricao: 'Cadastro do usuário',
      linhas: [{ nome: 'Fernanda', email: 'fernanda@balancaspaulista.com.br', cpf: '123.456.789-09' }],
      tratamentos: {
        nome: { tratamento: 'anonimizar', motivo: null },
        email: { tratamento: 'anonimizar', motivo: null },
        cpf: { tratamento: 'anonimizar', motivo: null },
      },
    },
    {
      tabela: 'solicitacao',
      descricao: 'Solicitações de benefício',
      linhas: [{ formulario: 'Resgate de verba', valor: 1200, paga: true }],
      tratamentos: {
        usuario_id: { tratamento: 'manter', motivo: 'Resgate pago: guardado por 5 anos.' },
      },
    },
    { tabela: 'sessao', descricao: 'Sessões', linhas: [], tratamentos: {} },
  ],
};

function stub(handler: (method: string, path: string, body: unknown) => Reply | undefined) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: officer() };
    return handler(method, path, body);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the privacy officer's queue", () => {
  it('lists the requests with the legal clock, the overdue in red, and filters by situation and type', async () => {
    const fetchMock = stub((method, path) =>
      path === '/api/privacidade/solicitacoes'
        ? {
            status: 200,
            body: {
              solicitacoes: [
                resumo({
                  uuid: 's-2',
                  tipo: 'correcao',
                  titular: 'Otávio Oficina',
                  email: 'otavio@pesagemsul.com.br',
                  prazo: '2026-11-25',
                  diasRestantes: -3,
                  atrasada: true,
                  status: 'em_atendimento',
                }),
                resumo(),
                resumo({
                  uuid: 's-3',
                  tipo: 'acesso',
                  titular: 'Carla Visitante',
                  status: 'aguardando_confirmacao',
                  prazo: null,
                  diasRestantes: null,
                }),
              ],
              total: 3,
              page: 1,
            },
          }
        : undefined,
    );
    renderApp('/privacidade/solicitacoes');
    const table = await screen.findByRole('table', { name: 'Solicitações de privacidade' });
    const [, atrasada, aberta, visitante] = within(table).getAllByRole('row');
    expect(within(aberta!).getByRole('link', { name: 'Fernanda Funcionária' }).getAttribute('href')).toBe(
      '/privacidade/solicitacoes/s-1',
    );
    expect(aberta!.textContent).toContain('Anonimização ou exclusão');
    expect(aberta!.textContent).toContain('05/12/2026');
    expect(aberta!.textContent).toContain('Faltam 7 dias');
    expect(atrasada!.textContent).toContain('25/11/2026');
    const atraso = within(atrasada!).getByText('Atrasada há 3 dias');
    expect(getComputedStyle(atraso).fontWeight).toBe('600');
    expect(atrasada!.textContent).toContain('Em atendimento');
    expect(visitante!.textContent).toContain('Aguardando confirmação do e-mail');
    expect(visitante!.textContent).toContain('Prazo começa na confirmação');
    expect(screen.getByText('1 solicitação desta página passou do prazo legal de resposta.')).toBeTruthy();
    // The officer's other pages are one click away.
    const nav = within(screen.getByRole('navigation', { name: 'Páginas de privacidade' }));
    expect(nav.getByRole('link', { name: 'Solicitações' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Consultar titular' }).getAttribute('href')).toBe(
      '/privacidade/titular',
    );
    expect(nav.getByRole('link', { name: 'Registro de acessos' }).getAttribute('href')).toBe(
      '/privacidade/acessos',
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'recebida' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), { target: { value: 'anonimizacao' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => {
          const u = String(url);
          return u.includes('status=recebida') && u.includes('tipo=anonimizacao');
        }),
      ).toBe(true),
    );
  });

  it('says when there is none, with and without filters', async () => {
    stub((method, path) =>
      path === '/api/privacidade/solicitacoes'
        ? { status: 200, body: { solicitacoes: [], total: 0, page: 1 } }
        : undefined,
    );
    const first = renderApp('/privacidade/solicitacoes');
    expect(await screen.findByText('Nenhuma solicitação recebida ainda.')).toBeTruthy();
    first.unmount();
    renderApp('/privacidade/solicitacoes?status=respondida');
    expect(await screen.findByText('Nenhuma solicitação com estes filtros.')).toBeTruthy();
  });

  it('is refused to whoever lacks the key', async () => {
    stubApi((method, path) =>
      method === 'POST' && path === '/api/acesso/info'
        ? { status: 200, body: makeSession([PERM.candidatura.analisar]) }
        : undefined,
    );
    renderApp('/privacidade/solicitacoes');
    expect(
      await screen.findByRole('heading', { name: 'Você não tem permissão para esta página' }),
    ).toBeTruthy();
  });
});

describe("the privacy officer's request", () => {
  it('shows the person with a link to the look-up, the clock and the message; the answer is required, then sent', async () => {
    const posts: unknown[] = [];
    stub((method, path, body) => {
      if (path === '/api/privacidade/solicitacoes/s-1' && method === 'GET')
        return { status: 200, body: detalhe({ tipo: 'correcao' }) };
      if (path === '/api/privacidade/solicitacoes/s-1/resposta') {
        posts.push(body);
        return {
          status: 200,
          body: detalhe({
            tipo: 'correcao',
            status: 'respondida',
            resposta: 'Corrigimos o seu telefone.',
            respondidaEm: '2026-11-28T15:00:00.000Z',
            respondidaPor: 'Davi Dados',
            prazo: '2026-12-05',
            diasRestantes: null,
          }),
        };
      }
      return undefined;
    });
    renderApp('/privacidade/solicitacoes/s-1');
    expect(
      await screen.findByRole('heading', { name: 'Correção de dados: Fernanda Funcionária' }),
    ).toBeTruthy();
    expect(screen.getByText(/Prazo: 05\/12\/2026 · Faltam 7 dias/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Solicitação' }).textContent).toContain(
      'Quero que apaguem os meus dados.',
    );
    expect(
      screen
        .getByRole('link', { name: 'Ver os dados que o portal guarda desta pessoa' })
        .getAttribute('href'),
    ).toBe('/privacidade/titular?titular=fernanda%40balancaspaulista.com.br');
    // Not an anonymisation: nothing to anonymise.
    expect(screen.queryByRole('button', { name: 'Anonimizar titular' })).toBeNull();

    const form = within(screen.getByRole('form', { name: 'Resposta ao titular' }));
    fireEvent.click(form.getByRole('button', { name: 'Responder e encerrar' }));
    expect(await form.findByText('Informe a resposta.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(form.getByRole('textbox', { name: /Resposta ao titular/ }), {
      target: { value: 'Corrigimos o seu telefone.' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Responder e encerrar' }));
    expect(
      await screen.findByText('Resposta registrada e enviada por e-mail a fernanda@balancaspaulista.com.br.'),
    ).toBeTruthy();
    expect(posts).toEqual([{ resposta: 'Corrigimos o seu telefone.', status: 'respondida' }]);
    const resposta = screen.getByRole('region', { name: 'Resposta' });
    expect(resposta.textContent).toContain('Davi Dados');
    expect(resposta.textContent).toContain('Corrigimos o seu telefone.');
    expect(screen.queryByRole('form', { name: 'Resposta ao titular' })).toBeNull();
  });

  it('records progress without closing', async () => {
    const posts: unknown[] = [];
    stub((method, path, body) => {
      if (path === '/api/privacidade/solicitacoes/s-1' && method === 'GET')
        return { status: 200, body: detalhe() };
      if (path === '/api/privacidade/solicitacoes/s-1/resposta') {
        posts.push(body);
        return {
          status: 200,
          body: detalhe({ status: 'em_atendimento', resposta: 'Conferindo o cadastro.' }),
        };
      }
      return undefined;
    });
    renderApp('/privacidade/solicitacoes/s-1');
    fireEvent.click(await screen.findByRole('radio', { name: 'Em atendimento' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Andamento/ }), {
      target: { value: 'Conferindo o cadastro.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar andamento' }));
    expect(await screen.findByText('Andamento registrado: a solicitação está em atendimento.')).toBeTruthy();
    expect(posts).toEqual([{ resposta: 'Conferindo o cadastro.', status: 'em_atendimento' }]);
    expect(screen.getByText('Último andamento')).toBeTruthy();
  });

  it("anonymises the person: confirmation required, the request's uuid sent, what was kept shown and drafted into the answer", async () => {
    const posts: unknown[] = [];
    stub((method, path, body) => {
      if (path === '/api/privacidade/solicitacoes/s-1' && method === 'GET')
        return { status: 200, body: detalhe() };
      if (path === '/api/privacidade/titular/u-fernanda/anonimizacao') {
        posts.push(body);
        return { status: 200, body: ANONIMIZACAO };
      }
      return undefined;
    });
    renderApp('/privacidade/solicitacoes/s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Anonimizar titular' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Anonimizar titular' }));
    expect(dialog.getByRole('list', { name: 'O que acontece' }).textContent).toContain('Titular anonimizado');
    expect(dialog.getByRole('list', { name: 'O que é mantido' }).textContent).toContain('5 anos');
    fireEvent.click(dialog.getByRole('button', { name: 'Anonimizar' }));
    expect(await dialog.findByText('Confirme a anonimização: ela não pode ser desfeita.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.click(dialog.getByRole('checkbox', { name: /não pode ser desfeita/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Anonimizar' }));
    const feita = await screen.findByRole('alert', { name: 'Anonimização concluída' });
    expect(posts).toEqual([{ solicitacao: 's-1', confirmacao: true }]);
    expect(feita.textContent).toContain('1 sessão encerrada');
    expect(feita.textContent).toContain('2 arquivos removidos');
    expect(within(feita).getByRole('list', { name: 'Dados mantidos' }).textContent).toContain(
      'solicitacao.usuario_id: Resgate pago da verba de marketing cooperado',
    );
    expect(screen.queryByRole('button', { name: 'Anonimizar titular' })).toBeNull();
    const resposta = screen.getByRole('textbox', { name: /Resposta ao titular/ }) as HTMLTextAreaElement;
    expect(resposta.value).toContain('Seus dados pessoais foram anonimizados');
    expect(resposta.value).toContain('solicitacao.usuario_id');
  });

  it("shows the server's refusal of an anonymisation (already anonymised)", async () => {
    stub((method, path) => {
      if (path === '/api/privacidade/solicitacoes/s-1' && method === 'GET')
        return { status: 200, body: detalhe() };
      if (path === '/api/privacidade/titular/u-fernanda/anonimizacao')
        return { status: 409, body: { errors: ['Este titular já foi anonimizado.'] } };
      return undefined;
    });
    renderApp('/privacidade/solicitacoes/s-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Anonimizar titular' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Anonimizar titular' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /não pode ser desfeita/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Anonimizar' }));
    expect(await dialog.findByText('Este titular já foi anonimizado.')).toBeTruthy();
  });

  it("a visitor's request waiting for confirmation offers no answer and no anonymisation", async () => {
    stub((method, path) =>
      path === '/api/privacidade/solicitacoes/s-1'
        ? {
            status: 200,
            body: detalhe({
              status: 'aguardando_confirmacao',
              prazo: null,
              diasRestantes: null,
              usuario: null,
            }),
          }
        : undefined,
    );
    renderApp('/privacidade/solicitacoes/s-1');
    expect(await screen.findByText(/ainda não confirmou o e-mail/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Resposta ao titular' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anonimizar titular' })).toBeNull();
  });

  it('an unknown request: the 404 words', async () => {
    stub((method, path) =>
      path === '/api/privacidade/solicitacoes/s-9'
        ? { status: 404, body: { errors: ['Solicitação não encontrada.'] } }
        : undefined,
    );
    renderApp('/privacidade/solicitacoes/s-9');
    expect(await screen.findByText('Solicitação não encontrada.')).toBeTruthy();
  });
});

describe("the privacy officer's look-up of a person", () => {
  it('looks up by e-mail: per table, the rows and each column’s treatment, the export link and Anonimizar', async () => {
    const fetchMock = stub((method, path) =>
      path === '/api/privacidade/titular' ? { status: 200, body: DADOS } : undefined,
    );
    renderApp('/privacidade/titular');
    expect(await screen.findByText(/Informe o e-mail ou o CPF/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail ou CPF' }), {
      target: { value: 'fernanda@balancaspaulista.com.br' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const usuario = await screen.findByRole('region', { name: 'Cadastro do usuário (usuario)' });
    expect(
      fetchMock.mock.calls.some(([url]) =>
        String(url).endsWith('/api/privacidade/titular?email=fernanda%40balancaspaulista.com.br'),
      ),
    ).toBe(true);
    expect(within(usuario).getByRole('table').textContent).toContain('123.456.789-09');
    expect(within(usuario).getByText('1 registro', { exact: false })).toBeTruthy();
    expect(
      within(usuario).getByRole('list', { name: 'Tratamento das colunas de usuario' }).textContent,
    ).toContain('Anonimizado a pedido');
    const solicitacao = screen.getByRole('region', { name: 'Solicitações de benefício (solicitacao)' });
    expect(solicitacao.textContent).toContain('Mantido (com o motivo)');
    expect(solicitacao.textContent).toContain('Resgate pago: guardado por 5 anos.');
    expect(solicitacao.textContent).toContain('Sim');
    expect(screen.getByRole('region', { name: 'Sessões (sessao)' }).textContent).toContain('nenhum registro');
    expect(screen.getByRole('link', { name: 'Exportar dados (JSON)' }).getAttribute('href')).toBe(
      '/api/privacidade/titular/u-fernanda/exportar',
    );
    expect(screen.getByRole('button', { name: 'Anonimizar' })).toBeTruthy();
  });

  it('looks up by CPF, and shows a visitor without Anonimizar nor export', async () => {
    const fetchMock = stub((method, path) =>
      path === '/api/privacidade/titular'
        ? {
            status: 200,
            body: {
              ...DADOS,
              titular: { uuid: null, nome: 'Carla Visitante', email: 'carla@exemplo.com.br' },
              tabelas: [],
            },
          }
        : undefined,
    );
    renderApp('/privacidade/titular?titular=123.456.789-09');
    expect(await screen.findByText('Carla Visitante')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url]) =>
        String(url).endsWith('/api/privacidade/titular?cpf=123.456.789-09'),
      ),
    ).toBe(true);
    expect(screen.getByText(/Visitante ou candidato/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anonimizar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Exportar dados (JSON)' })).toBeNull();
  });

  it("shows the server's words for bad input and for nobody found", async () => {
    stub((method, path) =>
      path === '/api/privacidade/titular' ? { status: 400, body: { errors: ['CPF inválido.'] } } : undefined,
    );
    const first = renderApp('/privacidade/titular?titular=111');
    expect(await screen.findByText('CPF inválido.')).toBeTruthy();
    first.unmount();
    stub((method, path) =>
      path === '/api/privacidade/titular' ? { status: 404, body: { errors: [] } } : undefined,
    );
    renderApp('/privacidade/titular?titular=ninguem%40exemplo.com.br');
    expect(await screen.findByText(/não guarda dados de ninguém|Registro não encontrado/)).toBeTruthy();
  });

  it('anonymises from the look-up, without a request', async () => {
    const posts: unknown[] = [];
    stub((method, path, body) => {
      if (path === '/api/privacidade/titular') return { status: 200, body: DADOS };
      if (path === '/api/privacidade/titular/u-fernanda/anonimizacao') {
        posts.push(body);
        return { status: 200, body: { ...ANONIMIZACAO, mantidos: [] } };
      }
      return undefined;
    });
    renderApp('/privacidade/titular?titular=fernanda%40balancaspaulista.com.br');
    fireEvent.click(await screen.findByRole('button', { name: 'Anonimizar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Anonimizar titular' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /não pode ser desfeita/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Anonimizar' }));
    const feita = await screen.findByRole('alert', { name: 'Anonimização concluída' });
    expect(feita.textContent).toContain('Nenhum dado pessoal foi mantido.');
    expect(posts).toEqual([{ solicitacao: null, confirmacao: true }]);
  });
});

describe("the privacy officer's reads log", () => {
  it('lists who read what and when, paged', async () => {
    const fetchMock = stub((method, path) =>
      path === '/api/privacidade/acessos'
        ? {
            status: 200,
            body: {
              acessos: [
                {
                  em: '2026-11-28T12:00:00.000Z',
                  quem: 'Ana Administradora',
                  oque: 'Consulta de titular: e-mail fernanda@balancaspaulista.com.br',
                },
              ],
              total: 25,
              page: 2,
            },
          }
        : undefined,
    );
    renderApp('/privacidade/acessos?page=2');
    const table = await screen.findByRole('table', { name: 'Acessos a dados pessoais' });
    expect(table.textContent).toContain('Ana Administradora');
    expect(table.textContent).toContain('Consulta de titular: e-mail fernanda@balancaspaulista.com.br');
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/privacidade/acessos?page=2')),
    ).toBe(true);
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
  });

  it('says when nothing was read yet', async () => {
    stub((method, path) =>
      path === '/api/privacidade/acessos'
        ? { status: 200, body: { acessos: [], total: 0, page: 1 } }
        : undefined,
    );
    renderApp('/privacidade/acessos');
    expect(await screen.findByText('Nenhum acesso a dados pessoais registrado ainda.')).toBeTruthy();
  });
});
