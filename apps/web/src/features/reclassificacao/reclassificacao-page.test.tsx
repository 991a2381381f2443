import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERM } from '@prix/shared/core';
import { makeSession } from '../../test/session-fixtures';
import { renderApp, stubApi } from '../../test/render-app';

const linha = (id: string, atual: string, nova: string, faturamento: number) => ({
  id,
  nome: `Parceiro ${id}`,
  classeAtual: { id: atual, nome: `Prix ${atual}` },
  classeNova: { id: nova, nome: `Prix ${nova}` },
  faturamento,
  muda: atual !== nova,
  direcao: Number(nova) > Number(atual) ? 'sobe' : Number(nova) < Number(atual) ? 'desce' : null,
});

function stub(applied: { count: number }) {
  return stubApi((method, path, body) => {
    if (method === 'POST' && path === '/api/acesso/info') {
      return { status: 200, body: makeSession([PERM.classe.reclassificar]) };
    }
    if (path === '/api/reclassificacao' && method === 'GET') {
      const linhas =
        applied.count > 0
          ? [linha('100234', '250', '250', 402_000), linha('200117', '10', '10', 37_000)]
          : [linha('100234', '100', '250', 402_000), linha('200117', '10', '10', 37_000)];
      return { status: 200, body: { ano: 2025, linhas, mudancas: linhas.filter((l) => l.muda).length } };
    }
    if (path === '/api/reclassificacao' && method === 'POST') {
      expect(body).toEqual({ ano: 2025 });
      applied.count++;
      return { status: 200, body: { ano: 2025, alterados: 1, emails: 1 } };
    }
    return undefined;
  });
}

describe('reclassification page', () => {
  it('previews with the changes highlighted, filters them, and applies after confirming', async () => {
    const applied = { count: 0 };
    const fetchMock = stub(applied);
    renderApp('/relatorio/reclassificacao?ano=2025');
    const table = await screen.findByRole(
      'table',
      { name: 'Prévia da reclassificação de 2025' },
      { timeout: 5000 },
    );
    expect(screen.getByText('Prévia de 2025: 1 de 2 parceiros mudam de classe.')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-muda'))).toEqual(['sim', 'nao']);
    expect(rows[0]!.textContent).toContain('Prix 250 (muda)');
    expect(rows[0]!.textContent).toMatch(/R\$\s402\.000,00/);

    fireEvent.click(screen.getByRole('switch', { name: 'Só mudanças' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Aplicar reclassificação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aplicar reclassificação de 2025?' });
    expect(applied.count).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await screen.findByText(
      /Reclassificação de 2025 aplicada: 1 parceiro mudou de classe e 1 aviso foi enviado/,
    );
    expect(applied.count).toBe(1);
    await screen.findByText('Prévia de 2025: nenhuma classe muda.');
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Aplicar reclassificação' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('ano=2025'))).toBe(true);
  });

  it('is not offered without classe.reclassificar', async () => {
    stubApi((method, path) =>
      method === 'POST' && path === '/api/acesso/info' ? { status: 200, body: makeSession([]) } : undefined,
    );
    renderApp('/relatorio/reclassificacao');
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(await screen.findByText(/permissão/i, {}, { timeout: 5000 })).toBeTruthy();
  });
});
