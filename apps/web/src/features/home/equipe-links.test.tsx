import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ALL_PERMISSION_KEYS, PERM } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { stubFetch, type StubbedCall } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { EQUIPE_LINKS as L } from './equipe-links';

/**
 * Each figure of the staff's /home opens its list filtered: the list page reads the filter from the address
 * and asks its API for exactly that.
 */

const linha = (id: string, atual: string, nova: string) => ({
  id,
  nome: `Parceiro ${id}`,
  classeAtual: { id: atual, nome: `Prix ${atual}` },
  classeNova: { id: nova, nome: `Prix ${nova}` },
  faturamento: 1000,
  muda: atual !== nova,
  direcao: Number(nova) > Number(atual) ? 'sobe' : Number(nova) < Number(atual) ? 'desce' : null,
});

const ANSWERS: Record<string, unknown> = {
  '/api/solicitacao': { results: [], total: 0 },
  '/api/candidaturas': { candidaturas: [], total: 0, page: 1 },
  '/api/contatos': { contatos: [], total: 0, page: 1 },
  '/api/privacidade/solicitacoes': { solicitacoes: [], total: 0, page: 1 },
  '/api/cliente/sem-municipio': {
    clientes: [{ id: 'SM1', uuid: 'u-sm1', nome: 'Sem Cidade Ltda', cidade: 'S. J. dos Campos', uf: 'SP' }],
  },
  '/api/contatos/relatorio': { linhas: [] },
  '/api/treinamentos/relatorio': { linhas: [] },
  '/api/reclassificacao': {
    ano: 2026,
    linhas: [linha('1', '100', '250'), linha('2', '250', '100'), linha('3', '250', '250')],
    mudancas: 2,
  },
};

function open(address: string) {
  const admin = makeSession(ALL_PERMISSION_KEYS.filter((k) => k !== PERM.somenteleitura));
  const { calls } = stubFetch((call: StubbedCall) => {
    const path = call.url.pathname;
    if (path === '/api/acesso/info') return { status: 200, body: admin };
    if (path in ANSWERS) return { status: 200, body: ANSWERS[path] };
    return undefined;
  });
  renderApp(address);
  /** The query of the page's call to `path`, once made. */
  return async (path: string) => {
    await waitFor(() => expect(calls.some((c) => c.url.pathname === path)).toBe(true));
    return Object.fromEntries(calls.find((c) => c.url.pathname === path)!.url.searchParams);
  };
}

describe("the staff's /home links open each list filtered", () => {
  it('benefit requests waiting past the review time', async () => {
    expect(await open(L.solicitacoesAtrasadas)('/api/solicitacao')).toMatchObject({ prazo: 'atrasadas' });
    // The filter shows what is applied.
    expect((await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Prazo' })).value).toBe(
      'atrasadas',
    );
  });

  it('redemptions waiting for review', async () => {
    expect(await open(L.resgatesEmAnalise)('/api/solicitacao')).toMatchObject({
      formulario: 'resgate-verba-marketing-cooperado',
      prazo: 'abertas',
    });
  });

  it('applications past the review time', async () => {
    expect(await open(L.candidaturasAtrasadas)('/api/candidaturas')).toMatchObject({ prazo: 'atrasadas' });
  });

  it('offers about to expire', async () => {
    expect(await open(L.contatosVencendo)('/api/contatos')).toMatchObject({ prazo: 'vencendo' });
  });

  it('privacy requests by days left', async () => {
    expect(await open(L.privacidade('vencendo'))('/api/privacidade/solicitacoes')).toMatchObject({
      prazo: 'vencendo',
    });
  });

  it('companies without a municipality: the list opens at once', async () => {
    open(L.semMunicipio);
    const empresa = await screen.findByRole('link', { name: 'Sem Cidade Ltda (SM1)' });
    expect(empresa.closest('details')?.open).toBe(true);
  });

  it('the reclassification: those moving up', async () => {
    open(L.reclassificacao(2026, 'sobe'));
    const table = await screen.findByRole('table', { name: 'Prévia da reclassificação de 2026' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Parceiro 1')]);
    expect(screen.getByText('Só os que sobem de classe')).toBeTruthy();
  });

  it('the reclassification by current class', async () => {
    open(L.classe(2026, '250'));
    const table = await screen.findByRole('table', { name: 'Prévia da reclassificação de 2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Parceiro 2'),
      expect.stringContaining('Parceiro 3'),
    ]);
    expect(screen.getByText('Classe atual: Prix 250')).toBeTruthy();
  });

  it('enquiries won this year', async () => {
    expect(await open(L.contatosGanhos(2026))('/api/contatos/relatorio')).toMatchObject({
      dtInit: '2026-01-01',
    });
  });

  it('partners with trainings pending', async () => {
    expect(await open(L.treinamentosPendentes)('/api/treinamentos/relatorio')).toMatchObject({
      conforme: 'nao',
    });
  });
});
