import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, type Reply } from '../../test/render-app';

const partner = () =>
  makeSession([PERM.ondeComprar.oportunidades], { externo: true, tipos: ['logado', 'externo'] });

const NOW = new Date('2026-12-01T12:00:00.000Z');

const resumo = (over: object = {}) => ({
  uuid: 'k-1',
  recebidoEm: '2026-12-01T10:00:00.000Z',
  nome: 'Carla Cliente',
  municipio: 'São Paulo',
  uf: 'SP',
  interesse: 'compra',
  linha: 'comercial',
  status: 'oferecido',
  resultado: null,
  parceiro: 'Balanças Silva',
  prazo: '2026-12-03T20:30:00.000Z',
  ...over,
});
const detalhe = (over: object = {}) => ({
  ...resumo(over),
  mensagem: 'Preciso de uma balança para <b>padaria</b>.',
  email: null,
  telefone: null,
  historico: [],
  ...over,
});

function stub(handler: (method: string, path: string, body: unknown) => Reply | undefined) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: partner() };
    return handler(method, path, body);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a partner's Oportunidades", () => {
  it('explains what Oportunidades are while there is none', async () => {
    stub((method, path) =>
      path === '/api/oportunidades' ? { status: 200, body: { contatos: [], total: 0, page: 1 } } : undefined,
    );
    renderApp('/oportunidades');
    expect(await screen.findByText('Nenhuma oportunidade por enquanto', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/pedidos de clientes que procuraram uma revenda/)).toBeTruthy();
    expect(screen.getByText(/Aceite ou recuse em até 2 dias úteis/)).toBeTruthy();
  });

  it("shows the server's error", async () => {
    stub((method, path) =>
      path === '/api/oportunidades'
        ? { status: 403, body: { errors: ['Sem permissão para esta ação.'] } }
        : undefined,
    );
    renderApp('/oportunidades');
    expect(await screen.findByText('Sem permissão para esta ação.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('lists the enquiries with their situation and deadline, the overdue one highlighted', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const fetchMock = stub((method, path) =>
      path === '/api/oportunidades'
        ? {
            status: 200,
            body: {
              contatos: [
                resumo(),
                resumo({ uuid: 'k-2', nome: 'Davi Atrasado', prazo: '2026-11-30T12:00:00.000Z' }),
                resumo({
                  uuid: 'k-3',
                  nome: 'Eva Vendida',
                  status: 'encerrado',
                  resultado: 'vendido',
                  prazo: null,
                }),
              ],
              total: 3,
              page: 1,
            },
          }
        : undefined,
    );
    renderApp('/oportunidades');
    const table = await screen.findByRole('table', { name: 'Oportunidades' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Carla Cliente' }).getAttribute('href')).toBe(
      '/oportunidades/k-1',
    );
    expect(rows[0]!.textContent).toContain('Aguardando parceiro');
    expect(rows[0]!.textContent).toMatch(/Responder até \d\d\/12 às \d\d:\d\d/);
    expect(rows[0]!.textContent).not.toContain('prazo vencido');
    expect(rows[1]!.textContent).toContain('(prazo vencido)');
    expect(rows[2]!.textContent).toContain('Encerrado');
    expect(rows[2]!.textContent).toContain('Vendido');

    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'aceito' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=aceito'))).toBe(true),
    );
  });

  it('accepts an offered enquiry, then shows the contact and records the outcome', async () => {
    let atual: Record<string, unknown> = detalhe();
    const calls: { method: string; path: string; body: unknown }[] = [];
    stub((method, path, body) => {
      if (path === '/api/oportunidades/k-1' && method === 'GET') return { status: 200, body: atual };
      if (path === '/api/oportunidades/k-1/aceite') {
        calls.push({ method, path, body });
        atual = detalhe({
          status: 'aceito',
          prazo: null,
          email: 'carla@exemplo.com.br',
          telefone: '+55 (11) 98765-4321',
        });
        return { status: 200, body: atual };
      }
      if (path === '/api/oportunidades/k-1/resultado') {
        calls.push({ method, path, body });
        atual = { ...atual, resultado: 'vendido', status: 'encerrado' };
        return { status: 200, body: atual };
      }
      return undefined;
    });
    renderApp('/oportunidades/k-1');
    expect(
      await screen.findByRole('heading', { name: 'Oportunidade: Carla Cliente' }, { timeout: 5000 }),
    ).toBeTruthy();
    // The message is text, never HTML.
    expect(screen.getByText('Preciso de uma balança para <b>padaria</b>.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Contato do cliente' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    const contato = within(await screen.findByRole('region', { name: 'Contato do cliente' }));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/oportunidades/k-1/aceite' });
    expect(contato.getByRole('link', { name: 'carla@exemplo.com.br' }).getAttribute('href')).toBe(
      'mailto:carla@exemplo.com.br',
    );
    expect(contato.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
      'https://wa.me/5511987654321',
    );
    expect(screen.queryByRole('button', { name: 'Aceitar' })).toBeNull();

    fireEvent.change(contato.getByRole('combobox', { name: 'Resultado' }), { target: { value: 'vendido' } });
    fireEvent.click(contato.getByRole('button', { name: 'Gravar resultado' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      method: 'PUT',
      path: '/api/oportunidades/k-1/resultado',
      body: { resultado: 'vendido' },
    });
    expect(await screen.findByText('Atendimento encerrado como Vendido.')).toBeTruthy();
  });

  it('asks the reason before declining, then goes back to the list', async () => {
    const recusas: unknown[] = [];
    stub((method, path, body) => {
      if (path === '/api/oportunidades/k-1' && method === 'GET') return { status: 200, body: detalhe() };
      if (path === '/api/oportunidades/k-1/recusa') {
        recusas.push(body);
        // 204 on the server; a stubbed Response cannot have a body with 204.
        return { status: 200 };
      }
      if (path === '/api/oportunidades') return { status: 200, body: { contatos: [], total: 0, page: 1 } };
      return undefined;
    });
    const { router } = renderApp('/oportunidades/k-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Recusar oportunidade' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Recusar' }));
    expect(await dialog.findByText('Informe o motivo da recusa.')).toBeTruthy();
    expect(recusas).toHaveLength(0);

    fireEvent.change(dialog.getByRole('textbox', { name: /Motivo da recusa/ }), {
      target: { value: 'Não atendemos a linha de padarias.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(recusas).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/oportunidades'));
    expect(recusas).toEqual([{ motivo: 'Não atendemos a linha de padarias.' }]);
    expect(
      await screen.findByText('Oportunidade recusada: o pedido segue para outro parceiro.'),
    ).toBeTruthy();
  });

  it("on a conflict shows the server's message and reloads the enquiry", async () => {
    let gets = 0;
    stub((method, path) => {
      if (path === '/api/oportunidades/k-1' && method === 'GET') {
        gets++;
        return { status: 200, body: gets === 1 ? detalhe() : detalhe({ status: 'equipe', prazo: null }) };
      }
      if (path === '/api/oportunidades/k-1/aceite')
        return {
          status: 409,
          body: { errors: ['O prazo desta oportunidade terminou: ela seguiu para outro parceiro.'] },
        };
      return undefined;
    });
    renderApp('/oportunidades/k-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar' }, { timeout: 5000 }));
    expect(
      await screen.findByText('O prazo desta oportunidade terminou: ela seguiu para outro parceiro.'),
    ).toBeTruthy();
    await waitFor(() => expect(gets).toBe(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Aceitar' })).toBeNull());
    expect(screen.getByText('Com a equipe Prix')).toBeTruthy();
  });
});
