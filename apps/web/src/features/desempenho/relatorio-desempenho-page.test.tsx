import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM } from '@prix/shared/core';
import type { RelatorioDesempenho } from '@prix/shared/desempenho';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi, type Reply } from '../../test/render-app';

const RELATORIO: RelatorioDesempenho = {
  ano: 2026,
  total: 12,
  page: 1,
  linhas: [
    {
      clienteId: '100234',
      nome: 'Balanças Paulista Comércio Ltda',
      uf: 'SP',
      classe: { id: '250', nome: 'Prix 250' },
      acumulado: 248_000,
      proxima: { nivel: 500, nome: 'Prix 500', limite: 500_000, percentual: 0.496 },
      projetada: { nivel: 100, nome: 'Prix 100' },
      tendencia: 'desce',
      // March: 248.000 over 3 months begun, times 12, is 992.000.
      ritmo: { projetada: { nivel: 500, nome: 'Prix 500' }, tendencia: 'sobe' },
      verbaDisponivel: 2020,
    },
    {
      clienteId: '200117',
      nome: 'Pesagem Sul Assistência Técnica Ltda',
      uf: null,
      classe: { id: '10', nome: 'Prix 10' },
      acumulado: 51_000,
      proxima: { nivel: 50, nome: 'Prix 50', limite: 50_000, percentual: 1.02 },
      projetada: { nivel: 50, nome: 'Prix 50' },
      tendencia: 'sobe',
      ritmo: { projetada: { nivel: 100, nome: 'Prix 100' }, tendencia: 'sobe' },
      verbaDisponivel: null,
    },
  ],
};

function stub(answer: Reply = { status: 200, body: RELATORIO }) {
  return stubApi((method, path) => {
    if (method === 'POST' && path === '/api/acesso/info')
      return { status: 200, body: makeSession([PERM.desempenho.relatorio]) };
    if (path === '/api/desempenho/relatorio') return answer;
    return undefined;
  });
}
const reportCalls = (fetchMock: ReturnType<typeof stub>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/desempenho/relatorio');

describe("the partners' performance report", () => {
  it('lists each partner with its class, billing, share of the next bound, projection and fund', async () => {
    stub();
    renderApp('/relatorio/desempenho');
    const table = await screen.findByRole('table', { name: 'Desempenho dos parceiros em 2026' });
    const [head, first, second] = within(table).getAllByRole('row');
    expect(head!.textContent).toBe(
      'ParceiroClasseFaturamento no ano% da próxima classeSe o ano terminasse hojeNo ritmo atualSaldo da verba',
    );
    expect(first!.textContent).toContain('100234 · SP');
    expect(first!.textContent).toMatch(/R\$\s248\.000,00/);
    expect(first!.textContent).toContain('49,6% da Prix 500');
    // If the year ended today it would go down; at the pace of the months begun, up.
    expect(first!.textContent).toContain('Prix 100DescePrix 500Sobe');
    expect(first!.textContent).toMatch(/R\$\s2\.020,00/);
    expect(second!.textContent).toContain('102% da Prix 50');
    expect(second!.textContent).toContain('Prix 50SobePrix 100Sobe');
    expect(second!.textContent).toContain('Sem verba');
    // A partner's name opens its page.
    expect(
      within(first!).getByRole('link', { name: 'Balanças Paulista Comércio Ltda' }).getAttribute('href'),
    ).toBe('/desempenho?cliente=100234');
    expect(screen.getByText('12 registros encontrados')).toBeTruthy();
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
  });

  it('filters by class, state and projection, pages, and exports with the same filters', async () => {
    const fetchMock = stub();
    renderApp('/relatorio/desempenho');
    await screen.findByRole('table', { name: 'Desempenho dos parceiros em 2026' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Classe' }), { target: { value: '250' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'SP' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Projeção' }), { target: { value: 'desce' } });
    await waitFor(() =>
      expect(reportCalls(fetchMock).map((u) => u.search)).toContain(
        '?classe=250&uf=SP&tendencia=desce&page=1',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: /página 2/i }));
    await waitFor(() =>
      expect(reportCalls(fetchMock).map((u) => u.search)).toContain(
        '?classe=250&uf=SP&tendencia=desce&page=2',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opções' }));
    const csv = await screen.findByRole('menuitem', { name: 'CSV' });
    expect(csv.getAttribute('href')).toBe(
      '/api/desempenho/relatorio/exportar?classe=250&uf=SP&tendencia=desce&formato=csv',
    );
  });

  it('says when no partner matches, and shows the server’s error with a way to try again', async () => {
    stub({ status: 200, body: { ...RELATORIO, total: 0, linhas: [] } });
    const first = renderApp('/relatorio/desempenho?tendencia=sobe');
    expect(await screen.findByText('Nenhum parceiro com estes filtros.')).toBeTruthy();
    first.unmount();
    stub({ status: 400, body: { errors: ['Estado inválido: use a sigla de um dos 27 estados.'] } });
    renderApp('/relatorio/desempenho?uf=XX');
    expect(await screen.findByText('Estado inválido: use a sigla de um dos 27 estados.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
