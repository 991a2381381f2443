import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test-support/chromium.js';

/** What the bench reads of a Lighthouse report. */
export interface Lhr {
  categories: { performance: { score: number | null } };
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
 * One Lighthouse run (mobile, simulated throttling, performance only) of `url`, with a session cookie if given,
 * at Lighthouse's default CPU slowdown (4×) unless one is given.
 */
export async function lighthouseRun(
  port: number,
  url: string,
  cookie: string | null,
  cpuSlowdownMultiplier?: number,
): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse sem resultado em ${url}`);
  return result.lhr as unknown as Lhr;
}

/**
 * The CPU slowdown that makes this host emulate the phone Lighthouse's mobile runs mean. Lighthouse's default 4× is
 * calibrated for a high-end desktop (benchmarkIndex ~1,533); on a slower host it emulates a slower phone, on a
 * faster one a faster phone. The formula is Lighthouse's own CPU throttling calculator (linked from its
 * docs/throttling.md, 'calibrating multipliers'): 1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The slowdown of a bench's Lighthouse runs, and the host measurements it came from. */
export interface CpuSlowdown {
  multiplier: number;
  /** The calibration runs' benchmarkIndex; empty when BENCH_CPU_SLOWDOWN fixed the multiplier. */
  indexes: number[];
}

/**
 * Measures the host (Lighthouse's benchmarkIndex, the median of `runs` runs of `url`) and returns the calibrated
 * slowdown; BENCH_CPU_SLOWDOWN fixes it instead (4 = Lighthouse's default, to compare with other hosts' reports).
 */
export async function cpuSlowdownForHost(port: number, url: string, runs = 5): Promise<CpuSlowdown> {
  const fixed = Number(process.env.BENCH_CPU_SLOWDOWN);
  if (fixed > 0) return { multiplier: fixed, indexes: [] };
  const indexes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await lighthouseRun(port, url, null);
    if (!run.runtimeError) indexes.push(run.environment.benchmarkIndex);
  }
  if (!indexes.length) throw new Error(`Lighthouse não mediu a CPU da máquina em ${url}`);
  return { multiplier: calibratedCpuSlowdown(median(indexes)), indexes };
}

/** An audit's figure of a run (NaN when the run lacks it). */
export const auditValue = (id: string) => (run: Lhr) => run.audits[id]?.numericValue ?? NaN;

/** The middle value (the upper one of an even count). */
export const median = (values: readonly number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;
