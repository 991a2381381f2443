import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { lanePort } from './lanes';

/** The demo accounts of the seed (apps/server/src/seed/data.ts), by role. */
export const DEMO = {
  admin: { nome: 'Ana Administradora', email: 'admin@prix.com.br', via: 'colaborador' },
  leitura: { nome: 'Lucas Leitura', email: 'leitura@prix.com.br', via: 'colaborador' },
  revisora: { nome: 'Rita Revisora', email: 'rita.revisora@prix.com.br', via: 'colaborador' },
  /** The data protection officer: of the staff's queues, only the privacy requests. */
  encarregado: { nome: 'Davi Dados', email: 'dpo@prix.com.br', via: 'colaborador' },
  proprietario: { nome: 'Marcos Proprietário', email: 'marcos@balancaspaulista.com.br', via: 'parceiro' },
  funcionaria: { nome: 'Fernanda Funcionária', email: 'fernanda@balancaspaulista.com.br', via: 'parceiro' },
  oficina: { nome: 'Otávio Oficina', email: 'otavio@pesagemsul.com.br', via: 'parceiro' },
  grupo: { nome: 'Gabriela Grupo', email: 'gabriela@grupoprix.com.br', via: 'parceiro' },
  incompleto: { nome: 'Igor Incompleto', email: 'igor@balancaspaulista.com.br', via: 'parceiro' },
} as const;
export type DemoAccount = (typeof DEMO)[keyof typeof DEMO];

/**
 * Signs in the way a person does: the portal's login page, the button for their kind of access, then the
 * embedded OpenID Connect provider's page, where the account is chosen. Tests that sign out (which ends the
 * session for every test sharing it) and the sign-in tests themselves use this; others use `signIn`.
 */
export async function signInThroughProvider(page: Page, account: DemoAccount): Promise<void> {
  await page.goto('/acesso/login');
  if (account.via === 'parceiro') await page.getByRole('link', { name: 'Entrar como parceiro' }).click();
  else await page.getByRole('link', { name: 'Acesso de colaboradores' }).click();
  await expect(page.getByRole('heading', { name: 'Provedor de identidade de demonstração' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(account.email.replace('.', '\\.')) }).click();
}

/** Where `e2e/auth.setup.ts` keeps each demo account's signed-in browser state for a lane's server. */
export function storedStatePath(account: DemoAccount, port: number = lanePort()): string {
  return path.join('.e2e', String(port), 'auth', `${account.email}.json`);
}

/**
 * Signs in by reusing the session `e2e/auth.setup.ts` opened through the provider at the start of the run (its
 * cookie only: local storage starts empty, as after a real sign-in), then opens /home as the sign-in flow does.
 * Saves the provider's round trip in every test; `shell.spec.ts` keeps the real flow covered.
 */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  const state = JSON.parse(await readFile(storedStatePath(account), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
  await page.goto('/home');
}

/** Signs in with an e-mail typed on the provider's page (an identity the portal may not know). */
export async function signInWithEmail(page: Page, email: string): Promise<void> {
  await page.goto('/acesso/login');
  await page.getByRole('link', { name: 'Entrar como parceiro' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Collects, from the next page loaded on, console errors, uncaught errors and every CSP violation: a blocked
 * eval is only an event (`securitypolicyviolation`), not a console message, so the page reports them itself.
 */
export async function watchConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.effectiveDirective} bloqueou ${event.blockedURI}`),
    );
  });
  return problems;
}

/**
 * Until the browser has taken a signed-in page over (decision 0049), its root is `inert`: the page shows, but
 * takes no input. Playwright's clicks and fills wait for it; a focus, a key press or a file set on an input do
 * not. So every navigation of the tests' page waits for the take-over, as a person's first tap would.
 */
export async function takenOver(page: Page): Promise<void> {
  // A page that is not the app's (the API reference, a document) has no root to wait for.
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
}

/** Playwright's `test`, whose page waits for the take-over after `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      // A test that asks for the bare response (`waitUntil: 'commit'`) watches the loading itself.
      if (args[1]?.waitUntil !== 'commit') await takenOver(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await takenOver(page);
      return response;
    };
    await use(page);
  },
});
