import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PERM } from '@prix/shared/core';
import type { ExtratoVerba } from '@prix/shared/programa';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi } from '../../test/render-app';
import { SEM_RESGATES, SEM_VERBA } from './verba-page';

const EXTRATO: ExtratoVerba = {
  empresa: { id: '100234', nome: 'Balanças Paulista Comércio Ltda' },
  anos: [2026, 2025],
  verba: {
    taxa: '1,00%',
    ano: 2026,
    anoBase: 2025,
    compras: 402000,
    verbaAnual: 4020,
    solicitado: 500,
    aprovado: 800,
    pago: 1200,
    disponivel: 2020,
  },
  resgates: [
    {
      uuid: 'a1',
      numero: 31,
      status: 'Em análise',
      valor: 500,
      valorAprovado: null,
      dhcriacao: '2026-11-21T12:00:00.000Z',
      comprovacao: {
        atividade: 'Evento ou feira',
        nfe: { numero: 30412, serie: 1, emitente: 'Brindes Ipiranga Ltda' },
        fotos: 2,
      },
      pagamento: null,
    },
    {
      uuid: 'b2',
      numero: 22,
      status: 'Paga',
      valor: 1200,
      valorAprovado: 1000,
      dhcriacao: '2026-11-11T12:00:00.000Z',
      comprovacao: {
        atividade: 'Vitrine ou fachada',
        nfe: { numero: 1187, serie: 1, emitente: 'Comunicação Visual Avenida Ltda' },
        fotos: 1,
      },
      pagamento: { data: '2026-11-20', referencia: 'NF de bonificação 48390' },
    },
  ],
};

function stub(extrato: ExtratoVerba, keys: string[] = [PERM.metricas.marketingCooperado], staff = false) {
  const asked: string[] = [];
  const fetchMock = stubApi((_method, path) => {
    if (path === '/api/acesso/info')
      return {
        status: 200,
        body: staff ? makeSession(keys) : makeSession(keys, { externo: true, tipos: ['logado', 'externo'] }),
      };
    if (path.startsWith('/api/verba-marketing-cooperado')) {
      asked.push(path);
      return { status: 200, body: extrato };
    }
    return undefined;
  });
  return { asked, fetchMock };
}

describe('/verba-marketing-cooperado', () => {
  it("shows the year's figures and the redemptions with their status", async () => {
    stub(EXTRATO);
    renderApp('/verba-marketing-cooperado');
    const saldo = await screen.findByRole('region', { name: 'Saldo' });
    expect(saldo.textContent).toMatch(/Acumulada \(1,00% de R\$\s402\.000,00 em 2025\)R\$\s4\.020,00/);
    expect(saldo.textContent).toMatch(/Solicitada \(em aberto\)R\$\s500,00/);
    expect(saldo.textContent).toMatch(/AprovadaR\$\s800,00/);
    expect(saldo.textContent).toMatch(/PagaR\$\s1\.200,00/);
    expect(saldo.textContent).toMatch(/DisponívelR\$\s2\.020,00/);
    const pedidos = screen.getByRole('region', { name: 'Pedidos de resgate' });
    const itens = within(pedidos)
      .getAllByRole('listitem')
      .filter((li) => li.textContent);
    // Each redemption with its proof (decision 0055) and, once paid, its payment; a part approved shows both.
    expect(itens.map((li) => li.textContent)).toEqual([
      expect.stringMatching(
        /Solicitação nº 31.*Em análise.*R\$\s500,00Evento ou feira · NF-e 30412\/1 de Brindes Ipiranga Ltda · 2 fotos da ação$/,
      ),
      expect.stringMatching(
        /Solicitação nº 22.*Paga.*R\$\s1\.000,00 aprovados de R\$\s1\.200,00Vitrine ou fachada · NF-e 1187\/1 de Comunicação Visual Avenida Ltda · 1 foto da ação · paga em 20\/11\/2026 \(NF de bonificação 48390\)$/,
      ),
    ]);
    expect(within(pedidos).getByRole('link', { name: 'Solicitação nº 31' }).getAttribute('href')).toBe(
      '/minhas-solicitacoes/a1',
    );
  });

  it('says when the class has no fund and when the year has no redemptions', async () => {
    stub({ ...EXTRATO, verba: null, resgates: [] });
    renderApp('/verba-marketing-cooperado?ano=2025');
    expect(await screen.findByText(SEM_VERBA)).toBeTruthy();
    expect(screen.getByText(SEM_RESGATES)).toBeTruthy();
  });

  it('is not open without metricas.marketingcooperado', async () => {
    const { asked } = stub(EXTRATO, []);
    renderApp('/verba-marketing-cooperado');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Saldo' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it("lets staff choose the partner, then shows that partner's fund, its requests in the staff queue", async () => {
    const { asked, fetchMock } = stub(
      EXTRATO,
      [PERM.metricas.marketingCooperado, PERM.solicitacao.gerenciar],
      true,
    );
    const { router } = renderApp('/verba-marketing-cooperado');
    expect(
      await screen.findByText('Escolha o parceiro cuja verba de marketing cooperado deseja ver.'),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Parceiro' })).toBeTruthy();
    expect(asked).toEqual([]);

    await router.navigate('/verba-marketing-cooperado?cliente=100234');
    const pedidos = await screen.findByRole('region', { name: 'Pedidos de resgate' });
    const url = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .findLast((address) => address.pathname === '/api/verba-marketing-cooperado')!;
    expect(url.searchParams.get('cliente')).toBe('100234');
    expect(within(pedidos).getByRole('link', { name: 'Solicitação nº 31' }).getAttribute('href')).toBe(
      '/solicitacoes/a1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Trocar parceiro' }));
    expect(await screen.findByRole('combobox', { name: 'Parceiro' })).toBeTruthy();
  });
});
