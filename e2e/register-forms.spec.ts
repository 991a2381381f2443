import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, watchConsole } from './fixtures';

// What the register forms must let a person do (issue 10): find any option of a selector by typing or by
// scrolling, and start a new record with its definition's defaults. Each test makes its own records.

const basics = (page: Page) => page.getByRole('region', { name: 'Informações básicas' });

async function openNew(page: Page, name: string, singular: string) {
  await page.goto(`/cadastro/${name}/detalhe/novo`);
  await expect(page.getByRole('heading', { name: `Adicionar ${singular}` })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home$/);
});

test('perfil: a permission beyond the first 20 is found by typing, saved, and still there after reload', async ({
  page,
}) => {
  await openNew(page, 'perfil', 'Perfil');
  await basics(page).getByRole('textbox', { name: 'Código' }).fill('SEL10');
  await basics(page).getByRole('textbox', { name: 'Nome' }).fill('Perfil do seletor');

  const permissoes = basics(page).getByRole('combobox', { name: 'Permissões' });
  await permissoes.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveCount(20);
  // 'Visualizar recursos' sorts among the last of the 60: not on the first page.
  await expect(listbox.getByRole('option', { name: 'Visualizar recursos' })).toHaveCount(0);

  await permissoes.pressSequentially('visualizar rec');
  await expect(permissoes).toHaveValue('visualizar rec');
  const option = page.getByRole('option', { name: 'Visualizar recursos', exact: true });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(permissoes).toHaveValue('visualizar rec');
  await option.click();
  await expect(basics(page).getByRole('button', { name: 'Visualizar recursos' })).toBeVisible();

  // With the keyboard too: type, arrow down to the option, Enter.
  await permissoes.pressSequentially('simulador');
  await expect(page.getByRole('option', { name: 'Simulador de pedidos', exact: true })).toBeVisible();
  await permissoes.press('ArrowDown');
  await permissoes.press('Enter');
  await expect(basics(page).getByRole('button', { name: 'Simulador de pedidos' })).toBeVisible();

  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Registro incluído com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/cadastro\/perfil\/detalhe\/[0-9a-f-]{36}$/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Editar Perfil' })).toBeVisible();
  await expect(basics(page).getByRole('button', { name: 'Visualizar recursos' })).toBeVisible();
  await expect(basics(page).getByRole('button', { name: 'Simulador de pedidos' })).toBeVisible();
});

test('perfil: scrolling the permissions reaches every one of them', async ({ page }) => {
  await openNew(page, 'perfil', 'Perfil');
  await basics(page).getByRole('combobox', { name: 'Permissões' }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveCount(20);
  // Every permission the server offers, page after page of POST /api/permissao/keys (20 a page).
  const total = await page.evaluate(async () => {
    let count = 0;
    for (let offset = 0; ; offset += 20) {
      const response = await fetch('/api/permissao/keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ search: '', selected: [], offset }),
      });
      const text = await response.text();
      const options = JSON.parse(text.slice(text.indexOf('['))) as unknown[];
      count += options.length;
      if (options.length < 20) return count;
    }
  });
  expect(total).toBeGreaterThan(60);
  // Each scroll to the end brings the next page, until the last one.
  await expect
    .poll(async () => {
      await listbox.evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
      return listbox.getByRole('option').count();
    })
    .toBe(total);
  await expect(listbox.getByRole('option', { name: 'Visualizar recursos', exact: true })).toBeAttached();
});

test('cliente: a new partner saved without touching País is in Brasil', async ({ page }) => {
  await openNew(page, 'cliente', 'Parceiro');
  const fields = basics(page);
  await expect(fields.getByRole('combobox', { name: 'País' })).toHaveValue('Brasil');
  await fields.getByRole('textbox', { name: 'Código' }).fill('990010');
  await fields.getByRole('textbox', { name: 'Nome' }).fill('Parceiro Sem País Escolhido');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Registro incluído com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/cadastro\/cliente\/detalhe\/[0-9a-f-]{36}$/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Editar Parceiro' })).toBeVisible();
  await expect(basics(page).getByRole('textbox', { name: 'Nome' })).toHaveValue(
    'Parceiro Sem País Escolhido',
  );
  await expect(basics(page).getByRole('combobox', { name: 'País' })).toHaveValue('Brasil');
});

test('cliente: the form checks what is typed under the CSP, without trying eval (zod is jitless in a browser)', async ({
  page,
}) => {
  const problems = await watchConsole(page);
  await openNew(page, 'cliente', 'Parceiro');
  const fields = basics(page);
  await fields.getByRole('textbox', { name: 'Código' }).fill('990011');
  await fields.getByRole('textbox', { name: 'Nome' }).fill('Parceiro Com CNPJ Errado');
  await fields.getByRole('textbox', { name: 'CNPJ' }).fill('11.444.777/0001-62');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('CNPJ inválido')).toBeVisible();
  await fields.getByRole('textbox', { name: 'CNPJ' }).fill('11.444.777/0001-61');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Registro incluído com sucesso')).toBeVisible();
  expect(problems).toEqual([]);
});
