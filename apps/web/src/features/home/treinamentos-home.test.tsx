import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PERM, type SessionInfo } from '@prix/shared/core';
import type { HomeInfo } from '@prix/shared/programa';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi } from '../../test/render-app';
import { concluinteTexto } from './treinamentos-tile';

const EMPRESA: NonNullable<HomeInfo['empresa']> = {
  id: '100234',
  nome: 'Balanças Paulista Comércio Ltda',
  endereco: ['Avenida Paulista, 1500'],
  classe: { nome: 'Prix 10', imagem: 'prix10' },
  rps: null,
  metricas: { marketingCooperado: null, showroom: null },
};

const TREINAMENTOS: NonNullable<HomeInfo['treinamentos']> = {
  clienteId: '100234',
  emDia: 2,
  total: 3,
  conforme: false,
  tipos: [
    {
      id: 'BAL',
      nome: 'Balanças comerciais',
      concluintes: [{ nome: 'Marcos Parceiro', em: '2026-03-10', validaAte: '2099-03-10' }],
      emDia: true,
    },
    {
      id: 'INM',
      nome: 'Metrologia legal',
      concluintes: [{ nome: 'Júlia Técnica', em: '2025-01-05', validaAte: null }],
      emDia: true,
    },
    {
      id: 'SEG',
      nome: 'Segurança elétrica',
      concluintes: [{ nome: 'Marcos Parceiro', em: '2024-02-01', validaAte: '2025-02-01' }],
      emDia: false,
    },
  ],
};

const CHECKLIST: NonNullable<HomeInfo['checklist']> = {
  ate: '2027-02-20',
  itens: [
    { id: 'perfil', rotulo: 'Perfil completo', feito: true },
    { id: 'equipe', rotulo: 'Equipe cadastrada', feito: false },
    { id: 'manual', rotulo: 'Manual do programa aberto', feito: false },
    { id: 'treinamentos', rotulo: 'Treinamentos obrigatórios em dia', feito: false },
  ],
};

const home = (over: Partial<HomeInfo> = {}): HomeInfo => ({
  empresa: EMPRESA,
  atalhos: [],
  treinamento: false,
  treinamentos: null,
  checklist: null,
  ...over,
});

const partner = (keys: string[] = []): SessionInfo =>
  makeSession(keys, { externo: true, tipos: ['logado', 'externo'] });

function stubHome(session: SessionInfo, answer: HomeInfo, buttons: unknown[] = []) {
  return stubApi((method, path) => {
    if (path === '/api/acesso/info') return { status: 200, body: session };
    if (path === '/api/home') return { status: 200, body: answer };
    if (path === '/api/botao/button-link') return { status: 200, body: { result: buttons } };
    if (path === '/api/banner/images') return { status: 200, body: { result: [] } };
    return undefined;
  });
}

// The button list is kept in session storage per user and company: each test starts without it.
beforeEach(() => sessionStorage.clear());

