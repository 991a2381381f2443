import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM } from '@prix/shared/core';
import type { Desempenho } from '@prix/shared/desempenho';
import { makeSession } from '../../test/session-fixtures';
import { holdRequests } from '../../test/hold-requests';
import { renderApp, stubApi, type Reply } from '../../test/render-app';

// uPlot draws on a canvas jsdom does not have; the chart's own placement is the browser tests' (e2e).
vi.mock('./desempenho-chart', () => ({
  default: ({ ano }: { ano: number }) => <div role="img" aria-label={`Gráfico de ${ano}`} />,
}));

const DESEMPENHO: Desempenho = {
  empresa: { id: '100234', nome: 'Balanças Paulista Comércio Ltda' },
  ano: 2026,
  mes: 3,
  classe: {
    atual: { id: '250', nome: 'Prix 250' },
    desde: { em: '2025-01-08T15:00:00.000Z', origem: 'reclassificacao' },
    anoAnterior: { id: '100', nome: 'Prix 100' },
  },
  faturamento: {
    acumulado: 120_000,
    manter: { limite: 250_000, faltam: 130_000.01 },
    proxima: { nivel: 500, nome: 'Prix 500', limite: 500_000, faltam: 380_000.01, percentual: 0.24 },
    projetada: { nivel: 100, nome: 'Prix 100' },
    tendencia: 'desce',
    // March: 120.000 over the 3 months begun, times 12.
    ritmo: {
      meses: 3,
      anualizado: 480_000,
      projetada: { nivel: 250, nome: 'Prix 250' },
      tendencia: 'mantem',
    },
  },
  meses: Array.from({ length: 12 }, (_, i) => ({
    mes: i + 1,
    atual: i < 3 ? 40_000 : null,
    anterior: i === 0 ? 32_000 : 30_000,
  })),
  verba: {
    taxa: '1,00%',
    ano: 2026,
    anoBase: 2025,
    compras: 402_000,
    verbaAnual: 4020,
    solicitado: 500,
    aprovado: 800,
    pago: 1200,
    disponivel: 2020,
  },
  contatos: { recebidos: 8, aceitos: 6, vendidos: 3, taxaAceite: 0.75, medianaRespostaHoras: 5.25 },
  treinamentos: { emDia: 2, total: 3, conforme: false },
};

const PARTNER: string[] = [PERM.desempenho.visualizar, PERM.metricas.marketingCooperado];

function stub(answer: Reply, { staff = false, keys = PARTNER } = {}) {
  const asked: string[] = [];
  const fetchMock = stubApi((_method, path) => {
    if (path === '/api/acesso/info')
      return {
        status: 200,
        body: staff ? makeSession(keys) : makeSession(keys, { externo: true, tipos: ['logado', 'externo'] }),
      };
    if (path.startsWith('/api/desempenho')) {
      asked.push(path);
      return answer;
    }
    return undefined;
  });
  return { asked, fetchMock };
}

