import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const TRABALHO = [
  'Solicitações de benefício',
  'Resgates da verba cooperada',
  'Candidaturas',
  'Contatos de clientes',
  'Solicitações de privacidade (LGPD)',
  'Empresas sem município',
];
const CANAL = [
  'Parceiros por classe',
  'Faturamento do ano',
  'Verba de marketing cooperado',
  /^Contatos ganhos em \d{4}$/,
  'Treinamentos obrigatórios',
];

test.describe("the staff's /home", () => {
  test('the administrator sees the work waiting and the channel, drawn by the server', async ({ page }) => {
    await signIn(page, DEMO.admin);
    // The first response already holds the tiles (decision 0049): no request of the browser's needed.
    const first = await (await page.request.get('/home')).text();
    expect(first).toContain('Trabalho à espera');
    expect(first).toContain('Solicitações de benefício');

    const trabalho = page.getByRole('region', { name: 'Trabalho à espera' });
    const canal = page.getByRole('region', { name: 'O canal' });
    for (const name of TRABALHO) await expect(trabalho.getByRole('region', { name })).toBeVisible();
    for (const name of CANAL) await expect(canal.getByRole('region', { name })).toBeVisible();
    // The partners' carousel is not the staff's.
    await expect(page.getByRole('region', { name: 'Destaques' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Acesso rápido' })).toBeVisible();
    await shot(page, 'home-staff-desktop');
  });

  test('is taken over with the styles the server sent: the browser writes none again', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.reload();
    await expect(page.getByRole('region', { name: 'O canal' })).toBeVisible();
    // As the partners' /home (home.spec.ts): styles the server left out would be written in React's commit.
    const written = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].flatMap((style) =>
        [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      ),
    );
    expect(written).toEqual([]);
  });

  test("a tile's figure opens its list, filtered to what it counts", async ({ page }) => {
    await signIn(page, DEMO.admin);
    const overdue = page
      .getByRole('region', { name: 'Solicitações de benefício' })
      .getByRole('link', { name: /em aberto há mais de 10 dias úteis/ });
    const figure = Number(/^\d+/.exec((await overdue.textContent()) ?? '')?.[0]);
    expect(figure).toBeGreaterThan(0);
    await overdue.click();
    await expect(page).toHaveURL(/\/solicitacoes\?prazo=atrasadas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitações de benefício' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Prazo' })).toHaveValue('atrasadas');
    await expect(
      page.getByText(figure === 1 ? '1 registro encontrado' : `${figure} registros encontrados`, {
        exact: true,
      }),
    ).toBeVisible();

    // Companies without a municipality: /contatos with their list open.
    await page.goBack();
    await page
      .getByRole('region', { name: 'Empresas sem município' })
      .getByRole('link', { name: /cidade fora da lista de municípios/ })
      .click();
    await expect(page).toHaveURL(/\/contatos\?sem-municipio=1$/);
    await expect(page.getByRole('link', { name: /Balanças Vale do Paraíba Ltda/ })).toBeVisible();
  });

  // A staff member without a queue's key: the joined journey (desempenho-verba-jornada.spec.ts). Axe at 1366
  // and 390 px: the accessibility walk (accessibility.spec.ts), which opens /home as the administrator.
  test('fits a phone’s screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await expect(page.getByRole('region', { name: 'O canal' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'home-staff-phone');
  });
});
