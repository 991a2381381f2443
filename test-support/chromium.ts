import { existsSync } from 'node:fs';

/**
 * Debian's Chromium as the browser tests and the bench drive it (DESIGN §3): never a downloaded browser, and
 * none of its background connections, which this machine's closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell, the same Chromium
 * without the desktop browser around it, what Playwright itself runs headless) when installed, which runs
 * the browser tests in about 70 % of the full browser's time on 2 cores (decision 0041); else the full one.
 * Lighthouse keeps CHROMIUM_PATH: its figures are the browser people use.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
