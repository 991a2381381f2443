import { expect, type Page } from '@playwright/test';

/** The demo accounts of the seed (apps/server/src/db/seed/data.ts), by role. */
export const DEMO = {
  admin: { nome: 'Ana Administradora', email: 'admin@prix.com.br', via: 'colaborador' },
  leitura: { nome: 'Lucas Leitura', email: 'leitura@prix.com.br', via: 'colaborador' },
  revisora: { nome: 'Rita Revisora', email: 'rita.revisora@prix.com.br', via: 'colaborador' },
  proprietario: { nome: 'Marcos Proprietário', email: 'marcos@balancaspaulista.com.br', via: 'parceiro' },
  funcionaria: { nome: 'Fernanda Funcionária', email: 'fernanda@balancaspaulista.com.br', via: 'parceiro' },
  oficina: { nome: 'Otávio Oficina', email: 'otavio@pesagemsul.com.br', via: 'parceiro' },
  grupo: { nome: 'Gabriela Grupo', email: 'gabriela@grupoprix.com.br', via: 'parceiro' },
  incompleto: { nome: 'Igor Incompleto', email: 'igor@balancaspaulista.com.br', via: 'parceiro' },
} as const;
export type DemoAccount = (typeof DEMO)[keyof typeof DEMO];

/**
 * Signs in the way a person does: the portal's login page, the button for their kind of access, then the
 * embedded OpenID Connect provider's page, where the account is chosen.
 */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await page.goto('/acesso/login');
  if (account.via === 'parceiro') await page.getByRole('link', { name: 'Entrar como parceiro' }).click();
  else await page.getByRole('link', { name: 'Acesso de colaboradores' }).click();
  await expect(page.getByRole('heading', { name: 'Provedor de identidade de demonstração' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(account.email.replace('.', '\\.')) }).click();
}

/** Signs in with an e-mail typed on the provider's page (an identity the portal may not know). */
export async function signInWithEmail(page: Page, email: string): Promise<void> {
  await page.goto('/acesso/login');
  await page.getByRole('link', { name: 'Entrar como parceiro' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}
