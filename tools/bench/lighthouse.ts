/**
 * Lighthouse as the bench (run.ts), the homes' guard (homes-guard.ts) and lighthouse-runs.ts drive it: mobile,
 * simulated throttling, Debian's Chromium, in rounds whose CPU slowdown is calibrated to the host by a run of a
 * static reference page (lighthouse-budgets.ts, decision 0050).
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium.js';
import {
  REFERENCE_CPU_SLOWDOWN,
  calibratedCpuSlowdown,
  judgeRuns,
  median,
  type PageBudget,
  type RunFigures,
  type Verdict,
} from './lighthouse-budgets.js';
import { ROOT } from './lib.js';
import type { Row } from './table.js';

export { median };

/** What the bench reads of a Lighthouse report. */
export interface Lhr {
  categories: {
    performance: { score: number | null };
    /** Only in a run that asked for them (`extraCategories`). */
    seo?: { score: number | null };
    accessibility?: { score: number | null };
  };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
  /** How fast this run's host executed Lighthouse's fixed workload (higher is faster). */
  environment: { benchmarkIndex: number };
}

/** Debian's Chromium (or CHROME_PATH's), headless, for Lighthouse to drive. */
export const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });

/**
 * BENCH_CPU_SLOWDOWN: one CPU slowdown for every run instead of the calibrated one, for experiments: the
 * figures are shown, never judged.
 */
export const chosenCpuSlowdown = (): number | null => Number(process.env.BENCH_CPU_SLOWDOWN) || null;

/** Categories a public page is judged on besides performance: findable and accessible (the locator's). */
export type ExtraCategory = 'seo' | 'accessibility';

/**
 * One Lighthouse run (mobile, simulated throttling at `cpuSlowdown`, Lighthouse's 4× unless told) of `url`,
 * with a session cookie if given: performance, and the `extraCategories` asked for.
 */
export async function lighthouseRun(
  port: number,
  url: string,
  cookie: string | null,
  extraCategories: readonly ExtraCategory[] = [],
  cpuSlowdown = REFERENCE_CPU_SLOWDOWN,
): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', ...extraCategories],
    // Merged into the mobile preset's throttling: its network (slow 4G) stays.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse sem resultado em ${url}`);
  return result.lhr as unknown as Lhr;
}

/**
 * `lighthouseRun`, once more when the run does not complete (Lighthouse's runtime error, or a throw such as a
 * protocol timeout on a busy 2-core machine): the run returned may still carry a runtime error. `failed` names
 * each attempt that did not complete.
 */
export async function lighthouseRunRetried(
  ...args: Parameters<typeof lighthouseRun>
): Promise<{ run: Lhr | null; failed: string[] }> {
  const failed: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const run = await lighthouseRun(...args);
      if (!run.runtimeError) return { run, failed };
      failed.push(`${run.runtimeError.code} ${run.runtimeError.message}`);
    } catch (error) {
      failed.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { run: null, failed };
}

/** An audit's figure of a run (NaN when the run lacks it). */
export const auditValue = (id: string) => (run: Lhr) => run.audits[id]?.numericValue ?? NaN;

/** A finished run's figures, with the round's calibration. */
export function figuresOf(run: Lhr, round: Calibration): RunFigures {
  return {
    performance: run.categories.performance.score ?? NaN,
    lcpMs: auditValue('largest-contentful-paint')(run),
    tbtMs: auditValue('total-blocking-time')(run),
    cls: auditValue('cumulative-layout-shift')(run),
    ...(run.categories.seo ? { seo: run.categories.seo.score ?? NaN } : {}),
    ...(run.categories.accessibility ? { accessibility: run.categories.accessibility.score ?? NaN } : {}),
    ...round,
  };
}

/**
 * The reference page: a minimal static page served by the portal's own server, written into the build before the
 * server starts (it serves the files it finds at start). Its run tells the host's speed (`benchmarkIndex`) and
 * what Chromium alone costs.
 */
