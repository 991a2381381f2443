/**
 * Many Lighthouse runs of the bench's two signed-in pages, one line each: to compare two builds where the
 * bench's three runs cannot tell them apart (a 2-core machine's TBT and LCP move by 100 ms from run to run).
 * `node --import tsx apps/server/bench/lighthouse-runs.ts [--runs=9] [--page=home|list]` against the built
 * app (`npm run build` first), on a throwaway PostgreSQL database (BENCH_DATABASE_URL as in run.ts).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test-support/chromium.js';
import { PARTNER_EMAIL, STAFF_EMAIL, prepareDatabase, signIn, startServer } from './lib.js';

interface Lhr {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string };
}

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 9);
const only = option('page');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const say = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;

const database = await prepareDatabase('pg', adminUrl, 0);
const server = await startServer(database.env);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless', ...CHROMIUM_ARGS],
});
try {
  const pages = [
    { name: 'home', path: '/home', cookie: await signIn(server.baseUrl, PARTNER_EMAIL, 'parceiro') },
    {
      name: 'list',
      path: '/cadastro/cliente/lista',
      cookie: await signIn(server.baseUrl, STAFF_EMAIL, 'corporativo'),
    },
  ].filter((page) => !only || page.name === only);
  for (const page of pages) {
    const figures = { score: [] as number[], fcp: [] as number[], lcp: [] as number[], tbt: [] as number[] };
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.baseUrl}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: { Cookie: page.cookie },
      });
      const lhr = result?.lhr as unknown as Lhr | undefined;
      if (!lhr || lhr.runtimeError) {
        say(`${page.name} run ${i + 1}: failed (${lhr?.runtimeError?.code ?? 'no result'})`);
        continue;
      }
      const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      const run = {
        score: lhr.categories.performance.score ?? 0,
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
      };
      for (const key of Object.keys(figures) as (keyof typeof figures)[]) figures[key].push(run[key]);
      say(
        `${page.name} run ${i + 1}: score ${run.score} FCP ${run.fcp} ms LCP ${run.lcp} ms TBT ${run.tbt} ms`,
      );
    }
    say(
      `${page.name} medians (${figures.tbt.length} runs): score ${median(figures.score)} FCP ${median(figures.fcp)} ms` +
        ` LCP ${median(figures.lcp)} ms TBT ${median(figures.tbt)} ms`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
  await database.drop();
}
