import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, type Reply } from '../../test/render-app';

const staff = () => makeSession([PERM.ondeComprar.gerenciar]);

const resumo = (over: object = {}) => ({
  uuid: 'k-1',
  recebidoEm: '2026-12-01T10:00:00.000Z',
  nome: 'Carla Cliente',
  municipio: 'São Paulo',
  uf: 'SP',
  interesse: 'compra',
  linha: 'comercial',
  status: 'equipe',
  resultado: null,
  parceiro: null,
  prazo: null,
  ...over,
});
const HISTORICO = [
  { tipo: 'recebido', em: '2026-12-01T10:00:00.000Z', parceiro: null, autor: null, detalhe: null },
  {
    tipo: 'oferecido',
    em: '2026-12-01T10:00:01.000Z',
    parceiro: 'Balanças Silva',
    autor: null,
    detalhe: null,
  },
  {
    tipo: 'recusado',
    em: '2026-12-01T15:00:00.000Z',
    parceiro: 'Balanças Silva',
    autor: 'João Silva',
    detalhe: 'Não atendemos padarias.',
  },
  { tipo: 'sem_parceiro', em: '2026-12-01T15:00:01.000Z', parceiro: null, autor: null, detalhe: null },
];
const detalhe = (over: object = {}) => ({
  ...resumo(over),
  mensagem: 'Preciso de uma balança.',
  email: 'carla@exemplo.com.br',
  telefone: '+55 (11) 98765-4321',
  historico: HISTORICO,
  ...over,
});

function stub(handler: (method: string, path: string, body: unknown) => Reply | undefined) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: staff() };
    if (path === '/api/cliente/sem-municipio') return { status: 200, body: { clientes: [] } };
    return handler(method, path, body);
  });
}

