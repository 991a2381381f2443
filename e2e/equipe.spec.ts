import { expect } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';

// A partner's owner manages the team through the employee form (SPEC §2.3, §6). The test adds its own
// employee (a unique e-mail) and only opens the seeded ones: other e2e files sign in with them.

test('equipe: the owner adds an employee through the employee form and edits a member there', async ({
  page,
}) => {
  await signIn(page, DEMO.proprietario);
  await expect(page).toHaveURL(/\/home$/);
  const email = `funcionario.${Date.now()}@exemplo.com.br`;

  await page.goto('/cadastro/usuario/lista');
  await expect(page.getByRole('heading', { name: 'Equipe' })).toBeVisible();
  await page.getByRole('button', { name: 'Opções' }).click();
  await page.getByRole('menuitem', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/cadastro\/usuario\/externo\/novo$/);
  await expect(page.getByRole('heading', { name: 'Adicionar Funcionário' })).toBeVisible();
  // SPEC §4: a new user has the e-learning login and training on; Marcos has one company, chosen for him.
  await expect(page.getByRole('switch', { name: 'Acesso ao e-learning' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Treinamento' })).toBeChecked();
  await expect(page.getByRole('form', { name: 'Cadastro' }).getByText(/Balanças Paulista/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Eduarda');
  await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Equipe');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Gravar' }).click();

  await expect(page.getByText('Registro incluído com sucesso')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Editar Funcionário' })).toBeVisible();
  await expect(page).toHaveURL(/\/cadastro\/usuario\/externo\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Reenviar e-mail de convite' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.screenshot({ path: 'test-results/equipe-funcionario.png', fullPage: true });

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/cadastro\/usuario\/lista/);
  await page.getByRole('searchbox', { name: 'Busca' }).fill(email);
  await expect(page.getByText('1 registro encontrado')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  await page.screenshot({ path: 'test-results/equipe-lista.png', fullPage: true });

  await page.getByRole('searchbox', { name: 'Busca' }).fill('Fernanda');
  const fernanda = page.getByRole('row').filter({ hasText: DEMO.funcionaria.email });
  await fernanda.getByRole('button', { name: /^Ações de/ }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/cadastro\/usuario\/externo\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Editar Funcionário' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Sobrenome' })).toHaveValue('Funcionária');
});
