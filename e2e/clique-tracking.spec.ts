import { expect, type Browser, type Page, type Request } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';

// Clicks end to end: a partner's clicks on a banner of the /home carousel and on a quick
// button go out in the tracker's batch (lib/clique-tracker.ts, SPEC §9) and an admin sees them in the click
// report filtered to that partner; a click made right before the page is left goes out by sendBeacon.

const LIST = '/cadastro/relatorio/lista';
const PARTNER = { code: '100234', name: 'Balanças Paulista Comércio Ltda' };
const BANNER = 'Campanha de verão';
const QUICK_BUTTON = 'Lista de preços — revenda física';

/** Today in the portal's time zone, as the report's date filters take it (dd/mm/aaaa). */
const today = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** The report of today for the partner, and only `nome` when given. */
const reportUrl = (nome?: string) =>
  `${LIST}?${new URLSearchParams({
    nome_cliente: PARTNER.code,
    dtInit: today(),
    dtEnd: today(),
    ...(nome ? { nome_tipo: nome } : {}),
  })}`;

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.admin);
  return page;
}

/** The partner's clicks on `nome` today, as the report shows them (0 for 'Nenhum registro encontrado'). */
async function clicksOn(page: Page, nome: string): Promise<number> {
  await page.goto(reportUrl(nome));
  const table = page.getByRole('table', { name: 'Relatório de cliques' });
  const empty = page.getByText('Nenhum registro encontrado');
  // The report's area is a lazy chunk: its first load on a busy machine takes a while.
  await expect(table.or(empty)).toBeVisible({ timeout: 20_000 });
  if (await empty.isVisible()) return 0;
  const row = table.getByRole('row').filter({ hasText: nome });
  await expect(row).toHaveCount(1);
  return Number(await row.getByRole('cell').last().textContent());
}

/** The click batches this page posts (fetch or beacon) and the server took (204). */
function acceptedBatches(page: Page): { nome_tipo: string }[][] {
  const batches: { nome_tipo: string }[][] = [];
  page.on('requestfinished', (request: Request) => {
    void (async () => {
      if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/api/relatorio')) return;
      if ((await request.response())?.status() === 204) {
        batches.push(JSON.parse(request.postData() ?? '[]') as { nome_tipo: string }[]);
      }
    })();
  });
  return batches;
}

test('a banner and a quick button clicked by a partner appear in the click report for that partner', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const admin = await adminPage(browser);
  const before = { banner: await clicksOn(admin, BANNER), button: await clicksOn(admin, QUICK_BUTTON) };

  await signIn(page, DEMO.proprietario);
  const batches = acceptedBatches(page);
  const carousel = page.getByRole('region', { name: 'Destaques' });
  const popup = page.waitForEvent('popup');
  await carousel.getByRole('link', { name: new RegExp(BANNER) }).click();
  await (await popup).close();
  await page
    .getByRole('region', { name: 'Acesso rápido' })
    .getByRole('link', { name: new RegExp(QUICK_BUTTON) })
    .click();
  // The batch goes out within the 5 s interval: wait for the server's answer, not for a fixed time.
  await expect
    .poll(() => batches.flat().map((c) => c.nome_tipo), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([BANNER, QUICK_BUTTON]));

  // The admin filters the report by the partner (the Parceiro filter) and today.
  await admin.goto(`${LIST}?${new URLSearchParams({ dtInit: today(), dtEnd: today() })}`);
  await admin.getByRole('combobox', { name: 'Parceiro', exact: true }).click();
  await admin.getByRole('option', { name: PARTNER.name, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`nome_cliente=${PARTNER.code}`));
  const table = admin.getByRole('table', { name: 'Relatório de cliques' });
  for (const [tipo, nome, total] of [
    ['Banner', BANNER, before.banner + 1],
    ['Botão', QUICK_BUTTON, before.button + 1],
  ] as const) {
    await expect(table.getByRole('row').filter({ hasText: nome }).getByRole('cell')).toHaveText([
      tipo,
      nome,
      PARTNER.name,
      String(total),
    ]);
  }
  await admin.context().close();
});

test('a click right before the page is left is not lost: the tracker hands it to sendBeacon', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.proprietario);
  await page.goto('/recursos');
  const document = page.getByRole('region', { name: 'Documentos' }).getByRole('link').first();
  const nome = (await document.textContent())!.trim();
  const admin = await adminPage(browser);
  const before = await clicksOn(admin, nome);
  const popup = page.waitForEvent('popup');
  await document.click();
  // Away at once, long before the 5 s batch: only the page-hide path (sendBeacon) can send the click. (A
  // beacon sent as the page goes is not among the page's requests Playwright reports, so the report tells.)
  await page.goto('about:blank');
  await (await popup).close();

  await expect(async () => {
    expect(await clicksOn(admin, nome)).toBe(before + 1);
  }).toPass({ timeout: 20_000 });
  await admin.context().close();
});
