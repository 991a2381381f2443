import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PERM, type SessionInfo } from '@prix/shared/core';
import type { HomeInfo } from '@prix/shared/programa';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi } from '../../test/render-app';
import { COOKIE_NOTICE_KEY } from '../../components/cookie-notice';
import { SEM_CELULAR, SEM_EMAIL, SEM_RPS } from './rps-contact';
import { SEM_CLASSIFICACAO } from './partner-card';

const FUND = {
  taxa: '1,00%',
  ano: 2026,
  anoBase: 2025,
  compras: 402000,
  verbaAnual: 4020,
  solicitado: 500,
  aprovado: 800,
  pago: 1200,
  disponivel: 2020,
};

function homeInfo(empresa: Partial<NonNullable<HomeInfo['empresa']>> = {}): HomeInfo {
  return {
    empresa: {
      id: '100234',
      nome: 'Balanças Paulista Comércio Ltda',
      endereco: ['Avenida Paulista, 1500'],
      classe: { nome: 'Prix 250', imagem: 'prix250' },
      rps: {
        nome: 'Rafael Responsável',
        email: 'rafael@prix.com.br',
        celular: '+55 (11) 98765-4321',
        whatsapp: 'https://wa.me/5511987654321',
      },
      metricas: { marketingCooperado: FUND, showroom: { desconto: '18%' } },
      ...empresa,
    },
    atalhos: [{ id: 'simulador', url: 'https://simulador.example/' }],
    treinamento: false,
  };
}

function partner(keys: string[]): SessionInfo {
  return makeSession(keys, { externo: true, tipos: ['logado', 'externo'] });
}

function stubHome(session: SessionInfo, home: HomeInfo) {
  stubApi((method, path) => {
    if (path === '/api/acesso/info') return { status: 200, body: session };
    if (path === '/api/home') return { status: 200, body: home };
    if (path === '/api/botao/button-link') return { status: 200, body: { result: [] } };
    if (path === '/api/banner/images') return { status: 200, body: { result: [] } };
    return undefined;
  });
}

const ALL_METRICS = [PERM.metricas.marketingCooperado, PERM.metricas.showroom, PERM.home.precosSimulador];

describe('/home', () => {
  it('shows the class logo, the company and both tiles to a partner with the keys and benefits', async () => {
    stubHome(partner(ALL_METRICS), homeInfo());
    renderApp('/home');
    expect((await screen.findByRole('img', { name: 'Categoria Prix 250' })).getAttribute('src')).toBe(
      '/classes/prix250.svg',
    );
    expect(screen.getByText('100234')).toBeTruthy();
    const tile = screen.getByRole('region', { name: 'Verba de marketing cooperado' });
    // The ledger's five figures (decision 0027) and the link to its page.
    for (const figure of [
      /R\$\s4\.020,00/,
      /Solicitada.*R\$\s500,00/,
      /Aprovada.*R\$\s800,00/,
      /Paga.*R\$\s1\.200,00/,
    ])
      expect(tile.textContent).toMatch(figure);
    expect(tile.textContent).toMatch(/Disponível.*R\$\s2\.020,00/);
    expect(
      within(tile)
        .getByRole('link', { name: /Consultar verba/ })
        .getAttribute('href'),
    ).toBe('/verba-marketing-cooperado');
    expect(screen.getByRole('region', { name: 'Desconto showroom' }).textContent).toContain('18%');
    expect(screen.getByRole('link', { name: /Simulador de pedidos/ }).getAttribute('href')).toBe(
      'https://simulador.example/',
    );
  });

  it('hides a tile without its key, and a tile the server leaves out for lack of the benefit', async () => {
    stubHome(
      partner([PERM.metricas.showroom]),
      homeInfo({ metricas: { marketingCooperado: FUND, showroom: null } }),
    );
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Balanças Paulista Comércio Ltda' });
    expect(screen.queryByRole('region', { name: 'Verba de marketing cooperado' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Desconto showroom' })).toBeNull();
    // No key for the simulator: no button, even if an address came.
    expect(screen.queryByRole('link', { name: /Simulador de pedidos/ })).toBeNull();
  });

  it('says when there is no class, no RPS, or the RPS lacks e-mail or mobile', async () => {
    stubHome(partner([]), homeInfo({ classe: null, rps: null }));
    const first = renderApp('/home');
    expect(await screen.findByText(SEM_CLASSIFICACAO)).toBeTruthy();
    expect(screen.getByText(SEM_RPS)).toBeTruthy();
    first.unmount();

    stubHome(
      partner([]),
      homeInfo({ rps: { nome: 'Rafael Responsável', email: null, celular: null, whatsapp: null } }),
    );
    renderApp('/home');
    const rps = await screen.findByRole('button', { name: 'Rafael Responsável' });
    fireEvent.click(rps);
    const tooltip = screen.getByRole('tooltip');
    expect(within(tooltip).getByText(SEM_EMAIL)).toBeTruthy();
    expect(within(tooltip).getByText(SEM_CELULAR)).toBeTruthy();
    fireEvent.keyDown(rps, { key: 'Escape' });
    expect(rps.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('/categorias', () => {
  it("starts on the partner's class and switches the per-category benefits by level", async () => {
    stubHome(partner([PERM.pagina.categoria]), homeInfo());
    renderApp('/categorias');
    // TEST_EMPRESA is 'PRIX10': the page starts on Prix 10.
    const prix10 = await screen.findByRole('tab', { name: /^Prix 10\b/ });
    expect(prix10.getAttribute('aria-selected')).toBe('true');
    const state = (name: RegExp) =>
      screen.getAllByRole('listitem').find((li) => name.test(li.textContent ?? ''))!;
    expect(state(/Verba de marketing cooperado/).textContent).toContain('Não incluído');
    expect(state(/Brinde de aniversário/).textContent).toContain('Não incluído');
    fireEvent.click(screen.getByRole('tab', { name: /^Prix 1000\b/ }));
    expect(state(/Verba de marketing cooperado/).textContent).toContain('Incluído');
    expect(state(/Brinde de aniversário/).textContent).toContain('Incluído');
    expect(state(/Divulgação no site/).textContent).toContain('Em breve');
    // The seven general benefits are on at every level.
    const gerais = screen.getByRole('region', { name: 'Benefícios gerais' });
    expect(within(gerais).getAllByText('Incluído')).toHaveLength(7);
  });

  it('is refused without visualizar.categoria', async () => {
    stubHome(partner([]), homeInfo());
    renderApp('/categorias');
    expect(await screen.findByText('Você não tem permissão para esta página')).toBeTruthy();
  });
});

describe('the cookie notice', () => {
  it('shows until acknowledged, then never again', async () => {
    localStorage.removeItem(COOKIE_NOTICE_KEY);
    stubHome(partner([]), homeInfo());
    const first = renderApp('/home');
    const notice = await screen.findByRole('region', { name: 'Aviso sobre cookies' });
    expect(notice.textContent).toContain('Não usamos cookies de rastreamento nem de publicidade');
    fireEvent.click(within(notice).getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('region', { name: 'Aviso sobre cookies' })).toBeNull();
    expect(localStorage.getItem(COOKIE_NOTICE_KEY)).not.toBeNull();
    first.unmount();
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Balanças Paulista Comércio Ltda' });
    expect(screen.queryByRole('region', { name: 'Aviso sobre cookies' })).toBeNull();
  });
});