describe("the staff's Contatos de clientes", () => {
  it('lists every enquiry, filters by situation, state and search, and lists companies without municipality', async () => {
    const fetchMock = stubApi((method, path) => {
      if (method === 'POST' && path === '/api/acesso/info') return { status: 200, body: staff() };
      if (path === '/api/cliente/sem-municipio')
        return {
          status: 200,
          body: {
            clientes: [
              { id: '100777', uuid: 'c-7', nome: 'Balanças do Interior', cidade: 'Sao Paolo', uf: 'SP' },
            ],
          },
        };
      if (path === '/api/contatos')
        return {
          status: 200,
          body: {
            contatos: [
              resumo(),
              resumo({ uuid: 'k-2', nome: 'Bruno', status: 'aceito', parceiro: 'Balanças Silva' }),
            ],
            total: 2,
            page: 1,
          },
        };
      return undefined;
    });
    renderApp('/contatos');
    const table = await screen.findByRole('table', { name: 'Contatos de clientes' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Carla Cliente' }).getAttribute('href')).toBe(
      '/contatos/k-1',
    );
    expect(rows[0]!.textContent).toContain('Com a equipe Prix');
    expect(rows[1]!.textContent).toContain('Balanças Silva');

    const aviso = await screen.findByText(/1 empresa com cidade fora da lista de municípios/);
    expect(aviso).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Balanças do Interior (100777)' }).getAttribute('href')).toBe(
      '/cadastro/cliente/detalhe/c-7',
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Situação' }), { target: { value: 'equipe' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'SP' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Busca' }), { target: { value: 'carla' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => {
          const u = String(url);
          return u.includes('status=equipe') && u.includes('uf=SP') && u.includes('busca=carla');
        }),
      ).toBe(true),
    );
  });

  it('says when there is no enquiry, and shows an error', async () => {
    stub((method, path) =>
      path === '/api/contatos' ? { status: 200, body: { contatos: [], total: 0, page: 1 } } : undefined,
    );
    renderApp('/contatos');
    expect(await screen.findByText('Nenhum contato recebido ainda.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it("shows the server's error", async () => {
    stub((method, path) =>
      path === '/api/contatos' ? { status: 500, body: { errors: ['Erro interno do servidor.'] } } : undefined,
    );
    renderApp('/contatos');
    expect(await screen.findByText('Erro interno do servidor.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the history as a timeline and reassigns to a chosen partner', async () => {
    const posts: unknown[] = [];
    stub((method, path, body) => {
      if (path === '/api/contatos/k-1' && method === 'GET') return { status: 200, body: detalhe() };
      if (path === '/api/cliente/keys')
        return { status: 200, body: [{ key: '100234', value: 'Balanças Paulista' }] };
      if (path === '/api/contatos/k-1/reatribuicao') {
        posts.push(body);
        return {
          status: 200,
          body: detalhe({
            status: 'oferecido',
            parceiro: 'Balanças Paulista',
            prazo: '2026-12-03T20:00:00.000Z',
            historico: [
              ...HISTORICO,
              {
                tipo: 'reatribuido',
                em: '2026-12-02T09:00:00.000Z',
                parceiro: 'Balanças Paulista',
                autor: 'Ana Souza',
                detalhe: 'Cliente pediu',
              },
            ],
          }),
        };
      }
      return undefined;
    });
    renderApp('/contatos/k-1');
    const historico = within(
      await screen.findByRole('list', { name: 'Histórico do contato' }, { timeout: 5000 }),
    );
    const passos = historico.getAllByRole('listitem').map((li) => li.textContent);
    expect(passos[0]).toContain('Recebido');
    expect(passos[1]).toContain('Oferecido ao parceiro: Balanças Silva');
    expect(passos[2]).toContain('Recusado: Balanças Silva');
    expect(passos[2]).toContain('por João Silva');
    expect(passos[2]).toContain('Não atendemos padarias.');
    expect(passos[3]).toContain('Sem parceiro disponível');
    expect(screen.getByRole('link', { name: 'carla@exemplo.com.br' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reatribuir' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reatribuir contato' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Reatribuir' }));
    expect(await dialog.findByText('Escolha o parceiro.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    const parceiro = dialog.getByRole('combobox', { name: /Parceiro/ });
    fireEvent.focus(parceiro);
    fireEvent.change(parceiro, { target: { value: 'Paulista' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Balanças Paulista' }, { timeout: 3000 }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Motivo' }), { target: { value: 'Cliente pediu' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reatribuir' }));
    await waitFor(() => expect(posts).toEqual([{ parceiro: '100234', motivo: 'Cliente pediu' }]));
    expect(await screen.findByText('Contato reatribuído a Balanças Paulista.')).toBeTruthy();
    expect(screen.getByText('Reatribuído pela equipe: Balanças Paulista')).toBeTruthy();
  });

  it('is not offered to partners', async () => {
    stubApi((method, path) =>
      method === 'POST' && path === '/api/acesso/info'
        ? {
            status: 200,
            body: makeSession([PERM.ondeComprar.oportunidades], {
              externo: true,
              tipos: ['logado', 'externo'],
            }),
          }
        : undefined,
    );
    renderApp('/contatos');
    expect(await screen.findByText(/permissão/i, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe("the enquiries' report", () => {
  it('groups, filters by period, shows rates and medians, and exports with the same filters', async () => {
    const fetchMock = stub((method, path) =>
      path === '/api/contatos/relatorio'
        ? {
            status: 200,
            body: {
              linhas: [
                {
                  grupo: 'Balanças Silva',
                  oferecidos: 8,
                  aceitos: 6,
                  recusados: 1,
                  expirados: 1,
                  taxaAceite: 0.75,
                  medianaRespostaHoras: 5.25,
                  vendidos: 3,
                  naoVendidos: 1,
                  emAndamento: 2,
                },
                {
                  grupo: 'Sem resposta',
                  oferecidos: 0,
                  aceitos: 0,
                  recusados: 0,
                  expirados: 0,
                  taxaAceite: null,
                  medianaRespostaHoras: null,
                  vendidos: 0,
                  naoVendidos: 0,
                  emAndamento: 0,
                },
              ],
            },
          }
        : undefined,
    );
    renderApp('/relatorio/contatos');
    const table = await screen.findByRole(
      'table',
      { name: 'Contatos de clientes por parceiro' },
      { timeout: 5000 },
    );
    const [head, first, second] = within(table).getAllByRole('row');
    expect(head!.textContent).toContain('Taxa de aceite');
    expect(head!.textContent).toContain('Mediana de resposta');
    expect(first!.textContent).toContain('75%');
    expect(first!.textContent).toContain('5,3 h');
    expect(second!.textContent).toContain('—');

    fireEvent.change(screen.getByRole('combobox', { name: 'Agrupar por' }), { target: { value: 'uf' } });
    await screen.findByRole('table', { name: 'Contatos de clientes por estado' });
    fireEvent.input(screen.getByRole('textbox', { name: 'Data inicial' }), { target: { value: '01112026' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Data final' }), { target: { value: '30112026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).endsWith('/api/contatos/relatorio?agrupar=uf&dtInit=2026-11-01&dtEnd=2026-11-30'),
        ),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opções' }));
    const excel = await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' });
    expect(excel.getAttribute('href')).toBe(
      '/api/contatos/relatorio/exportar?agrupar=uf&dtInit=2026-11-01&dtEnd=2026-11-30&formato=xlsx',
    );
  });

  it('says when nothing was offered in the period', async () => {
    stub((method, path) =>
      path === '/api/contatos/relatorio' ? { status: 200, body: { linhas: [] } } : undefined,
    );
    renderApp('/relatorio/contatos');
    expect(
      await screen.findByText('Nenhum contato oferecido no período.', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
