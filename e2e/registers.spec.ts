import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';
import { expectFitsViewport } from './layout';

/** The options menu offers the export and no 'Novo' (a register nobody creates in, or a reader). */
async function expectNoNovo(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Opções' }).click();
  await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Novo' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

// The generic registers (list + detail) against the real server. Each test makes its own records with codes
// of its own (X1, X2 …), so the tests do not depend on one another; the database is fresh per run.

/** The table row with a cell that reads exactly `text`. */
const row = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

async function openNew(page: Page, name: string, singular: string) {
  await page.goto(`/cadastro/${name}/lista`);
  await page.getByRole('button', { name: 'Opções' }).click();
  await page.getByRole('menuitem', { name: 'Novo' }).click();
  await expect(page.getByRole('heading', { name: `Adicionar ${singular}` })).toBeVisible();
}

async function save(page: Page, notice: 'Registro incluído com sucesso' | 'Registro atualizado com sucesso') {
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText(notice)).toBeVisible();
}

/** Types into a selector and picks the option the server offers. */
async function pick(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Busca' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('geral')).toBe(text);
}

async function deleteFromList(page: Page, name: string) {
  await page.getByRole('button', { name: `Ações de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar exclusão' });
  await expect(dialog.getByText('Tem certeza que deseja excluir o registro?')).toBeVisible();
  await dialog.getByRole('button', { name: 'SIM' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('as the administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('pais: create, find, edit, deactivate and delete', async ({ page }) => {
    await openNew(page, 'pais', 'País');
    await expect(page.getByRole('switch', { name: 'Ativo' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Código' }).fill('X1');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Xanadu Ártico');
    await page.getByRole('textbox', { name: 'Gentílico' }).fill('Xanaduense');
    await save(page, 'Registro incluído com sucesso');
    await expect(page).toHaveURL(/\/cadastro\/pais\/detalhe\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Editar País' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Código' })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Modificação' })).toContainText('Ana Administradora');

    await page.getByRole('textbox', { name: 'Nome' }).fill('Xanadu Ártico Editado');
    await page.getByRole('switch', { name: 'Ativo' }).uncheck();
    await save(page, 'Registro atualizado com sucesso');
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Xanadu Ártico Editado');
    await expect(page.getByRole('switch', { name: 'Ativo' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Voltar' }).click();
    await search(page, 'artico');
    await expect(page.getByText('1 registro encontrado')).toBeVisible();
    await expect(row(page, 'X1')).toContainText('Xanadu Ártico Editado');
    await expect(row(page, 'X1').getByRole('img', { name: 'Inativo' })).toBeVisible();

    await deleteFromList(page, 'Xanadu Ártico Editado');
    await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
  });

  test('the options menu, loaded on first use, opens from the keyboard and gives the focus back', async ({
    page,
  }) => {
    await page.goto('/cadastro/pais/lista');
    const options = page.getByRole('button', { name: 'Opções' });
    await options.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('menu-opcoes.png') });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(options).toBeFocused();
    // And again: the menu stays mounted after its first opening.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Novo' })).toBeVisible();
  });

  test('pais: a search without accents finds accented names', async ({ page }) => {
    await page.goto('/cadastro/pais/lista');
    await search(page, 'colombia');
    await expect(row(page, 'CO')).toContainText('Colômbia');
    await expect(page.getByText('1 registro encontrado')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtro' }).click();
    await expect(page).toHaveURL(/\/cadastro\/pais\/lista$/);
    await expect(page.getByRole('searchbox', { name: 'Busca' })).toHaveValue('');
  });

  test("pais: a duplicate code shows the server's message in the red box", async ({ page }) => {
    await openNew(page, 'pais', 'País');
    await page.getByRole('textbox', { name: 'Código' }).fill('BR');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Brasil de novo');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Já existe' })).toBeVisible();
    await expect(page).toHaveURL(/\/detalhe\/novo$/);
  });

  test('cargo: selectors for the superior and the profiles, code made by the server', async ({ page }) => {
    await openNew(page, 'cargo', 'Cargo');
    await expect(page.getByRole('textbox', { name: 'Código' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Nome' }).fill('Coordenador X2');
    await pick(page, 'Cargo superior', 'diretor', 'Diretor comercial');
    await pick(page, 'Perfis', 'admin', 'Administrador');
    await pick(page, 'Perfis', 'leitura', 'Somente leitura');
    await save(page, 'Registro incluído com sucesso');
    await expect(page.getByRole('textbox', { name: 'Código' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Código' })).not.toHaveValue('');
    await expect(page.getByRole('button', { name: 'Administrador' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Somente leitura' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cargo superior' })).toHaveValue('Diretor comercial');

    // Remove one profile and save: the reloaded record keeps the other.
    await page.getByRole('button', { name: 'Somente leitura' }).locator('svg').click();
    await save(page, 'Registro atualizado com sucesso');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Administrador' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Somente leitura' })).toHaveCount(0);

    await page.goto('/cadastro/cargo/lista');
    await search(page, 'coordenador x2');
    await expect(row(page, 'Coordenador X2')).toContainText('Diretor comercial');
    await deleteFromList(page, 'Coordenador X2');
    await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
  });

  test('beneficio: classes chosen through the multi selector', async ({ page }) => {
    await openNew(page, 'beneficio', 'Benefício');
    await page.getByRole('textbox', { name: 'Código' }).fill('X3');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Benefício X3');
    await pick(page, 'Classe', 'prix 5', 'Prix 50');
    await pick(page, 'Classe', '1000', 'Prix 1000');
    await save(page, 'Registro incluído com sucesso');
    await expect(page.getByRole('button', { name: 'Prix 50', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Prix 1000' })).toBeVisible();
    await page.getByRole('button', { name: 'Excluir' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar exclusão' })
      .getByRole('button', { name: 'SIM' })
      .click();
    await expect(page).toHaveURL(/\/cadastro\/beneficio\/lista/);
    await search(page, 'benefício x3');
    await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
    await expect(row(page, 'X3')).toHaveCount(0);
  });

  test('perfil: the Usuários and Cargos tabs list the related records, or say there are none', async ({
    page,
  }) => {
    await page.goto('/cadastro/perfil/lista');
    await search(page, 'administrador');
    await page.getByRole('button', { name: 'Ações de Administrador' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(page.getByRole('tab', { name: 'Cadastro' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Ana Administradora');
    await page.getByRole('tab', { name: 'Cargos' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Diretor comercial');

    await openNew(page, 'perfil', 'Perfil');
    await expect(page.getByRole('tab')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Código' }).fill('X4');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Perfil X4');
    await save(page, 'Registro incluído com sucesso');
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await expect(page.getByText('Este perfil ainda não possui usuários atribuídos')).toBeVisible();
    await page.getByRole('tab', { name: 'Cargos' }).click();
    await expect(page.getByText('Este perfil ainda não possui cargos atribuídos')).toBeVisible();
  });

  test("classe: the partners tab with formatted CNPJ, and a new class's empty text", async ({ page }) => {
    await page.goto('/cadastro/classe/lista');
    await page.getByRole('button', { name: 'Ações de Prix 10', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await page.getByRole('tab', { name: 'Parceiros' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('Pesagem Sul Assistência Técnica Ltda');
    await expect(panel).toContainText('33.445.566/0001-86');
    await expect(panel.getByRole('img', { name: 'Ativo' }).first()).toBeVisible();

    await openNew(page, 'classe', 'Classe');
    await page.getByRole('textbox', { name: 'Código' }).fill('X5');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Classe X5');
    await save(page, 'Registro incluído com sucesso');
    await page.getByRole('tab', { name: 'Parceiros' }).click();
    await expect(page.getByText('Esta Classe ainda não possui Parceiros atribuídos')).toBeVisible();
  });

  test('the list keeps its filter and page in the address across a reload and the back button', async ({
    page,
  }) => {
    await page.goto('/cadastro/pais/lista');
    await search(page, 'a');
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
    await page
      .getByRole('button', { name: 'Go to page 2' })
      .or(page.getByLabel('Ir para a página 2'))
      .click();
    await expect(page).toHaveURL(/\?geral=a&page=2$/);
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Busca' })).toHaveValue('a');
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();

    await page
      .getByRole('button', { name: /^Ações de / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { name: 'Editar País' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/cadastro\/pais\/lista\?geral=a&page=2$/);
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();

    // 'Voltar' also returns to the same filter and page.
    await page
      .getByRole('button', { name: /^Ações de / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/cadastro\/pais\/lista\?geral=a&page=2$/);
  });

  test('filial: the CNPJ is typed through its mask and a wrong one is refused on the field', async ({
    page,
  }) => {
    await openNew(page, 'filial', 'Filial');
    await page.getByRole('textbox', { name: 'Código' }).fill('X7');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Filial Recife');
    const cnpj = page.getByRole('textbox', { name: 'CNPJ' });
    await cnpj.pressSequentially('61234567000118');
    await expect(cnpj).toHaveValue('61.234.567/0001-18');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await expect(page.getByText('CNPJ inválido')).toBeVisible();
    await cnpj.fill('');
    // The alphanumeric CNPJ in force since July 2026, typed in lower case.
    await cnpj.pressSequentially('12abc34501de35');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    await save(page, 'Registro incluído com sucesso');
    await page.goto('/cadastro/filial/lista?geral=recife');
    await expect(row(page, 'Filial Recife')).toContainText('12.ABC.345/01DE-35');
  });

  test('classe-beneficio: list without Novo, edit the value', async ({ page }) => {
    await page.goto('/cadastro/classe-beneficio/lista');
    await expect(page.getByRole('heading', { name: 'Benefícios por classe' })).toBeVisible();
    await expectNoNovo(page);
    await search(page, 'showroom');
    await page.getByRole('button', { name: /^Ações de Prix 1000 – Desconto showroom$/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Excluir' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/cadastro\/classe-beneficio\/detalhe\/1000\/DSCS$/);
    await expect(page.getByRole('heading', { name: 'Editar Benefício por classe' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Benefício' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Classe' })).toHaveValue('Prix 1000');
    await page.getByRole('textbox', { name: 'Valor' }).fill('21%');
    await save(page, 'Registro atualizado com sucesso');
    await expect(page.getByRole('textbox', { name: 'Valor' })).toHaveValue('21%');
  });

  test('layout: table on desktop, cards at 390 px, each fitting the width', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/cadastro/cargo/lista');
    await expect(page.getByRole('table', { name: 'Cargos' })).toBeVisible();
    await expectFitsViewport(page, [page.getByRole('table', { name: 'Cargos' })]);
    await page.getByRole('button', { name: 'Ações de Gerente de canal' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Gerente de canal');
    const detail = [
      page.getByRole('textbox', { name: 'Nome' }),
      page.getByRole('button', { name: 'Gravar' }),
      page.getByRole('button', { name: 'Voltar' }),
    ];
    await expectFitsViewport(page, detail);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/cadastro/cargo/lista');
    await expect(page.getByTestId('card').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectFitsViewport(page, [page.getByTestId('card').first()]);
    await page.getByRole('button', { name: 'Ações de Gerente de canal' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Gerente de canal');
    await expectFitsViewport(page, detail);
  });
});

test('somenteleitura with the register keys reads every register and writes none', async ({ page }) => {
  await signIn(page, DEMO.revisora);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/cadastro/pais/lista');
  await expect(row(page, 'Brasil')).toBeVisible();
  await expectNoNovo(page);
  await page.getByRole('button', { name: 'Ações de BR' }).click();
  await expect(page.getByRole('menuitem', { name: 'Detalhes' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Excluir' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Detalhes' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Gravar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
  // The server refuses the write the screen does not offer.
  const response = await page.request.post('/api/pais', { data: { id: 'X9', nome: 'Teste' } });
  expect(response.status()).toBe(403);
});

test('a user with only somenteleitura is refused the registers', async ({ page }) => {
  await signIn(page, DEMO.leitura);
  await expect(page).toHaveURL(/\/(home|meu-perfil)/);
  await page.goto('/cadastro/pais/lista');
  await expect(page.getByRole('heading', { name: 'Você não tem permissão para esta página' })).toBeVisible();
});
