import { expect, type Page } from '@playwright/test';
import { DEMO, signIn, test } from './fixtures';
import { dropFile } from './upload';

// The back office uploads a banner image and a button's PDF through the drag-and-drop area (SPEC §4)
// and finds them in the lists; a file over 200 MB is refused in the browser before anything is sent.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n',
  'latin1',
);

const basics = (page: Page) => page.getByRole('region', { name: 'Informações básicas' });
const uploadArea = (page: Page, label: string) => basics(page).getByRole('button', { name: label });

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home$/);
});

test('banner: an image dropped on the area is saved with the record and listed', async ({ page }, info) => {
  await page.goto('/cadastro/banner/detalhe/novo');
  await expect(page.getByRole('heading', { name: 'Adicionar Banner' })).toBeVisible();
  await basics(page).getByRole('textbox', { name: 'Nome do banner' }).fill('Banner de verão');
  await basics(page).getByRole('textbox', { name: 'Link do banner' }).fill('https://www.prix.com.br/verao');
  await basics(page).getByRole('textbox', { name: 'Posição' }).fill('123');
  await basics(page).getByRole('textbox', { name: 'Posição' }).blur();
  await expect(page.getByText('Maximo de 2 digitos permitidos')).toBeVisible();
  await basics(page).getByRole('textbox', { name: 'Posição' }).fill('1');

  const area = uploadArea(page, 'Imagem do banner');
  await expect(area).toContainText('Tamanho máximo do arquivo para upload: 200MB');
  await dropFile(area, { name: 'verao.png', mimeType: 'image/png', buffer: PNG }, async () => {
    await expect(area).toContainText('Solte o arquivo');
  });
  await expect(basics(page).getByText(`verao.png (${PNG.length} bytes)`)).toBeVisible();
  await page.screenshot({ path: info.outputPath('banner-desktop.png'), fullPage: true });

  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Registro incluído com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/cadastro\/banner\/detalhe\/[0-9a-f-]{36}$/);
  await expect(basics(page).getByText(`Arquivo atual: verao.png (${PNG.length} bytes)`)).toBeVisible();
  // No last-edit date on this register's 'Modificação' card (SPEC §2.3).
  const audit = page.getByRole('region', { name: 'Modificação' });
  await expect(audit.getByText('Data de criação')).toBeVisible();
  await expect(audit.getByText('Data da última edição')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath('banner-390.png'), fullPage: true });

  await page.goto('/cadastro/banner/lista');
  await expect(page.getByText('Banner de verão')).toBeVisible();
  await page.screenshot({ path: info.outputPath('banner-list-390.png'), fullPage: true });
});

test('botao and arquivo: a PDF dropped for a button is saved and listed with its button', async ({
  page,
}, info) => {
  await page.goto('/cadastro/botao/detalhe/novo');
  // A name of its own: the demo content already has a 'Lista de preços de peças' button.
  await basics(page).getByRole('textbox', { name: 'Nome do botão' }).fill('Tabela de peças de teste');
  // The identifier suggests SPEC §3's list and takes any text.
  await basics(page).getByRole('combobox', { name: 'Identificador' }).fill('lista-precos-pecas');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Registro incluído com sucesso')).toBeVisible();

  await page.goto('/cadastro/arquivo/detalhe/novo');
  await basics(page).getByRole('textbox', { name: 'Nome do arquivo' }).fill('tabela-pecas.pdf');
  const botao = basics(page).getByRole('combobox', { name: 'Botão' });
  await botao.click();
  await botao.pressSequentially('teste');
  await page.getByRole('option', { name: 'Tabela de peças de teste' }).click();

  // Saving without a file says so first.
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(basics(page).getByRole('alert')).toHaveText('Selecione um arquivo.');

  const area = uploadArea(page, 'Arquivo PDF');
  await dropFile(area, { name: 'Tabela de peças.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(basics(page).getByText(`Tabela de peças.pdf (${PDF.length} bytes)`)).toBeVisible();
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Registro incluído com sucesso')).toBeVisible();

  // Searched for: the demo content fills the first pages of the list.
  await page.goto('/cadastro/arquivo/lista?geral=tabela-pecas');
  const row = page.getByRole('row', { name: /tabela-pecas\.pdf/ });
  await expect(row).toContainText('Tabela de peças de teste');
  await page.screenshot({ path: info.outputPath('arquivo-list-desktop.png'), fullPage: true });
});

test('a file over 200 MB is refused in the browser with the SPEC message, and a wrong type too', async ({
  page,
}) => {
  await page.goto('/cadastro/produto-imagem/detalhe/novo');
  const area = uploadArea(page, 'Imagem do produto');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/produtos-imagens-cadastro') && request.method() !== 'GET')
      sent.push(request.url());
  });
  await dropFile(area, {
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: PNG,
    size: 200 * 1024 * 1024 + 1,
  });
  await expect(basics(page).getByRole('alert')).toHaveText(
    'Erro: Arquivo muito grande, máximo permitido: 200MB',
  );
  await expect(basics(page).getByText(/enorme\.png/)).toHaveCount(0);

  // Through the picker (keyboard: Enter opens it), a PDF where an image is expected.
  const chooser = page.waitForEvent('filechooser');
  await area.focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'catalogo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(basics(page).getByRole('alert')).toHaveText('Tipo de arquivo não aceito');
  expect(sent).toEqual([]);
});
