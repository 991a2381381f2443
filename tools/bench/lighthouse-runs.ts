/**
 * Many Lighthouse runs of the bench's two signed-in pages, one line each: to compare two builds where the
 * bench's three runs cannot tell them apart (a 2-core machine's TBT and LCP move by 100 ms from run to run).
 * `node --import tsx tools/bench/lighthouse-runs.ts [--runs=9] [--page=home|list]` against the built
 * app (`npm run build` first), on a throwaway PostgreSQL database (BENCH_DATABASE_URL as in run.ts); each run
 * prints the host's benchmarkIndex (BENCH_CPU_SLOWDOWN runs another CPU slowdown than Lighthouse's 4×).
 */
import { auditValue, launchChromium, lighthouseRun, median, type Lhr } from './lighthouse.js';
import { PARTNER_EMAIL, STAFF_EMAIL, prepareDatabase, signIn, startServer } from './lib.js';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 9);
const only = option('page');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const say = (line: string) => process.stdout.write(`${line}\n`);

const FIGURES = {
  score: (run) => run.categories.performance.score ?? 0,
  FCP: auditValue('first-contentful-paint'),
  LCP: auditValue('largest-contentful-paint'),
  TBT: auditValue('total-blocking-time'),
} satisfies Record<string, (run: Lhr) => number>;
const shown = (read: (name: keyof typeof FIGURES) => number) =>
  Object.keys(FIGURES)
    .map((name) => {
      const value = read(name as keyof typeof FIGURES);
      return name === 'score' ? `score ${value}` : `${name} ${Math.round(value)} ms`;
    })
    .join(' ');

const database = await prepareDatabase('pg', adminUrl, 0);
const server = await startServer(database.env);
const chrome = await launchChromium();
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
    const finished: Lhr[] = [];
    for (let i = 1; i <= runs; i++) {
      const run = await lighthouseRun(chrome.port, `${server.baseUrl}${page.path}`, page.cookie);
      if (run.runtimeError) {
        say(`${page.name} run ${i}: failed (${run.runtimeError.code})`);
        continue;
      }
      finished.push(run);
      say(
        `${page.name} run ${i}: ${shown((name) => FIGURES[name](run))} (CPU index ${run.environment.benchmarkIndex})`,
      );
    }
    say(
      `${page.name} medians (${finished.length} runs): ${shown((name) => median(finished.map(FIGURES[name])))}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
  await database.drop();
}
