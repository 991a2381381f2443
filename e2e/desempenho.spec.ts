import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { readCsv } from '../apps/server/src/testing/spreadsheets';
import { DEMO, signIn, test } from './fixtures';

// 'Meu desempenho' and the staff's report (decision 0053), on the demo: Marcos's company 100234 is Prix 250
// since last January's reclassification (seed/classe-historico-data.ts), with billing every month.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('a partner opens Meu desempenho: the class since when, the chart and its table, also on a phone', async ({
  page,
}) => {
  await signIn(page, DEMO.proprietario);
  await menu(page).getByRole('link', { name: 'Meu desempenho', exact: true }).click();
  await expect(page).toHaveURL(/\/desempenho$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu desempenho' })).toBeVisible();

  const classe = page.getByRole('region', { name: 'Classe atual' });
  await expect(classe).toContainText('Prix 250');
  await expect(classe).toContainText(/Desde 08\/01\/\d{4} \(reclassificação anual\)/);
  const ano = new Date().getFullYear();
  const faturamento = page.getByRole('region', { name: `Faturamento de ${ano}` });
  await expect(faturamento).toContainText('Para chegar à Prix 500');
  await expect(faturamento).toContainText('Se o ano terminasse hoje');

  const meses = page.getByRole('region', { name: 'Mês a mês' });
  const chart = meses.getByRole('img', {
    name: `Gráfico do faturamento líquido de cada mês de ${ano} comparado a ${ano - 1}`,
  });
  await expect(chart).toBeVisible();
  // uPlot drew its canvas once the page was taken over.
  await expect(chart.locator('canvas').first()).toBeVisible();
  const table = meses.getByRole('table', { name: `Faturamento líquido por mês: ${ano} e ${ano - 1}` });
  await expect(table.getByRole('rowheader')).toHaveCount(13);
  await expect(table.getByRole('rowheader', { name: 'Janeiro' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(/R\$\s[\d.]+,\d{2}/);

  await expect(page.getByRole('region', { name: `Verba de marketing cooperado ${ano}` })).toContainText(
    'Disponível',
  );
  await expect(page.getByRole('region', { name: 'Treinamentos obrigatórios' })).toBeVisible();

  // A first screen on a phone: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(classe).toBeVisible();
  await expect(table).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('staff open the partners’ performance report, filter it, open a partner and export it', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/relatorio/desempenho');
  await expect(page.getByRole('heading', { level: 1, name: 'Desempenho dos parceiros' })).toBeVisible();
  const table = page.getByRole('table', { name: /Desempenho dos parceiros em \d{4}/ });
  await expect(table).toBeVisible();
  await expect(page.getByText(/\d+ registros? encontrados?/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Classe' }).selectOption('250');
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('SP');
  await expect.poll(() => new URL(page.url()).searchParams.get('uf')).toBe('SP');
  const rows = table.getByRole('row');
  await expect(rows.filter({ hasText: 'Balanças Paulista Comércio Ltda' })).toHaveCount(1);
  // Only the header row lacks the chosen class once the filtered page has come.
  await expect(rows.filter({ hasNotText: 'Prix 250' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Opções' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Desempenho dos parceiros \d{4} \d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readCsv(await readFile((await download.path())!));
  expect(csv.lines[0]?.slice(0, 4)).toEqual(['Código', 'Parceiro', 'Estado', 'Classe']);
  const lines = csv.lines.slice(1).filter((l) => l.length > 1);
  expect(lines.length).toBe((await rows.all()).length - 1);
  expect(lines.every((l) => l[2] === 'SP' && l[3] === 'Prix 250')).toBe(true);
  expect(lines.map((l) => l[0])).toContain('100234');

  await table.getByRole('link', { name: 'Balanças Paulista Comércio Ltda' }).click();
  await expect(page).toHaveURL(/\/desempenho\?cliente=100234$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Desempenho de Balanças Paulista Comércio Ltda' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Classe atual' })).toContainText('Prix 250');
});
