import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { readCsv, readXlsx } from '../apps/server/src/testing/spreadsheets';
import { DEMO, signIn, test } from './fixtures';

// Exports (decision 0026): the options menu of a list downloads the whole filtered list; the files open.

async function exportFrom(page: Page, choice: 'Excel (.xlsx)' | 'CSV') {
  await page.getByRole('button', { name: 'Opções' }).click();
  await expect(page.getByText('Exportar', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: choice }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), data: await readFile((await download.path())!) };
}

test('an admin exports the países list as XLSX and CSV, with the search applied', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/cadastro/pais/lista');
  await expect(page.getByRole('heading', { name: 'Países' })).toBeVisible();
  const total = Number(
    /(\d+) registros? encontrados?/.exec(
      (await page.getByText(/registros? encontrados?/).textContent()) ?? '',
    )?.[1],
  );

  const xlsx = await exportFrom(page, 'Excel (.xlsx)');
  expect(xlsx.name).toMatch(/^Países \d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await readXlsx(xlsx.data);
  expect(sheet.headers).toEqual(['Código', 'Nome', 'Gentílico', 'Ativo', 'Criado em', 'Alterado em']);
  expect(sheet.rows.length).toBe(total);
  expect(sheet.rows.find((r) => r[0] === 'BR')?.slice(0, 4)).toEqual(['BR', 'Brasil', 'Brasileiro', 'Sim']);

  await page.getByRole('searchbox', { name: 'Busca' }).fill('Brasil');
  await expect.poll(() => new URL(page.url()).searchParams.get('geral')).toBe('Brasil');
  const csv = await exportFrom(page, 'CSV');
  expect(csv.name).toMatch(/^Países \d{4}-\d{2}-\d{2}\.csv$/);
  const parsed = readCsv(csv.data);
  expect(parsed.bom).toBe(true);
  expect(parsed.lines[0]).toEqual(['Código', 'Nome', 'Gentílico', 'Ativo', 'Criado em', 'Alterado em']);
  expect(parsed.lines.slice(1).map((l) => l[0])).toEqual(['BR']);
});

test('staff export the click report with its filter: the file holds every row the screen counts', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/cadastro/relatorio/lista?tipo_relatorio=botao');
  const table = page.getByRole('table', { name: 'Relatório de cliques' });
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('Botão');
  const total = Number(
    /(\d+) registros? encontrados?/.exec(
      (await page.getByText(/registros? encontrados?/).textContent()) ?? '',
    )?.[1],
  );
  expect(total).toBeGreaterThan(0);

  const xlsx = await exportFrom(page, 'Excel (.xlsx)');
  expect(xlsx.name).toMatch(/^Relatório de cliques \d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await readXlsx(xlsx.data);
  expect(sheet.headers).toEqual(['Tipo', 'Nome do Tipo', 'Nome do Parceiro', 'Total de cliques']);
  expect(sheet.rows.length).toBe(total);
  expect(new Set(sheet.rows.map((r) => r[0]))).toEqual(new Set(['Botão']));
  // The screen's first row is the file's first row: the same order.
  const first = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
  expect(sheet.rows[0]!.slice(0, 3)).toEqual(first.slice(0, 3));
});
