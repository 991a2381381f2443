import { expect } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';
import { mailTo } from './mailbox';

// The users register against the real server. The test makes its own user (never touches the seeded ones,
// which other e2e files sign in with); the e2e server sends its mail to a real local SMTP server.

test('usuario: the administrator creates an external user, the invitation arrives, and is resent', async ({
  page,
  baseURL,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home$/);
  const code = 'EXT9001';
  const email = `externo.${Date.now()}@exemplo.com.br`;

  await page.goto('/cadastro/usuario/lista');
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
  await page.getByRole('button', { name: 'Opções' }).click();
  await page.getByRole('menuitem', { name: 'Novo' }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar Usuário' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Usuário externo' })).toBeChecked();

  await page.getByRole('textbox', { name: 'Código' }).fill(code);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Eduardo');
  await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Externo');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const empresas = page.getByRole('combobox', { name: 'Empresas' });
  await empresas.click();
  await empresas.fill('paulista');
  await page.getByRole('option', { name: /Balanças Paulista Comércio Ltda/ }).click();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Registro incluído com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Editar Usuário' })).toBeVisible();
  const [invitation] = await mailTo(email);
  expect(invitation.subject).toBe('Convite para o Portal de Parceiros Prix');
  expect(invitation.text).toContain('Olá, Eduardo!');
  expect(invitation.text).toContain(`${baseURL}/acesso/login`);
  expect(invitation.html).toContain(`href="${baseURL}/acesso/login"`);
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.screenshot({ path: 'test-results/usuario-detalhe.png', fullPage: true });

  await page.goto('/cadastro/usuario/lista');
  await page.getByRole('searchbox', { name: 'Busca' }).fill(code);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Externo', exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Ações de/ }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Usuário' })).toBeVisible();

  await page.getByRole('button', { name: 'Reenviar e-mail de convite' }).click();
  await expect(page.getByRole('button', { name: 'E-mail reenviada com sucesso' })).toBeDisabled();
  const sent = await mailTo(email, 2);
  expect(sent.map((mail) => mail.subject)).toEqual([invitation.subject, invitation.subject]);
});
