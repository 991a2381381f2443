import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Response } from '@playwright/test';
import { chunkOf, filesLoaded, FIRST_DOWNLOAD, WEB_MODULES, type Manifest } from '@prix/shared/vite-manifest';
import { DEMO, signIn, test } from './fixtures';

// What the browser downloads for each page of the built app, as the real server sends it.

const manifest = JSON.parse(
  readFileSync(path.resolve('apps/web/dist/.vite/manifest.json'), 'utf8'),
) as Manifest;
const chunk = (source: string) => `/${chunkOf(manifest, source).file}`;

/** The register screens' chunk, and the signed-in area's (shell + home). */
const REGISTERS = chunk(WEB_MODULES.registers);
const REGISTER_LISTS = chunk(WEB_MODULES.registerLists);
const SHELL = chunk(WEB_MODULES.shell);
const MEUS_DADOS = chunk('src/registers/views/meu-perfil-page.tsx');

/** Every response of the page, from now on. */
function record(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

const pathOf = (response: Response) => new URL(response.url()).pathname;
const requested = (responses: Response[], file: string) => responses.some((r) => pathOf(r) === file);

/** Lets the page finish loading and reach idle moments (when the shell prefetches) twice over. */
async function idle(page: Page) {
  await page.waitForLoadState('load');
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  }
}

test('the login page arrives compressed and loads no signed-in code', async ({ page }) => {
  const responses = record(page);
  await page.goto('/acesso/login');
  await expect(page.getByRole('link', { name: 'Entrar como parceiro' })).toBeVisible();
  await idle(page);

  const code = responses.filter((r) => /\.(?:js|css)$/.test(pathOf(r)));
  expect(code.length).toBeGreaterThanOrEqual(3);
  for (const response of code) {
    expect([pathOf(response), response.headers()['content-encoding']]).toEqual([
      pathOf(response),
      expect.stringMatching(/^(?:br|gzip)$/),
    ]);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const document = responses.find((r) => pathOf(r) === '/acesso/login')!;
  expect(document.headers()['cache-control']).toBe('no-cache');
  expect(document.headers()['content-encoding']).toMatch(/^(?:br|gzip)$/);

  expect(requested(responses, REGISTERS)).toBe(false);
  expect(requested(responses, SHELL)).toBe(false);
  // Exactly the entry's and the login page's own JavaScript: nothing of any other area.
  const javascript = code.map(pathOf).filter((file) => file.endsWith('.js'));
  const expected = filesLoaded(manifest, [...FIRST_DOWNLOAD, WEB_MODULES.login]).map((file) => `/${file}`);
  expect(new Set(javascript)).toEqual(new Set(expected));
});

test('every font the first visit to the login page draws was preloaded, so none arrives late and repaints', async ({
  browser,
}) => {
  // A first visit: the cookie notice shows, with its bold lead (the page's largest text).
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const responses = record(page);
  await page.goto('/acesso/login');
  await expect(page.getByRole('region', { name: 'Aviso sobre cookies' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await idle(page);
  const fonts = responses.map(pathOf).filter((file) => file.endsWith('.woff2'));
  expect(fonts.length).toBeGreaterThanOrEqual(3);
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(new Set(fonts)).toEqual(new Set(preloaded));
  await context.close();
});

test('the register screens are downloaded only when a /cadastro page opens', async ({ page }) => {
  const responses = record(page);
  await signIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { name: `Olá, ${DEMO.admin.nome}` })).toBeVisible();
  await idle(page);
  expect(requested(responses, SHELL)).toBe(true);
  expect(requested(responses, REGISTERS)).toBe(false);

  await page.goto('/cadastro/pais/lista');
  await expect(page.getByRole('heading', { name: 'Países' })).toBeVisible();
  const registers = responses.find((r) => pathOf(r) === REGISTERS);
  expect(registers?.headers()['content-encoding']).toMatch(/^(?:br|gzip)$/);
});

test("a record form downloads none of the lists' code", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { name: `Olá, ${DEMO.admin.nome}` })).toBeVisible();
  const responses = record(page);
  await page.goto('/cadastro/pais/detalhe/novo');
  await expect(page.getByRole('heading', { name: 'Adicionar País' })).toBeVisible();
  await idle(page);
  expect(requested(responses, REGISTERS)).toBe(true);
  expect(requested(responses, REGISTER_LISTS)).toBe(false);
});

