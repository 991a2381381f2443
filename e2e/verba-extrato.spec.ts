import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

// The demo's Prix 250 partner (the seed of decisions 0027 and 0055): R$ 4.020,00 accrued; R$ 1.200,00 paid,
// R$ 800,00 approved (of R$ 1.000,00 asked) and R$ 800,00 open (in analysis and pending) leave R$ 2.020,00; a
// refused redemption counts nowhere. These are the seed's figures: this file runs before
// verba-resgate-comprovado.spec.ts (files run in name order), whose journey spends the fund.
test('the co-op fund: the /home tile and its page show the ledger’s figures and the redemptions', async ({
  page,
}) => {
  await signIn(page, DEMO.proprietario);
  const tile = page.getByRole('region', { name: 'Verba de marketing cooperado' });
  await expect(tile).toContainText(/Disponível\s*R\$\s2\.020,00/);
  await expect(tile).toContainText(/Aprovada\s*R\$\s800,00/);
  await shot(page, 'verba-home-tile');
  await tile.getByRole('link', { name: /Consultar verba/ }).click();

  await expect(page).toHaveURL(/\/verba-marketing-cooperado$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verba de marketing cooperado' })).toBeVisible();
  const saldo = page.getByRole('region', { name: 'Saldo' });
  await expect(saldo).toContainText(/Acumulada \(1,00% de R\$\s402\.000,00 em \d{4}\)\s*R\$\s4\.020,00/);
  await expect(saldo).toContainText(/Solicitada \(em aberto\)\s*R\$\s800,00/);
  await expect(saldo).toContainText(/Paga\s*R\$\s1\.200,00/);
  await expect(saldo).toContainText(/Disponível\s*R\$\s2\.020,00/);
  const pedidos = page.getByRole('region', { name: 'Pedidos de resgate' });
  await expect(pedidos.getByRole('link', { name: /Solicitação nº/ })).toHaveCount(5);
  for (const status of ['Paga', 'Aprovada', 'Em análise', 'Pendência', 'Recusada'])
    await expect(pedidos).toContainText(status);
  // Each with its proof: the activity, the supplier's NF-e, the photos; the part approved; the payment.
  await expect(pedidos).toContainText(/R\$\s800,00 aprovados de R\$\s1\.000,00/);
  await expect(pedidos).toContainText(
    /Vitrine ou fachada · NF-e 1187\/1 de Comunicação Visual Avenida Ltda · 2 fotos/,
  );
  await expect(pedidos).toContainText('(NF de bonificação 48390)');
  await shot(page, 'verba-desktop');
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(saldo).toBeVisible();
  await shot(page, 'verba-phone');
});

test('staff deciding a redemption see the partner’s co-op fund on its detail', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/solicitacoes?status=Em%20an%C3%A1lise&formulario=resgate-verba-marketing-cooperado');
  await expect(page.getByRole('heading', { name: 'Solicitações de benefício' })).toBeVisible();
  await page
    .getByRole('link', { name: /nº \d+ / })
    .first()
    .click();
  const saldo = page.getByRole('region', { name: 'Saldo do parceiro' });
  await expect(saldo).toContainText(/Disponível\s*R\$\s2\.020,00/);
  await expect(saldo).toContainText(/Solicitada \(em aberto\)\s*R\$\s800,00/);
  // The proof beside it: the NF-e read from the XML and the photos.
  const prova = page.getByRole('region', { name: 'Comprovação da ação' });
  await expect(prova).toContainText('Brindes Ipiranga Ltda');
  await expect(prova.locator('img')).toHaveCount(2);
  await shot(page, 'verba-staff-detail');
});

test('staff choose a partner on the co-op fund page and read its ledger', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/verba-marketing-cooperado');
  await expect(
    page.getByText('Escolha o parceiro cuja verba de marketing cooperado deseja ver.'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Parceiro' }).click();
  await page.getByRole('option', { name: /Balanças Paulista/ }).click();
  await expect(page).toHaveURL(/\/verba-marketing-cooperado\?cliente=100234$/);
  await expect(page.getByRole('region', { name: 'Saldo' })).toContainText(/Disponível\s*R\$\s2\.020,00/);
  const pedidos = page.getByRole('region', { name: 'Pedidos de resgate' });
  await expect(pedidos.getByRole('link', { name: /Solicitação nº/ }).first()).toHaveAttribute(
    'href',
    /^\/solicitacoes\//,
  );
  await shot(page, 'verba-staff');
  await page.getByRole('button', { name: 'Trocar parceiro' }).click();
  await expect(page.getByRole('combobox', { name: 'Parceiro' })).toBeVisible();
});
