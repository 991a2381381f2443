import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, watchConsole, test } from './fixtures';
import { expectFitsViewport } from './layout';

// A partner reads a price list in the portal's PDF viewer (pdf.js, its worker served by the portal
// under the CSP), pages through it, finds no print or download control; a partner without the document's key
// gets the no-permission page; /video plays the allowed host only, and a tampered token shows a message.

/** The sample price list of the seed (apps/server/src/seed/content.ts): Otávio's workshop holds precos.pecas. */
const PRICE_LIST = '/docs/lista-precos-pecas/Lista%20de%20pre%C3%A7os%20de%20pe%C3%A7as%202026';
const SHOTS = 'test-results/screenshots';

const canvas = (page: Page) => page.locator('.react-pdf__Page__canvas');

/** Whether the page's canvas holds a drawing (not a blank sheet): some pixels are not white. */
const canvasHasInk = (page: Page) =>
  canvas(page).evaluate((node) => {
    const element = node as HTMLCanvasElement;
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 && data[i + 3]! > 0) return true;
    return false;
  });

test('a partner reads a price list: page canvas, page navigation, zoom, no print or download', async ({
  page,
}) => {
  await signIn(page, DEMO.oficina);
  await expect(page.getByRole('heading', { name: `Olá, ${DEMO.oficina.nome}` })).toBeVisible();
  const problems = await watchConsole(page);
  const worker = page.waitForRequest((request) => /\/assets\/pdf\.worker[^/]*\.mjs$/.test(request.url()));

  await page.goto(PRICE_LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de preços de peças' })).toBeVisible();
  await expect(page.getByText('Lista de preços de peças 2026', { exact: true })).toBeVisible();
  expect(new URL((await worker).url()).origin).toBe(new URL(page.url()).origin);

  await expect(page.getByText('Página 1 de 4')).toBeVisible();
  await expect(canvas(page)).toBeVisible();
  await expect.poll(() => canvasHasInk(page)).toBe(true);
  // Fitted to the width by default.
  const frame = page.getByRole('region', { name: /página 1 de 4/ });
  const fitted = (await canvas(page).boundingBox())!.width;
  expect(fitted).toBeGreaterThan((await frame.boundingBox())!.width * 0.9);

  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText('Página 2 de 4')).toBeVisible();
  await expect.poll(() => canvasHasInk(page)).toBe(true);
  await page.getByRole('button', { name: 'Última página' }).click();
  await expect(page.getByText('Página 4 de 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Página 3 de 4')).toBeVisible();
  await page.getByRole('button', { name: 'Primeira página' }).click();
  await expect(page.getByText('Página 1 de 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Página 2 de 4')).toBeVisible();

  await page.getByRole('button', { name: 'Aumentar zoom' }).click();
  await expect(page.getByText('125%')).toBeVisible();
  await expect.poll(async () => (await canvas(page).boundingBox())!.width).toBeGreaterThan(fitted * 1.2);
  await page.getByRole('button', { name: 'Ajustar à largura' }).click();
  await expect(page.getByText('100%')).toBeVisible();

  const forbidden = /imprimir|print|download|baixar/i;
  await expect(page.getByRole('button', { name: forbidden })).toHaveCount(0);
  await expect(page.getByRole('link', { name: forbidden })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/docs-desktop.png`, fullPage: false });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Primeira página' }).click();
  await expect(page.getByText('Página 1 de 4')).toBeVisible();
  await expectFitsViewport(page, [
    page.getByRole('button', { name: 'Próxima página' }),
    page.getByRole('button', { name: 'Ajustar à largura' }),
    canvas(page),
  ]);
  await page.screenshot({ path: `${SHOTS}/docs-phone.png`, fullPage: false });

  expect(problems).toEqual([]);
});

test('a partner without the key gets the no-permission page; an unknown file, "Documento não encontrado"', async ({
  page,
}) => {
  await signIn(page, DEMO.proprietario);
  await expect(page.getByRole('heading', { name: `Olá, ${DEMO.proprietario.nome}` })).toBeVisible();
  await page.goto(PRICE_LIST);
  await expect(page.getByRole('heading', { name: 'Você não tem permissão para esta página' })).toBeVisible();
  await expect(page.locator('.react-pdf__Document')).toHaveCount(0);

  // Everyone signed in may open the resellers' list; a file name that does not exist is the server's 404.
  await page.goto('/docs/lista-de-relacionamento-revendas/nao-existe.pdf');
  await expect(page.getByRole('heading', { name: 'Documento não encontrado' })).toBeVisible();
  await page.goto('/docs/lista-de-relacionamento-revendas');
  await expect(page.getByText(/Página 1 de \d+/)).toBeVisible();
  await expect(canvas(page)).toBeVisible();
});

test('/video plays the default video of the allowed host; a tampered token shows a message', async ({
  page,
}) => {
  await signIn(page, DEMO.proprietario);
  await expect(page.getByRole('heading', { name: `Olá, ${DEMO.proprietario.nome}` })).toBeVisible();
  // The player is an outside page: the test looks at its address, and does not wait for the internet.
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>player</title><body style="color:#fff;font:16px sans-serif">Player (teste)',
    }),
  );

  await page.goto('/video');
  const player = page.locator('iframe[title="Vídeo"]');
  await expect(player).toBeVisible();
  const src = new URL((await player.getAttribute('src'))!);
  expect(src.origin).toBe('https://player.vimeo.com');
  expect(src.pathname).toMatch(/^\/video\/\d+$/);
  expect(src.searchParams.get('loop')).toBe('1');
  await page.screenshot({ path: `${SHOTS}/video-desktop.png` });

  for (const tampered of [
    '/video?url=00000000-0000-4000-8000-000000000000',
    '/video?url=https%3A%2F%2Fevil.example%2F',
    '/video?url=javascript:alert(1)',
  ]) {
    await page.goto(tampered);
    await expect(page.getByRole('heading', { name: 'Vídeo indisponível' })).toBeVisible();
    await expect(page.getByText('Este vídeo não está disponível.', { exact: false })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  }
  await page.screenshot({ path: `${SHOTS}/video-tampered-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/video');
  await expect(page.locator('iframe[title="Vídeo"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/video-phone.png` });
});
