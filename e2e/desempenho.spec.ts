import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { readCsv } from '../apps/server/src/testing/spreadsheets';
import { DEMO, signIn, test } from './fixtures';

// The staff's report of 'Meu desempenho' (decision 0053), on the demo: Marcos's company 100234 is Prix 250
// since last January's reclassification (seed/classe-historico-data.ts), with billing every month. The
// partner's own page is read in the joined journey (desempenho-verba-jornada.spec.ts).

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
