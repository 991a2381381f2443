/**
 * Two figures Lighthouse does not give, on the built app with the demo content (as `npm start` seeds it), in
 * Debian's Chromium at a phone's width with the CPU slowed 4× (Chromium's own throttling, not a simulation):
 *
 * - opening a record from a list: the interaction's duration (INP's measure: the `event` timing entry of the
 *   click, from input to the next paint) when staff choose 'Editar' in a company's row menu of
 *   /cadastro/cliente/lista;
 * - the JavaScript heap of partner /home once loaded and idle, after a garbage collection.
 *
 * `node --import tsx tools/bench/interaction.ts [--runs=5]` (`npm run build` first); the median and every run.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium.js';
import { PARTNER_EMAIL, STAFF_EMAIL, signIn, startDemoServer } from './lib.js';
import { median } from './lighthouse.js';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
const say = (line: string) => process.stdout.write(`${line}\n`);
const PHONE = { width: 412, height: 823 };
const CPU_SLOWDOWN = 4;

/** Waits until the page takes input: a server-drawn page's root stops being `inert` (decision 0049). */
const takenOver = (page: Page) =>
  page.waitForFunction("!document.getElementById('root')?.hasAttribute('inert')");

/** Keeps, in the page, the longest interaction from now on (written as text: these tools have no DOM types). */
const WATCH_INTERACTIONS = `window.interaction = 0;
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries())
    if (entry.interactionId) window.interaction = Math.max(window.interaction, entry.duration);
}).observe({ type: 'event', durationThreshold: 16 });`;

const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const cookieOf = async (email: string, via: 'parceiro' | 'corporativo') => {
    const [name, value] = (await signIn(server.baseUrl, email, via)).split('=') as [string, string];
    return { name, value, url: server.baseUrl };
  };
  const staff = await cookieOf(STAFF_EMAIL, 'corporativo');
  const partner = await cookieOf(PARTNER_EMAIL, 'parceiro');

  const opened = async (cookie: typeof staff, path: string) => {
    // The page's CSP refuses evaluated text, which is how these tools without DOM types reach the page.
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    await context.addCookies([cookie]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${server.baseUrl}${path}`);
    await takenOver(page);
    return { context, page, cdp };
  };

  const inp: number[] = [];
  const heap: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const list = await opened(staff, '/cadastro/cliente/lista');
    await list.page.getByRole('button', { name: 'Ações de Balanças Paulista Comércio Ltda' }).click();
    const edit = list.page.getByRole('menuitem', { name: 'Editar' });
    await edit.waitFor();
    await list.page.waitForTimeout(500);
    await list.page.evaluate(WATCH_INTERACTIONS);
    await edit.click();
    await list.page.getByRole('heading', { level: 1, name: 'Editar Parceiro' }).waitFor();
    await list.page.waitForTimeout(500);
    inp.push(Number(await list.page.evaluate('window.interaction')));
    await list.context.close();

    const home = await opened(partner, '/home');
    await home.page.waitForTimeout(2000);
    await home.cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await home.cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    heap.push(usedSize / 1_000_000);
    await home.context.close();
    say(
      `execução ${run}: abrir um registro da lista ${Math.round(inp.at(-1)!)} ms; heap de /home ${heap.at(-1)!.toFixed(1)} MB`,
    );
  }
  say(
    `mediana (${runs} execuções, CPU ${CPU_SLOWDOWN}×): abrir um registro ${Math.round(median(inp))} ms (INP ≤ 200); ` +
      `heap de /home (parceiro) ${median(heap).toFixed(1)} MB`,
  );
} finally {
  await browser.close();
  await server.stop();
}
