import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, type Reply } from '../../test/render-app';

const NOW = new Date('2026-12-01T12:00:00.000Z');

const funcionaria = (over: object = {}) =>
  makeSession([], { externo: true, funcionario: true, tipos: ['logado', 'externo'], ...over });

const resumo = (over: object = {}) => ({
  uuid: 's-1',
  tipo: 'correcao',
  status: 'recebida',
  titular: 'Ana Souza',
  email: 'ana@prix.com.br',
  recebidaEm: '2026-11-28T13:00:00.000Z',
  prazo: '2026-12-13',
  diasRestantes: 12,
  atrasada: false,
  ...over,
});
const respondida = resumo({
  uuid: 's-2',
  tipo: 'revogacao',
  status: 'respondida',
  recebidaEm: '2026-10-01T13:00:00.000Z',
  prazo: '2026-10-16',
  diasRestantes: null,
});
const atrasada = resumo({
  uuid: 's-3',
  tipo: 'anonimizacao',
  status: 'em_atendimento',
  recebidaEm: '2026-11-10T13:00:00.000Z',
  prazo: '2026-11-25',
  diasRestantes: -6,
  atrasada: true,
});

const sessoes = {
  sessoes: [
    {
      id: 'a1b2c3d4e5f60718',
      dispositivo: 'Chrome no Windows',
      criadaEm: '2026-11-30T09:00:00.000Z',
      ultimoUso: '2026-12-01T11:58:00.000Z',
      atual: true,
    },
    {
      id: 'ffee00112233aabb',
      dispositivo: 'Safari no iPhone',
      criadaEm: '2026-11-20T09:00:00.000Z',
      ultimoUso: '2026-11-29T18:30:00.000Z',
      atual: false,
    },
  ],
};

type Handler = (method: string, path: string, body: unknown) => Reply | undefined;

function stub(handler: Handler = () => undefined, session = funcionaria()) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: session };
    const own = handler(method, path, body);
    if (own) return own;
    if (method === 'GET' && path === '/api/privacidade/solicitacoes/minhas')
      return { status: 200, body: { solicitacoes: [], total: 0, page: 1 } };
    if (method === 'GET' && path === '/api/privacidade/sessoes') return { status: 200, body: sessoes };
    return undefined;
  });
}

