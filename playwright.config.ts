import { defineConfig, devices } from '@playwright/test';
import { E2E_LANES, LANE_PORTS, laneUrl } from './e2e/lanes';
import { mailDir } from './e2e/mailbox';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './test-support/chromium';

// Browser tests drive Debian's Chromium (its headless shell when installed, decision 0041; never a downloaded
// browser) against the built app, served by the real server over a fresh PGlite data directory, signing in
// through the embedded OIDC provider; its mail goes to a real SMTP server on localhost (e2e/mail-catcher.ts)
// whose messages the tests read (e2e/mailbox.ts). One such server per lane (e2e/lanes.ts): this file is read again
// by every worker, whose lane sets the address its pages open.
const baseURL = laneUrl();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: E2E_LANES,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // The cookie notice (SPEC §9) already acknowledged, so it covers nothing a spec clicks; e2e/home.spec.ts
    // starts without it to test the notice itself.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'avisoCookies', value: 'e2e' }] }],
    },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A failed test keeps its trace (every action with the page's DOM before and after it); without the
    // screencast, which cost a quarter of the suite's time on 2 cores and is what the failure screenshot shows.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    headless: true,
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Signs each demo account in once through the provider; the tests reuse those sessions (e2e/fixtures.ts).
    {
      name: 'sign-in',
      testMatch: /auth\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      dependencies: ['sign-in'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  // After the run, the server's log must hold no personal data (e2e/log-check.ts).
  globalTeardown: './e2e/log-check.ts',
  webServer: LANE_PORTS.map((port) => ({
    // The server's log goes to a file the teardown reads; at level info, so every request is in it.
    command: `mkdir -p .e2e/${port} && node --import tsx e2e/start-server.ts > .e2e/${port}/server.log 2>&1`,
    url: `${laneUrl(port)}/acesso/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), PUBLIC_URL: laneUrl(port), LOG_LEVEL: 'info', MAIL_DIR: mailDir(port) },
  })),
});
