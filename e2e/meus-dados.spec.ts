import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';
import { expectFitsViewport } from './layout';

// Igor (DEMO.incompleto) is left alone here: completing his record deactivates him, and shell.spec.ts, which
// runs later in the same database, signs him in. The completion flow is covered by the web unit tests.

async function openMeusDados(page: Page): Promise<void> {
  await signIn(page, DEMO.funcionaria);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Meus dados' }).first().click();
  await expect(page).toHaveURL(/\/meu-perfil\/usuario\/detalhe\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Meus dados' })).toBeVisible();
  await expect(page.getByLabel(/^Nome/)).toHaveValue('Fernanda');
}

test('a partner employee edits her mobile and birth date, which survive a reload', async ({ page }) => {
  await openMeusDados(page);
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(DEMO.funcionaria.email);
  await expect(page.getByLabel(/^E-mail/)).toBeDisabled();
  await expect(page.getByLabel('Documento estrangeiro')).toHaveCount(0);

  await page.getByLabel('Celular').fill('11987654321');
  await page.getByLabel('Data de nascimento').fill('17051990');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Registro atualizado com sucesso')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Celular')).toHaveValue(/98765-4321/);
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('17/05/1990');
});

test('a wrong CPF is refused on the field', async ({ page }) => {
  await openMeusDados(page);
  const cpf = page.getByLabel('CPF');
  await cpf.fill('11111111111');
  await cpf.blur();
  await expect(page.getByText('CPF inválido')).toBeVisible();
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  await page.getByRole('button', { name: 'Gravar' }).click();
  // The click ran the form's check, which puts the focus back on the wrong field: only then is the absence
  // of the notice (and of any write) worth asserting.
  await expect(cpf).toBeFocused();
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Registro atualizado com sucesso')).toHaveCount(0);
  expect(writes).toEqual([]);
});

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test(`'Meus dados' looks right (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.funcionaria);
    await expect(page).toHaveURL(/\/home$/);
    const uuid = await page.evaluate(async () => {
      const text = await (await fetch('/api/usuario/meu-perfil')).text();
      return (JSON.parse(text.slice(text.indexOf('{'))) as { uuid: string }).uuid;
    });
    await page.goto(`/meu-perfil/usuario/detalhe/${uuid}`);
    await expect(page.getByLabel(/^Nome/)).toHaveValue('Fernanda');
    await expectFitsViewport(page, [
      page.getByRole('heading', { name: 'Meus dados' }),
      page.getByLabel(/^Nome/),
      page.getByLabel(/^E-mail/),
      page.getByLabel('CPF'),
      page.getByLabel('Celular'),
      page.getByLabel('Data de nascimento'),
      page.getByRole('button', { name: 'Gravar' }),
    ]);
  });
}