test("a list's chunk is asked for beside the register area's, not after it", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { name: `Olá, ${DEMO.admin.nome}` })).toBeVisible();
  const started: string[] = [];
  page.on('request', (request) => started.push(new URL(request.url()).pathname));
  // The area held back: the lists' chunk is asked for all the same, so the list waits for no second round trip.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${REGISTERS}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/cadastro/pais/lista', { waitUntil: 'commit' });
  await expect.poll(() => started.includes(REGISTER_LISTS)).toBe(true);
  release();
  await expect(page.getByRole('heading', { name: 'Países' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
});

test("opening a lazy area inserts no preload link of its own: only the page's are in it", async ({
  page,
}) => {
  // Decision 0042: inserting one <link rel=modulepreload> per chunk (34 on the company list) was one long
  // task of the first navigation on a phone.
  await signIn(page, DEMO.admin);
  const response = await page.goto('/cadastro/cliente/lista');
  // The links the page arrived with (a signed-in page's first view names none: decision 0049).
  const inHtml = (await response!.text()).match(/<link rel="modulepreload"/g)?.length ?? 0;
  await expect(page.getByRole('heading', { name: 'Parceiros' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await idle(page);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(inHtml);
});

test("a user whose menu leads to 'Meus dados' gets it prefetched when the browser is idle, not the registers", async ({
  page,
}) => {
  const responses = record(page);
  await signIn(page, DEMO.leitura);
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Meus dados' }),
  ).toBeVisible();
  await idle(page);
  await expect.poll(() => requested(responses, MEUS_DADOS)).toBe(true);
  expect(requested(responses, REGISTERS)).toBe(false);
});

test('a document address ending in a file name opens the app, not JSON', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { name: `Olá, ${DEMO.admin.nome}` })).toBeVisible();

  const response = await page.goto('/docs/lista-precos-pecas/tabela.pdf');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  // Signed in, inside the shell: the top bar and the menu are there, and the viewer asked for a file that is not.
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documento não encontrado' })).toBeVisible();
  await expect(page.getByText('"errors"')).toHaveCount(0);
});

test('while the register screens download, the current page stays and a bar says a page is loading', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  const home = page.getByRole('heading', { name: `Olá, ${DEMO.admin.nome}` });
  await expect(home).toBeVisible();

  // Hold the register chunk until the page has been looked at.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${REGISTERS}`, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Países' })
    .click();
  await expect(page.getByRole('progressbar', { name: 'Carregando página' })).toBeVisible();
  await expect(home).toBeVisible();

  release();
  await expect(page.getByRole('heading', { name: 'Países' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Carregando página' })).toHaveCount(0);
});

/**
 * Records every use of the browser's Intl (its objects and the toLocale* / localeCompare methods built on it):
 * a page's first one starts ICU, 30–80 ms of one task on the bench machine before Lighthouse's slowdown.
 */
const RECORD_INTL = () => {
  const used: string[] = [];
  (window as unknown as { intlUsed: string[] }).intlUsed = used;
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of [
    'Collator',
    'NumberFormat',
    'DateTimeFormat',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
  ]) {
    const original = intl[name] as (...args: unknown[]) => unknown;
    intl[name] = new Proxy(original, {
      construct: (target, args) => (used.push(name), Reflect.construct(target, args) as object),
      apply: (target, self, args) => (used.push(name), Reflect.apply(target, self, args)),
    });
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [owner, name] of methods) {
    const original = (owner as Record<string, (...args: unknown[]) => unknown>)[name]!;
    (owner as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      used.push(name);
      return original.apply(this, args);
    };
  }
};
const intlUsed = (page: Page) => page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed);

test('the first paint of the login page, both homes and the company list starts no Intl (ICU)', async ({
  page,
}) => {
  await page.addInitScript(RECORD_INTL);
  await page.goto('/acesso/login');
  await expect(page.getByRole('link', { name: 'Entrar como parceiro' })).toBeVisible();
  await idle(page);
  expect(await intlUsed(page)).toEqual([]);

  // /home's menu is sorted and its co-op fund tile shows money, in the first paint.
  await signIn(page, DEMO.proprietario);
  await expect(page.getByRole('region', { name: 'Verba de marketing cooperado' })).toContainText('R$');
  await idle(page);
  expect(await intlUsed(page)).toEqual([]);

  // The staff's /home: counts, money and percentages in its tiles.
  await page.context().clearCookies();
  await signIn(page, DEMO.admin);
  await expect(page.getByRole('region', { name: 'Faturamento do ano' })).toContainText('R$');
  await idle(page);
  expect(await intlUsed(page)).toEqual([]);

  await page.goto('/cadastro/cliente/lista');
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await idle(page);
  expect(await intlUsed(page)).toEqual([]);
});
