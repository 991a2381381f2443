import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test.describe('the partner home page', () => {
  test('a Prix 250 partner sees its logo, tiles, carousel and quick buttons', async ({ page }) => {
    await signIn(page, DEMO.proprietario);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Marcos Proprietário' })).toBeVisible();
    const logo = page.getByRole('img', { name: 'Categoria Prix 250' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', '/classes/prix250.svg');
    // The file really arrives and decodes (a wrong address would leave it at 0), however soon after the card.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Balanças Paulista Comércio Ltda' })).toBeVisible();
    await expect(page.getByText('Código ERP 100234')).toBeVisible();
    await expect(page.getByText('Avenida Paulista, 1500 — Conjunto 42')).toBeVisible();

    // The responsible person's contact opens on hover, with a WhatsApp link.
    await page.getByRole('button', { name: 'Rafael Responsável' }).hover();
    await expect(page.getByRole('link', { name: /\+55 \(11\) 98765-4321/ })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321',
    );

    await expect(page.getByRole('region', { name: 'Verba de marketing cooperado' })).toContainText('R$');
    await expect(page.getByRole('region', { name: 'Desconto showroom' })).toContainText('18%');

    const atalhos = page.getByRole('region', { name: 'Acesso rápido' });
    await expect(atalhos.getByRole('link', { name: /Lista de preços — revenda física/ })).toHaveAttribute(
      'href',
      /^\/docs\/lista-precos-rev-fisica\//,
    );
    await expect(atalhos.getByRole('link', { name: /Simulador de pedidos/ })).toHaveAttribute(
      'href',
      'https://simulador.prix.com.br/pedidos',
    );
    await expect(atalhos.getByRole('link', { name: /Treinamentos/ })).toHaveAttribute(
      'href',
      '/api/acesso-sfsf/login',
    );
    // A reseller holds no workshop keys: no parts list, no OTA channel.
    await expect(atalhos.getByRole('link', { name: /Canal das OTAs/ })).toHaveCount(0);
    await expect(atalhos.getByRole('link', { name: /peças/ })).toHaveCount(0);
    await shot(page, 'home-desktop');
  });

  test('the carousel advances by itself and stops while the pointer is over it', async ({ page }) => {
    await signIn(page, DEMO.proprietario);
    const carousel = page.getByRole('region', { name: 'Destaques' });
    const current = carousel.locator('button[aria-current="true"]');
    await expect(current).toHaveAttribute('aria-label', /banner 1:/);
    await expect(current).toHaveAttribute('aria-label', /banner 2:/, { timeout: 6_000 });
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    const label = await current.getAttribute('aria-label');
    await page.waitForTimeout(4_000);
    await expect(current).toHaveAttribute('aria-label', label!);
    // Arrows and dots move it by hand.
    await carousel.getByRole('button', { name: 'Próximo banner' }).click();
    await expect(current).not.toHaveAttribute('aria-label', label!);
  });

  test('a workshop at Prix 10 sees its own buttons and no co-op fund tile', async ({ page }) => {
    await signIn(page, DEMO.oficina);
    await expect(page.getByRole('img', { name: 'Categoria Prix 10' })).toBeVisible();
    const atalhos = page.getByRole('region', { name: 'Acesso rápido' });
    await expect(atalhos.getByRole('link', { name: /Canal das OTAs/ })).toBeVisible();
    await expect(atalhos.getByRole('link', { name: /Simulador de pedidos/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Desconto showroom' })).toContainText('15%');
    await expect(page.getByRole('region', { name: 'Verba de marketing cooperado' })).toHaveCount(0);
  });

  test('loaded, it is taken over with the styles the server sent: the browser writes none again', async ({
    page,
  }) => {
    await signIn(page, DEMO.proprietario);
    await page.reload();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // emotion's own sheet (`data-emotion="css"`, no ids) holds what the browser wrote; the server's name their ids.
    // Styles the server left out (MUI composes some into the class an element carries) were written there inside
    // React's commit, a long task on a phone.
    const written = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].flatMap((style) =>
        [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      ),
    );
    expect(written).toEqual([]);
  });

  test('on a phone, the page fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.proprietario);
    await expect(page.getByRole('img', { name: 'Categoria Prix 250' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Acesso rápido' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'home-phone');
  });
});

test.describe('/categorias', () => {
  test('starts on the partner’s class and switches benefits by level', async ({ page }) => {
    await signIn(page, DEMO.proprietario);
    await page.goto('/categorias');
    const tab = (n: number) => page.getByRole('tab', { name: new RegExp(`^Prix ${n}\\b`) });
    await expect(tab(250)).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    const item = (text: string) => panel.getByRole('listitem').filter({ hasText: text });
    await expect(item('Divulgação no site')).toContainText('Em breve');
    await expect(item('Premiação por superação de metas')).toContainText('Não incluído');
    await expect(panel.getByText('Benefícios gerais')).toBeVisible();
    await shot(page, 'categorias-desktop');

    await tab(250).focus();
    await page.keyboard.press('ArrowLeft'); // Prix 500
    await expect(tab(500)).toHaveAttribute('aria-selected', 'true');
    await expect(item('Premiação por superação de metas')).toContainText('Incluído');
    await tab(10).click();
    await expect(item('Verba de marketing cooperado')).toContainText('Não incluído');
    await expect(item('Preços subsidiados para showroom')).toContainText('15%');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'categorias-phone');
  });
});

test.describe('the cookie notice', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('shows once, is dismissed from the keyboard and stays dismissed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/acesso/login');
    const notice = page.getByRole('region', { name: 'Aviso sobre cookies' });
    await expect(notice).toContainText('cookie da sua sessão');
    await expect(notice).toContainText('Não usamos cookies de rastreamento nem de publicidade');
    await shot(page, 'cookies-phone');
    // The login button stays reachable above it.
    const login = page.getByRole('link', { name: 'Entrar como parceiro' });
    await login.click({ trial: true });
    await notice.getByRole('button', { name: 'Entendi' }).focus();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Entrar como parceiro' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
