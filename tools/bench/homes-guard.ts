/**
 * `npm run budget:homes`, the step of `npm test` (`npm run e2e`) right after the bundle's budget: /home as a
 * partner and as staff, measured by Lighthouse (mobile, simulated throttling) on the demo content as a first
 * `npm start` seeds it, in 3 rounds at the CPU slowdown calibrated to the host (each round begins with a run of
 * the static reference page, whose benchmarkIndex sets it: lighthouse.ts). Judged on the budgets of
 * lighthouse-budgets.ts (the medians of the 3 runs; CLS in every run); prints every run, the table and exits 1
 * when a home crosses its budget. Builds first when a source changed since the last build.
 *
 * BENCH_CPU_SLOWDOWN runs every round at that slowdown instead: the figures are shown, not judged.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PARTNER_EMAIL, ROOT, STAFF_EMAIL, signIn, startDemoServer } from './lib.js';
import {
  LIGHTHOUSE_BUDGETS,
  REFERENCE_BENCHMARK_INDEX,
  REFERENCE_CPU_SLOWDOWN,
} from './lighthouse-budgets.js';
import {
  chosenCpuSlowdown,
  lighthouseRounds,
  lighthouseRows,
  writeReferencePage,
  type LighthousePage,
} from './lighthouse.js';
import { printTable, type Row } from './table.js';

const ROUNDS = 3;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const started = performance.now();
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-if-changed.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('o build falhou');
  const chosen = chosenCpuSlowdown();
  say(
    `Lighthouse das páginas iniciais no conteúdo de demonstração: ${ROUNDS} rodadas, desaceleração de CPU ` +
      (chosen
        ? `${chosen}× (BENCH_CPU_SLOWDOWN: orçamentos não avaliados)`
        : `${REFERENCE_CPU_SLOWDOWN} × benchmarkIndex / ${REFERENCE_BENCHMARK_INDEX} (a máquina de referência a ${REFERENCE_CPU_SLOWDOWN}×)`),
  );
  const removeReference = await writeReferencePage();
  const rows: Row[] = [];
  try {
    const server = await startDemoServer();
    try {
      const pages: LighthousePage[] = [
        {
          name: '/home (parceiro)',
          path: '/home',
          cookie: await signIn(server.baseUrl, PARTNER_EMAIL, 'parceiro'),
          budget: LIGHTHOUSE_BUDGETS.home,
        },
        {
          name: '/home (interno)',
          path: '/home',
          cookie: await signIn(server.baseUrl, STAFF_EMAIL, 'corporativo'),
          budget: LIGHTHOUSE_BUDGETS.home,
        },
      ];
      const measured = await lighthouseRounds({
        baseUrl: server.baseUrl,
        pages,
        rounds: ROUNDS,
        say,
      });
      for (const result of measured.pages) rows.push(...lighthouseRows(result, !chosen));
      rows.push(...lighthouseRows(measured.reference, false));
    } finally {
      await server.stop();
    }
  } finally {
    await removeReference();
  }
  printTable(rows);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const missed = rows.filter((row) => row.pass === false);
  if (missed.length) {
    say(`${missed.length} orçamento(s) das páginas iniciais não cumprido(s) (${seconds} s):`);
    for (const row of missed) say(`  ${row.figure}: ${row.value}, orçamento ${row.budget}`);
    return 1;
  }
  say(`Páginas iniciais dentro do orçamento (${seconds} s).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