const REFERENCE_FILE = 'bench-referencia.html';
const REFERENCE_HTML = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Referência</title></head>
<body><h1>Portal de Parceiros Prix</h1><p>Página estática de referência do benchmark.</p></body></html>\n`;

/** Writes the reference page into the build; the function returned removes it. */
export async function writeReferencePage(): Promise<() => Promise<void>> {
  const file = path.join(ROOT, 'apps/web/dist', REFERENCE_FILE);
  await writeFile(file, REFERENCE_HTML);
  return () => rm(file, { force: true });
}

/** A page measured in the rounds, with its budget (null: shown, not judged). */
export interface LighthousePage {
  name: string;
  path: string;
  cookie: string | null;
  extraCategories?: readonly ExtraCategory[];
  budget: PageBudget | null;
}

export const REFERENCE_PAGE: LighthousePage = {
  name: 'página estática de referência',
  path: `/${REFERENCE_FILE}`,
  cookie: null,
  budget: null,
};

/** A round's reading of the host's speed and the CPU slowdown its pages ran at. */
export interface Calibration {
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/** A page's finished runs and what each failed attempt said. */
export interface PageRuns {
  page: LighthousePage;
  runs: RunFigures[];
  failed: string[];
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

/** One run's figures on a line. */
export const runLine = (f: RunFigures) =>
  `performance ${fmt(f.performance, 2)}, LCP ${fmt(f.lcpMs)} ms, TBT ${fmt(f.tbtMs)} ms, CLS ${fmt(f.cls, 3)}` +
  (f.seo !== undefined ? `, SEO ${fmt(f.seo, 2)}` : '') +
  (f.accessibility !== undefined ? `, acessibilidade ${fmt(f.accessibility, 2)}` : '');

/**
 * `rounds` rounds over `pages`. Each round begins with a run of the reference page at 4×, whose
 * `benchmarkIndex` sets the round's CPU slowdown (`calibratedCpuSlowdown`; BENCH_CPU_SLOWDOWN instead when
 * set); then each page once at it. The host's speed moves within minutes, so each round reads it again, right
 * before its pages. A run that fails to complete is tried once more. The reference page needs
 * `writeReferencePage` before the server started. Runs in a Chromium of its own, closed after.
 */
export async function lighthouseRounds(options: {
  baseUrl: string;
  pages: readonly LighthousePage[];
  rounds: number;
  say: (line: string) => void;
}): Promise<{ pages: PageRuns[]; reference: PageRuns; rounds: Calibration[] }> {
  const chrome = await launchChromium();
  try {
    return await measureRounds(chrome.port, options);
  } finally {
    chrome.kill();
  }
}

async function measureRounds(
  port: number,
  options: Parameters<typeof lighthouseRounds>[0],
): Promise<{ pages: PageRuns[]; reference: PageRuns; rounds: Calibration[] }> {
  const { baseUrl, pages, rounds, say } = options;
  const results = pages.map((page): PageRuns => ({ page, runs: [], failed: [] }));
  const reference: PageRuns = { page: REFERENCE_PAGE, runs: [], failed: [] };
  const calibrations: Calibration[] = [];
  const chosen = chosenCpuSlowdown();
  let benchmarkIndex = NaN;
  for (let round = 1; round <= rounds; round++) {
    const measured = await lighthouseRunRetried(port, `${baseUrl}${REFERENCE_PAGE.path}`, null);
    reference.failed.push(...measured.failed);
    for (const failure of measured.failed) say(`  ${REFERENCE_PAGE.name}: execução falhou: ${failure}`);
    const index = measured.run?.environment?.benchmarkIndex ?? NaN;
    // Without a new reading (both attempts failed), the round keeps the last one.
    if (Number.isFinite(index) && index > 0) benchmarkIndex = index;
    if (!Number.isFinite(benchmarkIndex))
      throw new Error('a página de referência não deu o benchmarkIndex da máquina');
    if (measured.run)
      reference.runs.push(figuresOf(measured.run, { benchmarkIndex, cpuSlowdown: REFERENCE_CPU_SLOWDOWN }));
    const cpuSlowdown = chosen ?? calibratedCpuSlowdown(benchmarkIndex);
    calibrations.push({ benchmarkIndex, cpuSlowdown });
    say(
      `rodada ${round}/${rounds}: benchmarkIndex ${fmt(benchmarkIndex)} → desaceleração de CPU ${fmt(cpuSlowdown, 2)}×` +
        (chosen ? ' (BENCH_CPU_SLOWDOWN)' : ''),
    );
    for (const result of results) {
      const { page } = result;
      const { run, failed } = await lighthouseRunRetried(
        port,
        `${baseUrl}${page.path}`,
        page.cookie,
        page.extraCategories ?? [],
        cpuSlowdown,
      );
      result.failed.push(...failed);
      for (const failure of failed) say(`  ${page.name}: execução falhou: ${failure}`);
      if (!run) continue;
      const figures = figuresOf(run, { benchmarkIndex, cpuSlowdown });
      result.runs.push(figures);
      say(
        `  ${page.name}: ${runLine(figures)} (benchmarkIndex desta execução ${fmt(run.environment.benchmarkIndex)})`,
      );
    }
  }
  return { pages: results, reference, rounds: calibrations };
}

const DIGITS: Record<Verdict['figure'], number> = {
  execuções: 0,
  performance: 2,
  LCP: 0,
  TBT: 0,
  CLS: 3,
  SEO: 2,
  acessibilidade: 2,
};
const UNIT: Partial<Record<Verdict['figure'], string>> = { LCP: ' ms', TBT: ' ms' };

/**
 * A page's rows of the table: its runs' slowdown and index, then performance, CLS, SEO and accessibility (when
 * measured), LCP and TBT, each the median or the worst run with every run's value beside it; a figure its
 * budget sets is judged when `judged`.
 */
export function lighthouseRows({ page, runs, failed }: PageRuns, judged: boolean): Row[] {
  const title = `Lighthouse ${page.name}`;
  const budget = judged ? page.budget : null;
  if (!runs.length)
    return [
      {
        figure: title,
        value: `falhou: ${failed[0] ?? '?'}`,
        budget: budget ? 'concluir' : '',
        pass: budget ? false : null,
      },
    ];
  const verdicts = new Map((budget ? judgeRuns(runs, budget) : []).map((v) => [v.figure, v]));
  const shown = (figure: Verdict['figure'], values: number[], value = median(values)) => {
    const digits = DIGITS[figure];
    const unit = UNIT[figure] ?? '';
    return values.length > 1
      ? `${fmt(value, digits)}${unit} (${values.map((v) => fmt(v, digits)).join(' / ')})`
      : `${fmt(value, digits)}${unit}`;
  };
  const row = (figure: Verdict['figure'], values: number[]): Row => {
    const verdict = verdicts.get(figure);
    return {
      figure: `${title}: ${figure}`,
      value: shown(figure, values, verdict?.value),
      budget: verdict?.rule ?? '',
      pass: verdict?.pass ?? null,
    };
  };
  const rows: Row[] = [
    {
      figure: `${title}: desaceleração de CPU (benchmarkIndex)`,
      value:
        runs.map((r) => `${fmt(r.cpuSlowdown, 2)}× (${fmt(r.benchmarkIndex)})`).join(' / ') +
        (failed.length ? `; ${failed.length} tentativa(s) sem concluir, refeita(s)` : ''),
      budget: '',
      pass: null,
    },
    row(
      'performance',
      runs.map((r) => r.performance),
    ),
    row(
      'CLS',
      runs.map((r) => r.cls),
    ),
  ];
  if (runs.some((r) => r.seo !== undefined))
    rows.push(
      row(
        'SEO',
        runs.map((r) => r.seo ?? NaN),
      ),
    );
  if (runs.some((r) => r.accessibility !== undefined))
    rows.push(
      row(
        'acessibilidade',
        runs.map((r) => r.accessibility ?? NaN),
      ),
    );
  rows.push(
    row(
      'LCP',
      runs.map((r) => r.lcpMs),
    ),
    row(
      'TBT',
      runs.map((r) => r.tbtMs),
    ),
  );
  return rows;
}
