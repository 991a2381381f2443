import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import yauzl from 'yauzl';
import { DEMO, signIn, type DemoAccount, test } from './fixtures';
import { dropFile } from './upload';

// An admin uploads three product images through the register's upload area; a partner finds them on
// /listar-imagens-produtos by product name, sees only server-made thumbnails, selects the three and downloads
// one zip whose files are byte for byte the uploaded ones. And /recursos shows each partner the documents
// their keys open.

const SEED_FILES = path.join(import.meta.dirname, '../apps/server/src/seed/seed-files');
const UPLOADS = [
  { produto: 'Vitrine E2E comercial', file: 'balanca-comercial-15kg.png', name: 'vitrine-e2e-comercial.png' },
  { produto: 'Vitrine E2E contadora', file: 'balanca-contadora.png', name: 'vitrine-e2e-contadora.png' },
  { produto: 'Vitrine E2E indicador', file: 'indicador-de-pesagem.png', name: 'vitrine-e2e-indicador.png' },
];

async function newSignedIn(browser: Browser, account: DemoAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(/\/home$/);
  return page;
}

/** Every entry of a zip file, by name, read whole. */
function zipEntries(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('zip ilegível'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('entrada ilegível'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('a partner downloads three uploaded product images as one zip, having loaded thumbnails only', async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const admin = await newSignedIn(browser, DEMO.admin);
  const uploaded = new Map<string, Buffer>();
  for (const upload of UPLOADS) {
    const buffer = await readFile(path.join(SEED_FILES, upload.file));
    uploaded.set(upload.name, buffer);
    await admin.goto('/cadastro/produto-imagem/detalhe/novo');
    const basics = admin.getByRole('region', { name: 'Informações básicas' });
    await basics.getByRole('textbox', { name: 'Nome do produto' }).fill(upload.produto);
    await dropFile(basics.getByRole('button', { name: 'Imagem do produto' }), {
      name: upload.name,
      mimeType: 'image/png',
      buffer,
    });
    await expect(basics.getByText(new RegExp(`^${upload.name} \\(`))).toBeVisible();
    await admin.getByRole('button', { name: 'Gravar' }).click();
    await expect(admin.getByText('Registro incluído com sucesso')).toBeVisible();
  }
  await admin.context().close();

  const page = await newSignedIn(browser, DEMO.proprietario);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/listar-imagens-produtos');
  await expect(page.getByRole('heading', { name: 'Imagens de Produtos', level: 1 })).toBeVisible();
  await expect(page.getByText(/Siga o guia de marca Prix/)).toBeVisible();
  // Nothing selected: a disabled button; once something is, a link to the file or the zip.
  await expect(page.getByRole('button', { name: 'Download das imagens selecionadas' })).toBeDisabled();
  const download = page.getByRole('link', { name: 'Download das imagens selecionadas' });

  await page.getByRole('searchbox', { name: 'Buscar pelo nome do produto' }).fill('vitrine e2e');
  await expect(page).toHaveURL(/\?busca=vitrine\+e2e$/);
  const grid = page.getByRole('list', { name: 'Imagens de produtos' });
  await expect(grid.getByRole('checkbox')).toHaveCount(3);
  // Every thumbnail drawn, each a WebP from the thumbnail address, at most 320 px.
  const images = grid.locator('img');
  await expect(images).toHaveCount(3);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeLessThanOrEqual(320);
  }
  expect(requests.filter((p) => p.startsWith('/api/docs/product-thumbnail/')).length).toBeGreaterThanOrEqual(
    3,
  );
  // No full-size image was fetched to show the page.
  expect(requests.filter((p) => p.startsWith('/api/docs/product-image'))).toEqual([]);
  await page.screenshot({ path: info.outputPath('imagens-produtos-desktop.png'), fullPage: true });

  await page.getByRole('checkbox', { name: 'Vitrine E2E contadora' }).check();
  await expect(page.getByText('1 imagem selecionada')).toBeVisible();
  await expect(download).toHaveAttribute(
    'href',
    '/api/docs/product-image/vitrine-e2e-contadora.png?download=1',
  );
  await page.getByRole('checkbox', { name: 'Selecionar todas desta página' }).check();
  await expect(page.getByText('3 imagens selecionadas')).toBeVisible();

  const saved = page.waitForEvent('download');
  await download.click();
  const zipFile = info.outputPath('imagens.zip');
  await (await saved).saveAs(zipFile);
  const entries = await zipEntries(zipFile);
  expect([...entries.keys()].sort()).toEqual([...uploaded.keys()].sort());
  for (const [name, bytes] of uploaded) expect(entries.get(name)!.equals(bytes)).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath('imagens-produtos-390.png'), fullPage: true });
  await page.getByRole('searchbox', { name: 'Buscar pelo nome do produto' }).fill('nada parecido');
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
});