describe("/home's mandatory trainings tile", () => {
  it('sums up, lists each type with who completed it and until when, and highlights the missing one', async () => {
    stubHome(partner(), home({ treinamentos: TREINAMENTOS }));
    renderApp('/home');
    const tile = await screen.findByRole('region', { name: 'Treinamentos obrigatórios: 2 de 3 em dia' });
    expect(tile.textContent).toContain('Falta 1 treinamento: Segurança elétrica.');
    const tipos = within(within(tile).getByRole('list', { name: 'Treinamentos obrigatórios' })).getAllByRole(
      'listitem',
    );
    expect(tipos).toHaveLength(3);
    expect(tipos[0]!.textContent).toContain('Balanças comerciais · em dia');
    expect(tipos[0]!.textContent).toContain(
      'Concluído por Marcos Parceiro em 10/03/2026, válido até 10/03/2099',
    );
    expect(tipos[1]!.textContent).toContain('Júlia Técnica em 05/01/2025, sem vencimento');
    expect(tipos[2]!.textContent).toContain('Segurança elétrica · pendente');
    expect(tipos[2]!.textContent).toContain('vencido em 01/02/2025');
    // The missing type stands out from those up to date.
    expect(getComputedStyle(tipos[2]!).backgroundColor).not.toBe(getComputedStyle(tipos[0]!).backgroundColor);
  });

  it('says when every training is up to date, and shows no tile when there is none to do', async () => {
    stubHome(
      partner(),
      home({
        treinamentos: {
          ...TREINAMENTOS,
          emDia: 2,
          total: 2,
          conforme: true,
          tipos: TREINAMENTOS.tipos.slice(0, 2),
        },
      }),
    );
    const first = renderApp('/home');
    const tile = await screen.findByRole('region', { name: 'Treinamentos obrigatórios: 2 de 2 em dia' });
    expect(tile.textContent).toContain('Sua equipe está em dia');
    first.unmount();

    stubHome(partner(), home());
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Balanças Paulista Comércio Ltda' });
    expect(screen.queryByRole('region', { name: /Treinamentos obrigatórios/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Primeiros passos no programa' })).toBeNull();
  });

  it('words a completion: until when, expired, or without expiry', () => {
    const c = { nome: 'Ana', em: '2026-01-10', validaAte: '2026-06-30' };
    expect(concluinteTexto(c, '2026-06-30')).toBe('Ana em 10/01/2026, válido até 30/06/2026');
    expect(concluinteTexto(c, '2026-07-01')).toBe('Ana em 10/01/2026, vencido em 30/06/2026');
    expect(concluinteTexto({ ...c, validaAte: null }, '2026-07-01')).toBe(
      'Ana em 10/01/2026, sem vencimento',
    );
  });
});

describe("/home's onboarding checklist", () => {
  it('ticks what is done and links each open step to where it is done', async () => {
    stubHome(
      partner([PERM.cadastro.usuarioExterno, PERM.cliente.visualizarEquipe]),
      home({ checklist: CHECKLIST, treinamentos: TREINAMENTOS }),
      [{ identificador: 'manual-do-programa-prix', nome: 'Manual do programa', arquivo: 'manual.pdf' }],
    );
    renderApp('/home');
    const card = await screen.findByRole('region', { name: 'Primeiros passos no programa' });
    expect(card.textContent).toContain('1 de 4 concluídos');
    expect(card.textContent).toContain('Esta lista fica na página inicial até 20/02/2027.');
    const passos = within(within(card).getByRole('list', { name: 'Primeiros passos' })).getAllByRole(
      'listitem',
    );
    expect(passos.map((p) => p.textContent)).toEqual([
      'Perfil completo: feito',
      'Equipe cadastrada: a fazerCadastrar a equipe',
      'Manual do programa aberto: a fazerAbrir o manual do programa',
      'Treinamentos obrigatórios em dia: a fazerVer os treinamentos',
    ]);
    // A done step links nowhere.
    expect(within(passos[0]!).queryByRole('link')).toBeNull();
    expect(within(passos[1]!).getByRole('link').getAttribute('href')).toBe('/cadastro/usuario/lista');
    await waitFor(() =>
      expect(within(passos[2]!).getByRole('link').getAttribute('href')).toBe(
        '/docs/manual-do-programa-prix/manual.pdf',
      ),
    );
    expect(within(passos[3]!).getByRole('link').getAttribute('href')).toBe('#treinamentos-obrigatorios');
  });

  it("links the profile to 'Meus dados', the trainings to the e-learning, and leaves the team to who may add it", async () => {
    stubHome(
      partner(),
      home({
        treinamento: true,
        checklist: { ...CHECKLIST, itens: CHECKLIST.itens.map((i) => ({ ...i, feito: false })) },
      }),
    );
    renderApp('/home');
    const card = await screen.findByRole('region', { name: 'Primeiros passos no programa' });
    expect(card.textContent).toContain('0 de 4 concluídos');
    expect(within(card).getByRole('link', { name: 'Completar Meus dados' }).getAttribute('href')).toBe(
      '/meu-perfil/usuario/detalhe/u-1',
    );
    expect(within(card).queryByRole('link', { name: 'Cadastrar a equipe' })).toBeNull();
    // Without the manual's button, where the documents are listed.
    expect(within(card).getByRole('link', { name: 'Abrir o manual do programa' }).getAttribute('href')).toBe(
      '/recursos',
    );
    expect(within(card).getByRole('link', { name: 'Fazer os treinamentos' }).getAttribute('href')).toBe(
      '/api/acesso-sfsf/login',
    );
  });

  it('comes in the one /api/home answer: /home asks nothing more for it', async () => {
    const fetchMock = stubHome(partner(), home({ checklist: CHECKLIST, treinamentos: TREINAMENTOS }));
    renderApp('/home');
    await screen.findByRole('region', { name: 'Primeiros passos no programa' });
    await screen.findByRole('region', { name: 'Treinamentos obrigatórios: 2 de 3 em dia' });
    const paths = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    // What every /home asks: the session, the profile, its data, the buttons and the banners.
    const asked = ['/api/acesso/info', '/api/usuario/profile', '/api/home', '/api/botao/button-link'];
    expect(paths.filter((p) => ![...asked, '/api/banner/images'].includes(p))).toEqual([]);
  });
});
