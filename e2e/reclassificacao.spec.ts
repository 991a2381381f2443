import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string, fullPage = true) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

// Years older than the seed's billing (which starts in January of last year), so nothing else depends on them:
// 2018 puts Balanças Paulista at Prix 100, 2019 at Prix 250 (SPEC §9: up to 250 000 → 100; up to 500 000 → 250).
const CSV = [
  'Parceiro;Mês;Produtos;Serviços;Benefícios resgatados',
  '61.234.567/0001-17;06/2018;150.000,00;0;0',
  '61.234.567/0001-17;06/2019;300.000,00;0;0',
].join('\r\n');

async function importBilling(page: Page) {
  await page.goto('/relatorio/faturamento/lista/100234');
  await page.getByRole('button', { name: 'Importar faturamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar faturamento' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'faturamento.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('importada', { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Fechar' }).click();
}

async function applyYear(page: Page, ano: number) {
  await page.goto(`/relatorio/reclassificacao?ano=${ano}`);
  const table = page.getByRole('table', { name: `Prévia da reclassificação de ${ano}` });
  await expect(table).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Aplicar reclassificação' }).click();
  const dialog = page.getByRole('dialog', { name: `Aplicar reclassificação de ${ano}?` });
  await dialog.getByRole('button', { name: 'Aplicar', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Reclassificação de ${ano} aplicada` }),
  ).toBeVisible({
    timeout: 15_000,
  });
  return table;
}

test.describe('yearly reclassification', () => {
  test('preview and apply move a partner from Prix 100 to Prix 250, and its home shows the new logo', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signIn(page, DEMO.admin);
    await importBilling(page);

    // 2018's billing: Balanças Paulista goes down to Prix 100.
    await applyYear(page, 2018);

    // 2019's preview: Prix 100 → Prix 250, highlighted; 'Só mudanças' keeps it.
    await page.goto('/relatorio/reclassificacao?ano=2019');
    const table = page.getByRole('table', { name: 'Prévia da reclassificação de 2019' });
    const row = table.getByRole('row').filter({ hasText: 'Balanças Paulista Comércio Ltda' });
    await expect(row).toContainText('Prix 100');
    await expect(row).toContainText('Prix 250 (muda)');
    await expect(row).toContainText(/R\$\s300\.000,00/);
    await expect(row).toHaveAttribute('data-muda', 'sim');
    // The switch follows the address (?mudancas=1), which the router updates a moment after the click.
    await page.getByRole('switch', { name: 'Só mudanças' }).click();
    await expect(page.getByRole('switch', { name: 'Só mudanças' })).toBeChecked();
    await expect(row).toBeVisible();
    await shot(page, 'reclassificacao-desktop');
    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, 'reclassificacao-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await applyYear(page, 2019);
    await expect(page.getByText('Prévia de 2019: nenhuma classe muda.')).toBeVisible();

    // The company screen lists both changes.
    await page.goto('/cadastro/cliente/lista');
    await page.getByRole('button', { name: 'Ações de Balanças Paulista Comércio Ltda' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const history = page.getByRole('region', { name: 'Histórico de classe' });
    await expect(history).toContainText('Prix 100 → Prix 250');
    await expect(history).toContainText('Prix 250 → Prix 100');
    await shot(page, 'reclassificacao-historico');

    const partner = await browser.newPage();
    await signIn(partner, DEMO.proprietario);
    const logo = partner.getByRole('img', { name: 'Categoria Prix 250' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', '/classes/prix250.svg');
    await partner.close();
  });
});