test('/recursos shows each partner the documents of their keys, the links, the video and the brand link', async ({
  browser,
}, info) => {
  // Marcos's company is a reseller: no workshop documents. Otávio's is a workshop: those too.
  const marcos = await newSignedIn(browser, DEMO.proprietario);
  await marcos.goto('/recursos');
  const documents = marcos.getByRole('region', { name: 'Documentos' });
  await expect(documents.getByRole('link', { name: 'Catálogo geral' })).toBeVisible();
  await expect(documents.getByRole('link', { name: 'Manual do Programa de Parceiros' })).toBeVisible();
  await expect(documents.getByRole('link', { name: 'Lista de ferramentas' })).toHaveCount(0);
  await expect(documents.getByRole('region', { name: 'Assistência técnica' })).toBeVisible();
  const catalogue = documents.getByRole('link', { name: 'Catálogo geral' });
  await expect(catalogue).toHaveAttribute('target', '_blank');
  await expect(catalogue).toHaveAttribute('rel', 'noopener noreferrer');
  // The new tab's navigation, not its final address: in a browser without a PDF viewer (the headless shell)
  // the tab's address stays empty.
  const opened = marcos.context().waitForEvent('page');
  const navigated = marcos
    .context()
    .waitForEvent(
      'request',
      (request) => request.isNavigationRequest() && request.url().includes('/api/docs/'),
    );
  await catalogue.click();
  const [pdf, navigation] = await Promise.all([opened, navigated]);
  expect(navigation.frame().page()).toBe(pdf);
  expect(new URL(navigation.url()).pathname).toBe(
    '/api/docs/catalogo-geral/Cat%C3%A1logo%20geral%20de%20produtos',
  );
  await pdf.close();

  const links = marcos.getByRole('region', { name: 'Links úteis' }).getByRole('link');
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const video = marcos.getByRole('link', { name: 'Baixar vídeo' });
  const saved = marcos.waitForEvent('download');
  await video.click();
  const videoFile = info.outputPath('showroom.webm');
  await (await saved).saveAs(videoFile);
  expect(
    (await readFile(videoFile)).equals(await readFile(path.join(SEED_FILES, 'video-showroom.webm'))),
  ).toBe(true);
  await expect(marcos.getByRole('link', { name: 'Acessar recursos da marca' })).toHaveAttribute(
    'href',
    'https://www.prix.com.br/recursos-da-marca',
  );
  await marcos.screenshot({ path: info.outputPath('recursos-desktop.png'), fullPage: true });
  await marcos.setViewportSize({ width: 390, height: 844 });
  await marcos.screenshot({ path: info.outputPath('recursos-390.png'), fullPage: true });

  const otavio = await newSignedIn(browser, DEMO.oficina);
  await otavio.goto('/recursos');
  await expect(
    otavio.getByRole('region', { name: 'Documentos' }).getByRole('link', { name: 'Lista de ferramentas' }),
  ).toBeVisible();

  const leitura = await newSignedIn(browser, DEMO.leitura);
  await leitura.goto('/recursos');
  await expect(leitura.getByText('Você não tem permissão para esta página')).toBeVisible();
});