const calls = (fetchMock: ReturnType<typeof stub>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe("every person's 'Privacidade'", () => {
  it('downloads my data as JSON or as a readable document, and links back to Meus dados', async () => {
    stub();
    renderApp('/privacidade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidade' })).toBeTruthy();
    const json = screen.getByRole('link', { name: 'Baixar meus dados (JSON)' });
    expect(json.getAttribute('href')).toBe('/api/privacidade/meus-dados');
    expect(json.getAttribute('download')).toBe('meus-dados.json');
    const html = screen.getByRole('link', { name: 'Documento legível (HTML)' });
    expect(html.getAttribute('href')).toBe('/api/privacidade/meus-dados?formato=html');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Meus dados' }).getAttribute('href'),
    ).toBe('/meu-perfil/usuario/detalhe/u-1');
    expect(await screen.findByText('Você ainda não fez nenhuma solicitação.')).toBeTruthy();
  });

  it('opens for a person whose profile is incomplete: exercising a right needs no complete profile', async () => {
    stub(() => undefined, funcionaria({ incompleto: true }));
    const { router } = renderApp('/privacidade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidade' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/privacidade');
  });

  it('asks for an erasure with a message checked by the shared schema, then lists it', async () => {
    let enviadas: unknown[] = [];
    const fetchMock = stub((method, path, body) => {
      if (method === 'POST' && path === '/api/privacidade/solicitacoes') {
        enviadas = [...enviadas, body];
        return {
          status: 201,
          body: {
            ...resumo({ tipo: 'anonimizacao' }),
            mensagem: 'x',
            resposta: null,
            respondidaEm: null,
            respondidaPor: null,
            usuario: 'u-1',
          },
        };
      }
      if (method === 'GET' && path === '/api/privacidade/solicitacoes/minhas' && enviadas.length)
        return { status: 200, body: { solicitacoes: [resumo({ tipo: 'anonimizacao' })], total: 1, page: 1 } };
      return undefined;
    });
    renderApp('/privacidade');
    fireEvent.click(await screen.findByRole('button', { name: 'Solicitar anonimização ou exclusão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar anonimização ou exclusão' });
    expect(within(dialog).getByText(/você não consegue mais entrar no portal/)).toBeTruthy();
    expect(within(dialog).getByText(/A Prix responde em até 15 dias/)).toBeTruthy();

    // Nothing written: the schema's message, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitação' }));
    expect(await within(dialog).findByText('Informe a mensagem.')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/privacidade/solicitacoes')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Mensagem/ }), {
      target: { value: '  Não trabalho mais na revenda.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findByText(/Solicitação enviada\. A Prix responde em até 15 dias/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(enviadas).toEqual([{ tipo: 'anonimizacao', mensagem: 'Não trabalho mais na revenda.' }]);
    const minhas = within(screen.getByRole('region', { name: 'Minhas solicitações' }));
    expect(await minhas.findByText('Anonimização ou exclusão')).toBeTruthy();
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    stub((method, path) =>
      method === 'POST' && path === '/api/privacidade/solicitacoes'
        ? { status: 429, body: { errors: ['Muitas solicitações. Tente mais tarde.'] } }
        : undefined,
    );
    renderApp('/privacidade');
    fireEvent.click(await screen.findByRole('button', { name: 'Solicitar correção' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar correção' });
    const caixa = within(dialog).getByRole('textbox', { name: /^O que deve ser corrigido/ });
    fireEvent.change(caixa, { target: { value: 'Meu sobrenome é Souza, não Sousa.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitação' }));
    expect(await within(dialog).findByText('Muitas solicitações. Tente mais tarde.')).toBeTruthy();
    expect((caixa as HTMLTextAreaElement).value).toBe('Meu sobrenome é Souza, não Sousa.');
  });

  it('lists my requests with their status and due date, the overdue one highlighted, and shows an answer', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const fetchMock = stub((method, path) => {
      if (method === 'GET' && path === '/api/privacidade/solicitacoes/minhas')
        return { status: 200, body: { solicitacoes: [atrasada, resumo(), respondida], total: 3, page: 1 } };
      if (method === 'GET' && path === '/api/privacidade/solicitacoes/s-2')
        return {
          status: 200,
          body: {
            ...respondida,
            mensagem: 'Revogo o aviso de cookies.',
            resposta: 'Consentimento revogado em 05/10/2026.',
            respondidaEm: '2026-10-05T15:00:00.000Z',
            respondidaPor: 'Davi Dados',
            usuario: 'u-1',
          },
        };
      return undefined;
    });
    renderApp('/privacidade');
    const minhas = within(await screen.findByRole('region', { name: 'Minhas solicitações' }));
    const itens = await minhas.findAllByRole('listitem');
    expect(itens.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Anonimização ou exclusão',
      'Correção de dados',
      'Revogação de consentimento',
    ]);
    expect(within(itens[0]!).getByText('Em atendimento')).toBeTruthy();
    const vencida = within(itens[0]!).getByText('Prazo de resposta: 25/11/2026 (atrasada há 6 dias)');
    expect(getComputedStyle(vencida).color).not.toBe(
      getComputedStyle(within(itens[1]!).getByText(/^Prazo de resposta/)).color,
    );
    expect(within(itens[1]!).getByText('Prazo de resposta: 13/12/2026 (faltam 12 dias)')).toBeTruthy();
    expect(within(itens[2]!).getByText('Respondida')).toBeTruthy();
    expect(within(itens[2]!).queryByText(/^Prazo/)).toBeNull();
    // The answer is read when the person opens the request.
    expect(calls(fetchMock, 'GET', '/api/privacidade/solicitacoes/s-2')).toHaveLength(0);
    const ver = within(itens[2]!).getByRole('button', { name: 'Ver a resposta' });
    fireEvent.click(ver);
    expect(ver.getAttribute('aria-expanded')).toBe('true');
    expect(await within(itens[2]!).findByText('Consentimento revogado em 05/10/2026.')).toBeTruthy();
    expect(within(itens[2]!).getByText('Revogo o aviso de cookies.')).toBeTruthy();
    expect(within(itens[2]!).getByText(/por Davi Dados/)).toBeTruthy();
  });

  it('lists where I am signed in, marks this session, and signs one other or every other browser out', async () => {
    const fetchMock = stub((method, path) => {
      if (method === 'DELETE' && path === '/api/privacidade/sessoes/ffee00112233aabb')
        return { status: 200, body: {} };
      if (method === 'POST' && path === '/api/privacidade/sessoes/encerrar-outras')
        return { status: 200, body: { encerradas: 1 } };
      return undefined;
    });
    renderApp('/privacidade');
    const regiao = within(await screen.findByRole('region', { name: 'Sessões ativas' }));
    const lista = within(await regiao.findByRole('list', { name: 'Sessões' }));
    const [atual, outra] = lista.getAllByRole('listitem');
    expect(within(atual!).getByText('Chrome no Windows')).toBeTruthy();
    expect(within(atual!).getByText('Esta sessão')).toBeTruthy();
    expect(within(atual!).queryByRole('button')).toBeNull();
    expect(within(outra!).getByText('Safari no iPhone')).toBeTruthy();

    fireEvent.click(within(outra!).getByRole('button', { name: /^Encerrar a sessão de Safari no iPhone/ }));
    expect(
      await screen.findByText('Sessão encerrada: aquele navegador precisa entrar de novo.'),
    ).toBeTruthy();
    expect(calls(fetchMock, 'DELETE', '/api/privacidade/sessoes/ffee00112233aabb')).toHaveLength(1);
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/privacidade/sessoes')).toHaveLength(2));

    fireEvent.click(regiao.getByRole('button', { name: 'Encerrar todas as outras' }));
    expect(await screen.findByText('As outras sessões foram encerradas. Esta continua ativa.')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/privacidade/sessoes/encerrar-outras')).toHaveLength(1);
  });

  it("says so when I am signed in nowhere else, and shows a session that is already gone as the server's words", async () => {
    stub((method, path) => {
      if (method === 'GET' && path === '/api/privacidade/sessoes')
        return { status: 200, body: { sessoes: [sessoes.sessoes[0]] } };
      return undefined;
    });
    renderApp('/privacidade');
    const regiao = within(await screen.findByRole('region', { name: 'Sessões ativas' }));
    expect(await regiao.findByText('Você não está conectado em nenhum outro navegador.')).toBeTruthy();
    expect(regiao.queryByRole('button', { name: 'Encerrar todas as outras' })).toBeNull();
  });
});
