import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PERM, type SessionInfo } from '@prix/shared/core';
import type { HomeEquipe, HomeInfo } from '@prix/shared/programa';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi } from '../../test/render-app';

const HOME: HomeInfo = { empresa: null, atalhos: [], treinamento: false };

const EQUIPE: HomeEquipe = {
  solicitacoes: { recebidas: 3, atrasadas: 2 },
  resgates: { emAnalise: { quantidade: 1, valor: 500 }, aPagar: { quantidade: 2, valor: 1800 } },
  candidaturas: { recebidas: 1, atrasadas: 1 },
  contatos: { comEquipe: 4, vencendo: 1 },
  privacidade: { atrasadas: 1, vencendo: 2, noPrazo: 3 },
  semMunicipio: { empresas: 1 },
  classes: {
    ano: 2026,
    porClasse: [
      { id: '10', nome: 'Prix 10', parceiros: 5 },
      { id: '250', nome: 'Prix 250', parceiros: 4 },
    ],
    sobem: 1,
    descem: 2,
  },
  faturamento: {
    ano: 2026,
    meses: [
      { mes: 1, atual: 110_000, anterior: 100_000 },
      { mes: 2, atual: 110_000, anterior: 100_000 },
    ],
    atual: 220_000,
    anterior: 200_000,
  },
  verba: {
    ano: 2026,
    parceiros: 9,
    verbaAnual: 80_000,
    solicitado: 500,
    aprovado: 800,
    pago: 1200,
    disponivel: 78_000,
  },
  contatosGanhos: { ano: 2026, vendidos: 3, naoVendidos: 1, emAndamento: 2 },
  treinamentos: { conformes: 7, pendentes: 4 },
};

function stub(session: SessionInfo, equipe: HomeEquipe | { status: number; body: unknown }) {
  const calls: string[] = [];
  stubApi((_method, path) => {
    calls.push(path);
    if (path === '/api/acesso/info') return { status: 200, body: session };
    if (path === '/api/home') return { status: 200, body: HOME };
    if (path === '/api/home/equipe')
      return 'status' in equipe
        ? (equipe as { status: number; body: unknown })
        : { status: 200, body: equipe };
    if (path === '/api/botao/button-link') return { status: 200, body: { result: [] } };
    if (path === '/api/banner/images') return { status: 200, body: { result: [] } };
    return undefined;
  });
  return calls;
}

