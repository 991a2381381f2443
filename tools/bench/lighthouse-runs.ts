/**
 * Many Lighthouse runs of the signed-in pages, one line each, then their medians: to compare two builds where the
 * bench's three runs cannot tell them apart (a 2-core machine's TBT and LCP move by 100 ms from run to run).
 * `node --import tsx tools/bench/lighthouse-runs.ts [--runs=9] [--page=home,staff,list,form,…]` against the built
 * app (`npm run build` first), on a server whose fresh PGlite directory holds the demo content as a first
 * `npm start` seeds it. The pages: `home` /home as a partner, `staff` /home as staff, `list` the company list,
 * `form` Brazil's record form in 'Países', `desempenho` 'Meu desempenho' as the partner, `relatorio` the staff's
 * performance report, `resgate` the partner's co-op fund redemption form (default: all). Each round begins with a run of the static reference page,
 * whose benchmarkIndex sets the round's CPU slowdown as in the bench (4 × benchmarkIndex / 2400;
 * BENCH_CPU_SLOWDOWN runs another); every line shows the index and the slowdown. Shown, never judged.
 */
import { brasilFormPath, PARTNER_EMAIL, STAFF_EMAIL, signIn, startDemoServer } from './lib.js';
import { lighthouseRounds, lighthouseRows, writeReferencePage, type LighthousePage } from './lighthouse.js';
import { printTable } from './table.js';
import { PAGE } from '@prix/shared/pages';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 9);
const only = option('page')?.split(',');
const say = (line: string) => process.stdout.write(`${line}\n`);

const removeReference = await writeReferencePage();
try {
  const server = await startDemoServer();
  try {
    const partner = await signIn(server.baseUrl, PARTNER_EMAIL, 'parceiro');
    const staff = await signIn(server.baseUrl, STAFF_EMAIL, 'corporativo');
    const pages = (
      [
        ['home', { name: '/home (parceiro)', path: '/home', cookie: partner, budget: null }],
        ['staff', { name: '/home (interno)', path: '/home', cookie: staff, budget: null }],
        [
          'list',
          { name: '/cadastro/cliente/lista', path: '/cadastro/cliente/lista', cookie: staff, budget: null },
        ],
        [
          'form',
          {
            name: '/cadastro/pais/detalhe/{Brasil}',
            path: await brasilFormPath(server.baseUrl, staff),
            cookie: staff,
            budget: null,
          },
        ],
        [
          'desempenho',
          { name: '/desempenho (parceiro)', path: PAGE.desempenho, cookie: partner, budget: null },
        ],
        [
          'relatorio',
          {
            name: '/relatorio/desempenho (interno)',
            path: PAGE.relatorioDesempenho,
            cookie: staff,
            budget: null,
          },
        ],
        [
          'resgate',
          {
            name: '/beneficios?form={resgate da verba} (parceiro)',
            path: `/beneficios?form=${encodeURIComponent('Resgate de Verba de Marketing Cooperado')}`,
            cookie: partner,
            budget: null,
          },
        ],
      ] satisfies [string, LighthousePage][]
    )
      .filter(([key]) => !only || only.includes(key))
      .map(([, page]) => page);
    if (!pages.length) throw new Error(`--page: nenhuma página conhecida (${only?.join(',')})`);
    const measured = await lighthouseRounds({
      baseUrl: server.baseUrl,
      pages,
      rounds: runs,
      say,
    });
    printTable([...measured.pages, measured.reference].flatMap((result) => lighthouseRows(result, false)));
  } finally {
    await server.stop();
  }
} finally {
  await removeReference();
}
