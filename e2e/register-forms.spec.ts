import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn, watchConsole, test } from './fixtures';

// What the register forms must let a person do: find any option of a selector by typing or by
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

/**
 * Holds the chunks a form fetches after it has painted (lib/lazy-part.ts: the selectors' Autocomplete, imask
 * and the tab bar, or the validation with zod): the next page load paints without them.
 */
async function holdAfterPaintParts(
  page: Page,
  pattern = /\/assets\/(selector-combobox|imask-input|detail-tabs)-[\w-]+\.js$/,
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  // A later hold's handler runs first (Playwright tries the newest route first), so this one can stay.
  return release;
}

/** Where a field and its text box are in the page (not the window: typing scrolls the field into view). */
const placeOf = (box: Locator) =>
  box.evaluate((input) => {
    const field = input.closest('.MuiFormControl-root')!.getBoundingClientRect();
    const text = input.getBoundingClientRect();
    const top = window.scrollY;
    return [field.x, field.y + top, field.width, field.height, text.x, text.y + top, text.height].map(
      Math.round,
    );
  });

test('selectors and masks: the placeholders drawn before their code arrives take the same room, and keep what is typed', async ({
  page,
}) => {
  let release = await holdAfterPaintParts(page);
  await openNew(page, 'cliente', 'Parceiro');
  const pais = basics(page).getByRole('combobox', { name: 'País' });
  const classe = page.getByRole('combobox', { name: 'Classe' });
  await expect(pais).toHaveValue('Brasil');
  await expect(pais).toHaveAttribute('aria-expanded', 'false');
  const boxes = () => Promise.all([pais, classe].map(placeOf));
  const before = await boxes();
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/selector-placeholder.png` });
  }

  const cnpj = basics(page).getByRole('textbox', { name: 'CNPJ' });
  await cnpj.click();
  await cnpj.pressSequentially('11444777');
  await expect(cnpj).toHaveValue('11444777');
  await classe.click();
  await classe.pressSequentially('prix 10');
  await expect(classe).toHaveValue('prix 10');
  release();
  // imask takes the CNPJ typed before it came through its mask.
  await expect(cnpj).toHaveValue('11.444.777');

  await expect(page.getByRole('option', { name: 'Prix 100', exact: true })).toBeVisible();
  await expect(classe).toHaveValue('prix 10');
  await expect(classe).toBeFocused();
  await classe.pressSequentially('00');
  await expect(classe).toHaveValue('prix 1000');
  await page.getByRole('option', { name: 'Prix 1000', exact: true }).click();
  await expect(classe).toHaveValue('Prix 1000');
  await classe.blur();
  // The rest of a valid CNPJ (a wrong one would show its message under the field and move the ones below).
  await cnpj.click();
  await cnpj.press('End');
  await cnpj.pressSequentially('000161');
  await expect(cnpj).toHaveValue('11.444.777/0001-61');
  await cnpj.blur();
  // Nothing moved when the Autocomplete took over.
  expect(await boxes()).toEqual(before);

  // A multi-selector's chips, on a profile that has permissions.
  await page.goto('/cadastro/perfil/lista');
  await page.getByRole('searchbox').fill('administrador');
  await page.getByRole('button', { name: 'Ações de Administrador' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Perfil' })).toBeVisible();
  const address = page.url();
  release = await holdAfterPaintParts(page);
  await page.goto(address);
  const permissoes = basics(page).getByRole('combobox', { name: 'Permissões' });
  await expect(basics(page).getByRole('button', { name: 'Visualizar recursos' })).toBeVisible();
  await expect(permissoes).toHaveAttribute('aria-expanded', 'false');
  const chipsBefore = await placeOf(permissoes);
  // The tab bar too is a placeholder until MUI's Tabs arrive: the same tabs in the same places.
  const tabNames = ['Cadastro', 'Usuários', 'Cargos'];
  const tabBoxes = () =>
    Promise.all([
      ...tabNames.map((name) => page.getByRole('tab', { name }).boundingBox()),
      basics(page).boundingBox(),
    ]);
  await expect(page.getByRole('tab', { name: 'Cadastro' })).not.toHaveClass(/MuiTab-root/);
  const tabsBefore = await tabBoxes();
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/selector-placeholder-chips.png` });
  }
  release();
  await expect(page.getByRole('tab', { name: 'Cadastro' })).toHaveClass(/MuiTab-root/);
  expect(await tabBoxes()).toEqual(tabsBefore);
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/detail-tabs-loaded.png` });
  }
  await permissoes.click();
  await expect(permissoes).toHaveAttribute('aria-expanded', 'true');
  await permissoes.press('Escape');
  await permissoes.blur();
  expect(await placeOf(permissoes)).toEqual(chipsBefore);
});

test('a form paints and is filled in before its validation (zod) has arrived; Gravar waits for it', async ({
  page,
}) => {
  const release = await holdAfterPaintParts(page, /\/assets\/(form-validation|zod)-[\w-]+\.js$/);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/parametro')) writes.push(request.url());
  });
  await openNew(page, 'parametro', 'Parâmetro');
  const fields = basics(page);
  await fields.getByRole('textbox', { name: 'Nome' }).fill('Parâmetro sem código');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await page.waitForTimeout(300);
  await expect(page.getByText('O campo Código é obrigatório')).toHaveCount(0);

  release();
  // The save pressed before it arrived is checked once it has: nothing is sent, the field says why.
  await expect(page.getByText('O campo Código é obrigatório')).toBeVisible();
  expect(writes).toEqual([]);
  await fields.getByRole('textbox', { name: 'Código' }).fill(`validacao.tardia.${Date.now()}`);
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Registro incluído com sucesso')).toBeVisible();
  expect(writes).toHaveLength(1);
});