const staff = (keys: string[] = []) => makeSession(keys);
const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe("the staff's /home", () => {
  it('shows the work waiting, then the channel, each figure a link to its list filtered', async () => {
    const calls = stub(staff(), EQUIPE);
    renderApp('/home');
    const trabalho = await screen.findByRole('region', { name: 'Trabalho à espera' });
    const canal = screen.getByRole('region', { name: 'O canal' });
    expect(
      within(trabalho)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Solicitações de benefício',
      'Resgates da verba cooperada',
      'Candidaturas',
      'Contatos de clientes',
      'Solicitações de privacidade (LGPD)',
      'Empresas sem município',
    ]);
    expect(
      within(canal)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Parceiros por classe',
      'Faturamento do ano',
      'Verba de marketing cooperado',
      'Contatos ganhos em 2026',
      'Treinamentos obrigatórios',
    ]);

    expect(href(/^3 recebidas$/)).toBe('/solicitacoes?status=Recebida');
    expect(href(/^2 em aberto há mais de 10 dias úteis$/)).toBe('/solicitacoes?prazo=atrasadas');
    expect(href(/^1 aguardando análise/)).toBe(
      '/solicitacoes?formulario=resgate-verba-marketing-cooperado&prazo=abertas',
    );
    expect(href(/^2 aprovados, a pagar/)).toBe(
      '/solicitacoes?formulario=resgate-verba-marketing-cooperado&status=Aprovada',
    );
    expect(href(/^1 recebida$/)).toBe('/candidaturas?status=recebida');
    expect(href(/^1 sem decisão há mais de 10 dias úteis$/)).toBe('/candidaturas?prazo=atrasadas');
    expect(href(/^4 sem parceiro: com a equipe Prix$/)).toBe('/contatos?status=equipe');
    expect(href(/^1 oferta vence em até 24 horas$/)).toBe('/contatos?prazo=vencendo');
    expect(href(/^1 Prazo vencido$/)).toBe('/privacidade/solicitacoes?prazo=atrasadas');
    expect(href(/^2 Vencem em até 5 dias$/)).toBe('/privacidade/solicitacoes?prazo=vencendo');
    expect(href(/^3 Vencem em mais de 5 dias$/)).toBe('/privacidade/solicitacoes?prazo=no_prazo');
    expect(href(/^1 empresa com cidade fora da lista/)).toBe('/contatos?sem-municipio=1');
    expect(href(/^Prix 250: 4$/)).toBe('/relatorio/reclassificacao?ano=2026&classe=250');
    expect(href(/^1 parceiro sobe de classe$/)).toBe('/relatorio/reclassificacao?ano=2026&mudancas=sobe');
    expect(href(/^2 parceiros descem de classe$/)).toBe('/relatorio/reclassificacao?ano=2026&mudancas=desce');
    expect(href(/^Abrir o relatório de faturamento$/)).toBe(
      '/relatorio/faturamento/lista?dtInit=01%2F2026&dtEnd=02%2F2026',
    );
    expect(href(/^3 vendidos/)).toBe('/relatorio/contatos?dtInit=01%2F01%2F2026');
    expect(href(/^4 parceiros com treinamentos pendentes$/)).toBe('/relatorio/treinamentos?conforme=nao');

    // Numbers first, money in BRL, the year against the last one.
    const faturamento = screen.getByRole('region', { name: 'Faturamento do ano' });
    expect(faturamento.textContent).toMatch(/R\$\s220\.000,00/);
    expect(faturamento.textContent).toMatch(/R\$\s200\.000,00 nos mesmos meses de 2025 \(\+10%\)/);
    const verba = screen.getByRole('region', { name: 'Verba de marketing cooperado' });
    expect(verba.textContent).toMatch(/R\$\s80\.000,00/);
    expect(verba.textContent).toMatch(/Disponível\s*R\$\s78\.000,00/);
    expect(screen.getByRole('region', { name: 'Treinamentos obrigatórios' }).textContent).toContain(
      '7 de 11',
    );
    // The partners' carousel is theirs.
    expect(screen.queryByRole('region', { name: 'Destaques' })).toBeNull();
    expect(calls).not.toContain('/api/banner/images');
  });

  it('shows only the tiles the server sent (the keys of the person), and says when one could not be worked out', async () => {
    stub(staff([PERM.privacidade.encarregado]), { privacidade: null });
    renderApp('/home');
    const tile = await screen.findByRole('region', { name: 'Solicitações de privacidade (LGPD)' });
    expect(tile.textContent).toContain('Não foi possível calcular este quadro agora');
    expect(screen.queryByRole('region', { name: 'Solicitações de benefício' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'O canal' })).toBeNull();
  });

  it('tells staff without any list what the page is for', async () => {
    stub(staff(), {});
    renderApp('/home');
    expect(await screen.findByText(/As filas e os números do canal aparecem aqui/)).toBeTruthy();
  });

  it('offers to try again when the tiles cannot be read', async () => {
    stub(staff(), { status: 503, body: { errors: ['Serviço temporariamente indisponível.'] } });
    renderApp('/home');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Serviço temporariamente indisponível.');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('a partner keeps the partner home and never asks for the staff’s tiles', async () => {
    const calls = stub(makeSession([], { externo: true, tipos: ['logado', 'externo'] }), EQUIPE);
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText('Balanças Silva');
    expect(calls).not.toContain('/api/home/equipe');
    expect(screen.queryByRole('region', { name: 'Trabalho à espera' })).toBeNull();
  });
});