describe('/desempenho (Meu desempenho)', () => {
  it("shows the partner's class and since when, the year against the bounds and the projection", async () => {
    const { asked } = stub({ status: 200, body: DESEMPENHO });
    renderApp('/desempenho');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu desempenho' })).toBeTruthy();
    const classe = await screen.findByRole('region', { name: 'Classe atual' });
    expect(classe.textContent).toContain('Prix 250');
    expect(classe.textContent).toContain('Desde 08/01/2025 (reclassificação anual)');
    expect(classe.textContent).toContain('Classe no fim de 2025Prix 100');
    const faturamento = screen.getByRole('region', { name: 'Faturamento de 2026' });
    expect(faturamento.textContent).toMatch(/R\$\s120\.000,00/);
    expect(faturamento.textContent).toContain('de janeiro a março');
    expect(faturamento.textContent).toMatch(
      /Para manter a Prix 250 \(acima de R\$\s250\.000,00\)Faltam R\$\s130\.000,01/,
    );
    expect(faturamento.textContent).toMatch(
      /Para chegar à Prix 500 \(acima de R\$\s500\.000,00\)Faltam R\$\s380\.000,01/,
    );
    expect(faturamento.textContent).toContain('24% do limite da Prix 500');
    expect(faturamento.textContent).toContain('Se o ano terminasse hojePrix 100 (desce)');
    // Beside the literal projection, the pace of the months begun, and how it is worked out.
    expect(faturamento.textContent).toMatch(
      /Se o ritmo atual continuar \(R\$\s480\.000,00 no ano\)Prix 250 \(mantém\)/,
    );
    expect(faturamento.textContent).toContain(
      '“Se o ritmo atual continuar” divide o faturamento de janeiro a março por 3 e multiplica por 12.',
    );
    expect(asked).toEqual(['/api/desempenho']);
  });

  it('in January multiplies the month by 12; in December shows only the year so far', async () => {
    const janeiro: Desempenho = {
      ...DESEMPENHO,
      mes: 1,
      faturamento: {
        ...DESEMPENHO.faturamento,
        acumulado: 40_000,
        ritmo: {
          meses: 1,
          anualizado: 480_000,
          projetada: { nivel: 250, nome: 'Prix 250' },
          tendencia: 'mantem',
        },
      },
    };
    stub({ status: 200, body: janeiro });
    const first = renderApp('/desempenho');
    const faturamento = await screen.findByRole('region', { name: 'Faturamento de 2026' });
    expect(faturamento.textContent).toMatch(/Se o ritmo atual continuar \(R\$\s480\.000,00 no ano\)Prix 250/);
    expect(faturamento.textContent).toContain(
      '“Se o ritmo atual continuar” multiplica o faturamento de janeiro por 12.',
    );
    first.unmount();

    // In December the pace is the year so far: one projection, not two equal ones.
    const dezembro: Desempenho = {
      ...DESEMPENHO,
      mes: 12,
      faturamento: {
        ...DESEMPENHO.faturamento,
        ritmo: { ...DESEMPENHO.faturamento.ritmo, meses: 12, anualizado: 120_000 },
      },
    };
    stub({ status: 200, body: dezembro });
    renderApp('/desempenho');
    const ultimo = await screen.findByRole('region', { name: 'Faturamento de 2026' });
    expect(ultimo.textContent).toContain('Se o ano terminasse hoje');
    expect(ultimo.textContent).not.toContain('ritmo');
  });

  it('draws the months as a chart and as a table with the same figures, this year against last', async () => {
    stub({ status: 200, body: DESEMPENHO });
    renderApp('/desempenho');
    const meses = await screen.findByRole('region', { name: 'Mês a mês' });
    expect(within(meses).getByRole('img', { name: 'Gráfico de 2026' })).toBeTruthy();
    const table = within(meses).getByRole('table', { name: 'Faturamento líquido por mês: 2026 e 2025' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Mês', '2026', '2025', 'Variação']);
    const rows = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    // January: 40.000 against 32.000 (+25%); April, after the current month: no figure this year.
    expect(within(table).getByRole('rowheader', { name: 'Janeiro' })).toBeTruthy();
    expect(rows[1]).toEqual([
      expect.stringMatching(/R\$\s40\.000,00/),
      expect.stringMatching(/R\$\s32\.000,00/),
      '+25%',
    ]);
    expect(rows[4]).toEqual(['—', expect.stringMatching(/R\$\s30\.000,00/), '—']);
    // The year so far against the same months last year.
    expect(rows[13]).toEqual([
      expect.stringMatching(/R\$\s120\.000,00/),
      expect.stringMatching(/R\$\s92\.000,00/),
      '+30,4%',
    ]);
  });

  it('shows the co-op fund, the enquiries and the trainings', async () => {
    stub({ status: 200, body: DESEMPENHO });
    renderApp('/desempenho');
    const verba = await screen.findByRole('region', { name: 'Verba de marketing cooperado 2026' });
    expect(verba.textContent).toMatch(/DisponívelR\$\s2\.020,00/);
    expect(within(verba).getByRole('link', { name: 'Ver pedidos de resgate' }).getAttribute('href')).toBe(
      '/verba-marketing-cooperado',
    );
    const contatos = screen.getByRole('region', { name: 'Contatos de Onde comprar em 2026' });
    expect(contatos.textContent).toContain('Recebidos8');
    expect(contatos.textContent).toContain('Aceitos6');
    expect(contatos.textContent).toContain('Vendas fechadas3');
    expect(contatos.textContent).toContain('Taxa de aceite75%');
    expect(contatos.textContent).toContain('Tempo de resposta (mediana)5,3 h');
    const treinamentos = screen.getByRole('region', { name: 'Treinamentos obrigatórios' });
    expect(treinamentos.textContent).toContain('2 de 3');
    expect(treinamentos.textContent).toContain('Há treinamentos pendentes');
  });

  it('says so when there is nothing yet: no billing, no fund, no enquiries, no mandatory training', async () => {
    stub({
      status: 200,
      body: {
        ...DESEMPENHO,
        classe: {
          atual: { id: '10', nome: 'Prix 10' },
          desde: null,
          anoAnterior: { id: '10', nome: 'Prix 10' },
        },
        faturamento: {
          acumulado: 0,
          manter: null,
          proxima: { nivel: 50, nome: 'Prix 50', limite: 50_000, faltam: 50_000.01, percentual: 0 },
          projetada: { nivel: 10, nome: 'Prix 10' },
          tendencia: 'mantem',
          ritmo: { meses: 3, anualizado: 0, projetada: { nivel: 10, nome: 'Prix 10' }, tendencia: 'mantem' },
        },
        meses: DESEMPENHO.meses.map((m) => ({ ...m, atual: m.atual === null ? null : 0, anterior: 0 })),
        verba: null,
        contatos: { recebidos: 0, aceitos: 0, vendidos: 0, taxaAceite: null, medianaRespostaHoras: null },
        treinamentos: { emDia: 0, total: 0, conforme: true },
      } satisfies Desempenho,
    });
    renderApp('/desempenho');
    expect(await screen.findByText('Sem registro de quando a empresa chegou a esta classe.')).toBeTruthy();
    expect(screen.getByText('Ainda não há faturamento registrado em 2025 nem em 2026.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/A classe desta empresa não tem verba/)).toBeTruthy();
    expect(screen.getByText('Nenhum contato recebido neste ano.')).toBeTruthy();
    expect(screen.getByText('Nenhum treinamento obrigatório para esta empresa.')).toBeTruthy();
    expect(screen.getByText('Se o ano terminasse hoje').nextSibling?.textContent).toBe('Prix 10 (mantém)');
  });

  it('shows a loading state, then the server’s error with a way to try again', async () => {
    const { fetchMock } = stub({ status: 500, body: { errors: ['Erro interno do servidor'] } });
    const held = holdRequests(fetchMock, (_m, url) => url.includes('/api/desempenho'));
    renderApp('/desempenho');
    expect(await screen.findByText('Carregando o desempenho...')).toBeTruthy();
    held[0]!.release();
    expect(await screen.findByText('Erro interno do servidor')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(held).toHaveLength(2));
  });

  it('lets staff choose the partner, then reads that partner’s by its code', async () => {
    const { asked } = stub(
      { status: 200, body: DESEMPENHO },
      { staff: true, keys: [PERM.desempenho.relatorio] },
    );
    const { router } = renderApp('/desempenho');
    expect(await screen.findByText('Escolha o parceiro cujo desempenho deseja ver.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Parceiro' })).toBeTruthy();
    expect(asked).toEqual([]);
    await router.navigate('/desempenho?cliente=100234');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Desempenho de Balanças Paulista Comércio Ltda' }),
    ).toBeTruthy();
    expect(asked).toEqual(['/api/desempenho/100234']);
    fireEvent.click(screen.getByRole('button', { name: 'Trocar parceiro' }));
    expect(await screen.findByRole('combobox', { name: 'Parceiro' })).toBeTruthy();
  });
});
