import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';

// The click report (SPEC §2.2) on the seeded demo clicks, and a click recorded through the tracker
// (lib/clique-tracker.ts) reaching the report after the 5 s batch (SPEC §9).

const LIST = '/cadastro/relatorio/lista';

async function pick(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('staff read the click report: paging, filters in the address, the clear button, phone cards', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Relatório de cliques' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Relatório de cliques' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Tipo',
    'Nome do Tipo',
    'Nome do Parceiro',
    'Total de cliques',
  ]);
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: 'test-results/relatorio-cliques.png', fullPage: true });

  await page
    .getByRole('navigation', { name: 'Paginação' })
    .getByRole('button', { name: /página 2/i })
    .click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();

  await expect(page.getByRole('button', { name: 'Pesquisar' })).toBeVisible();
  await pick(page, 'Tipo', 'Botão');
  await expect(page).toHaveURL(/tipo_relatorio=botao/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('Botão');
  const tipos = await table.getByRole('row').locator('td:first-child').allTextContents();
  expect(new Set(tipos)).toEqual(new Set(['Botão']));

  await page.getByLabel('Data inicial').fill('01/01/2000');
  await page.getByLabel('Data inicial').press('Enter');
  await expect(page).toHaveURL(/dtInit=01%2F01%2F2000/);
  // Reloading keeps the filters: they live in the address.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Tipo', exact: true })).toHaveValue('Botão');
  await expect(page.getByLabel('Data inicial')).toHaveValue('01/01/2000');

  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByRole('button', { name: 'Pesquisar' })).toBeVisible();

  // A period with nothing in it.
  await page.getByLabel('Data final').fill('01/01/2001');
  await page.getByLabel('Data final').press('Enter');
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();

  await page.getByRole('tab', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/vista=downloads/);
  await expect(page.getByRole('table', { name: 'Documentos mais abertos' })).toBeVisible();
  await page.screenshot({ path: 'test-results/relatorio-downloads.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Cliques' }).click();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/relatorio-cliques-celular.png', fullPage: true });
});

/** dd/mm/aaaa of the day `days` before today. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

test('Enter after typing both dates filters the list and keeps the dates in the fields and the address', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto(LIST);
  const table = page.getByRole('table', { name: 'Relatório de cliques' });
  const firstTotal = async () =>
    Number((await table.getByRole('row').nth(1).getByRole('cell').last().textContent())!.replace(/\D/g, ''));
  await expect(table.getByRole('row')).toHaveCount(11);
  // The demo's clicks are spread over the last 12 months: a month of them ranks far fewer clicks first.
  const yearTotal = await firstTotal();

  const [dtInit, dtEnd] = [daysAgo(60), daysAgo(31)];
  await page.getByLabel('Data inicial').fill(dtInit);
  await page.getByLabel('Data final').fill(dtEnd);
  await expect(page.getByRole('button', { name: 'Pesquisar' })).toBeVisible();
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/relatorio?') && new URL(r.url()).searchParams.get('dtEnd') === dtEnd,
  );
  await page.getByLabel('Data final').press('Enter');
  const filtered = new URL((await answer).url()).searchParams;
  expect([filtered.get('dtInit'), filtered.get('dtEnd')]).toEqual([dtInit, dtEnd]);

  await expect.poll(firstTotal).toBeLessThan(yearTotal);
  await expect(page.getByLabel('Data inicial')).toHaveValue(dtInit);
  await expect(page.getByLabel('Data final')).toHaveValue(dtEnd);
  const address = new URL(page.url()).searchParams;
  expect([address.get('dtInit'), address.get('dtEnd')]).toEqual([dtInit, dtEnd]);
  await expect(page.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();

  // Enter again, nothing changed: the filter stays.
  await page.getByLabel('Data inicial').press('Enter');
  await expect(page.getByLabel('Data inicial')).toHaveValue(dtInit);
  await expect(page.getByLabel('Data final')).toHaveValue(dtEnd);
  expect(new URL(page.url()).searchParams.get('dtInit')).toBe(dtInit);
});

test("a click through trackClick reaches the report after the 5 s batch ('interno' for staff)", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.admin);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Solicitar Benefício' }).click();
  await expect(page).toHaveURL(/\/beneficios/);
  const url = `${LIST}?nome_tipo=${encodeURIComponent('Solicitar Benefício')}&nome_cliente=interno`;
  await expect(async () => {
    await page.goto(url);
    await expect(
      page.getByRole('table', { name: 'Relatório de cliques' }).getByRole('row').nth(1),
    ).toHaveText(/Solicitar Benefício.*interno.*1/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});
