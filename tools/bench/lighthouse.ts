import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium.js';

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
 * The CPU slowdown Lighthouse's own calculator (linked from its docs/throttling.md) gives for a host's
 * benchmarkIndex: 1,533 → 4× (its default, meant for a high-end desktop), 1,300 → 3×, 800 → 2×, 150 → 1×. Reported
 * beside the index, not used: on this VM the index moves between ~1,050 and ~1,950 within minutes, and the pages'
 * own work does not move with it (decision 0043).
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** BENCH_CPU_SLOWDOWN: another CPU slowdown than Lighthouse's 4×, for experiments (never for the budgets). */
export const chosenCpuSlowdown = (): number | null => Number(process.env.BENCH_CPU_SLOWDOWN) || null;

/** Categories a public page is judged on besides performance: findable and accessible (the locator's). */
export type ExtraCategory = 'seo' | 'accessibility';

/**
 * One Lighthouse run (mobile, simulated throttling) of `url`, with a session cookie if given: performance, and
 * the `extraCategories` asked for.
 */
export async function lighthouseRun(
  port: number,
  url: string,
  cookie: string | null,
  extraCategories: readonly ExtraCategory[] = [],
): Promise<Lhr> {
  const cpuSlowdownMultiplier = chosenCpuSlowdown();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', ...extraCategories],
    ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse sem resultado em ${url}`);
  return result.lhr as unknown as Lhr;
}

/** An audit's figure of a run (NaN when the run lacks it). */
export const auditValue = (id: string) => (run: Lhr) => run.audits[id]?.numericValue ?? NaN;

/** The middle value (the upper one of an even count). */
export const median = (values: readonly number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;
