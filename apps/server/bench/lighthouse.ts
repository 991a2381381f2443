import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test-support/chromium.js';

/** What the bench reads of a Lighthouse report. */
export interface Lhr {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

/** Debian's Chromium (or CHROME_PATH's), headless, for Lighthouse to drive. */
export const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });

/** One Lighthouse run (mobile, simulated throttling, performance only) of `url`, with a session cookie if given. */
export async function lighthouseRun(port: number, url: string, cookie: string | null): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
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
