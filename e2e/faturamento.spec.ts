import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string, fullPage = true) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

// A month older than the seed's (which starts in January of last year), so nothing else depends on it.
const CSV = [
  'Parceiro;Mês;Produtos;Serviços;Benefícios resgatados',
  '61.234.567/0001-17;06/2020;12.345,67;1.000,00;250,50',
].join('\r\n');

test.describe('billing report and import', () => {
  test('an admin imports a billing file and the partner sees the month in the table and the chart', async ({
    page,
    browser,
  }) => {
    // Two users, two imports and a chart: more than the default 30 s on a busy machine.
    test.slow();
    await signIn(page, DEMO.admin);
    await page.goto('/relatorio/faturamento/lista/100234');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Relatório de faturamento DO PARCEIRO Balanças Paulista Comércio Ltda',
      }),
    ).toBeVisible();

    // A bad row: nothing imported, the line named.
    await page.getByRole('button', { name: 'Importar faturamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar faturamento' });
    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({
      name: 'erro.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${CSV}\r\n999999;06/2020;1,00;0;0\r\n`),
    });
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(dialog.getByText("Linha 3: parceiro '999999' não encontrado.")).toBeVisible({
      timeout: 15_000,
    });

    await input.setInputFiles({ name: 'faturamento.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText('1 linha importada', { timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    // The partner, on its own company (no id in the address).
    const partner = await browser.newPage();
    await signIn(partner, DEMO.proprietario);
    await partner.goto('/relatorio/faturamento/lista');
    await expect(partner.getByRole('heading', { level: 1 })).toHaveText(
      'Relatório de faturamento DO PARCEIRO Balanças Paulista Comércio Ltda',
    );
    await expect(partner.getByText(/Faltam R\$\s[\d.,]+ para Prix \d+/)).toBeVisible();
    await partner.getByLabel('Data inicial').fill('06/2020');
    await partner.getByLabel('Data final').fill('06/2020');
    await partner.getByLabel('Data final').press('Enter');
    await expect(partner).toHaveURL(/dtInit=06%2F2020&dtEnd=06%2F2020|dtInit=06\/2020&dtEnd=06\/2020/);
    const table = partner.getByRole('table', { name: /Relatório de faturamento/ });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('06/2020');
    await expect(table).toContainText('R$ 12.345,67');
    await expect(table).toContainText('R$ 250,50');
    const chart = partner.getByRole('img', { name: 'Gráfico do faturamento mensal de 06/2020 a 06/2020' });
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart).toHaveAttribute('data-meses', '1');

    // Another company's billing is not the partner's to see.
    await partner.goto('/relatorio/faturamento/lista/200117');
    await expect(partner.getByText('Registro não encontrado')).toBeVisible();
    await partner.close();
  });

  test('screens at desktop and phone width', async ({ page }) => {
    await signIn(page, DEMO.proprietario);
    await page.goto('/relatorio/faturamento/lista');
    await expect(
      page.getByRole('img', { name: /Gráfico do faturamento mensal de/ }).locator('canvas'),
    ).toBeVisible();
    await shot(page, 'faturamento-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(
      page.getByRole('img', { name: /Gráfico do faturamento mensal de/ }).locator('canvas'),
    ).toBeVisible();
    await shot(page, 'faturamento-phone');
    await shot(page, 'faturamento-phone-top', false);
    await page.getByRole('button', { name: 'Somar o grupo' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Relatório de faturamento DO GRUPO Balanças Paulista Comércio Ltda',
    );
    await expect(page).toHaveURL(/grupo=1/);
    await page.goto('/relatorio/faturamento/lista?dtInit=01/2001&dtEnd=02/2001');
    await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
  });

  test('staff without a company in the address choose one', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/relatorio/faturamento/lista');
    await expect(page.getByText('Escolha o parceiro cujo faturamento deseja ver.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Parceiro' }).click();
    await page.getByRole('option', { name: /Pesagem Sul/ }).click();
    await expect(page).toHaveURL(/\/relatorio\/faturamento\/lista\/200117$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Relatório de faturamento DO PARCEIRO Pesagem Sul Assistência Técnica Ltda',
    );
    await shot(page, 'faturamento-admin');
  });
});
