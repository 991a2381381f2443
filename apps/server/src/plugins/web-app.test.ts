import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { JSON_PREFIX } from '@prix/shared';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../testing/database.js';
import { sessionCookieFor, type TestApp } from '../testing/app.js';

const INDEX =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" />' +
  '<meta\n      name="description"\n      content="Portal de Parceiros Prix: benefícios." />' +
  '<title>Portal de Parceiros Prix</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const area = ${JSON.stringify('código do app '.repeat(200))};\n`;
const ASSET = 'assets/index-Ab12Cd34.js';

/** A build of the web app as `vite build` leaves it: index.html, fingerprinted assets, their .br/.gz siblings. */
async function writeBuild(root: string) {
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await mkdir(path.join(root, '.vite'), { recursive: true });
  // The login page's chunk imports the entry (already loaded by index.html) and a chunk of its own.
  await writeFile(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: ASSET, dynamicImports: ['src/app/start-in-browser.tsx'] },
      // The browser's drawing of the app, which index.html names beside the entry.
      'src/app/start-in-browser.tsx': { file: 'assets/start-in-browser-S.js', imports: ['_react-X.js'] },
      '_react-X.js': { file: 'assets/react-X.js' },
      'src/app/pages/login-page.tsx': {
        file: 'assets/login-page-Q.js',
        imports: ['_react-X.js', 'index.html', '_public-card-P.js'],
      },
      '_public-card-P.js': { file: 'assets/public-card-P.js' },
      'src/features/onde-comprar/onde-comprar-page.tsx': {
        file: 'assets/onde-comprar-page-L.js',
        imports: ['_react-X.js', 'index.html'],
      },
    }),
  );
  const files: Record<string, string> = { 'index.html': INDEX, [ASSET]: SCRIPT, 'favicon.svg': '<svg/>' };
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(root, name), text);
    if (name === 'favicon.svg') continue;
    await writeFile(path.join(root, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(root, `${name}.gz`), gzipSync(text));
  }
}

describe('web app', () => {
  let app: FastifyInstance;
  let database: Database;
  let webDist: string;
  let adminCookie: string;
  let partnerCookie: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'prix-web-'));
    await writeBuild(webDist);
    database = await createTestDatabase();
    // The page is looked at again on every request here (every second in production): no test waits on the clock.
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: webDist }),
      webDist,
      webPageRecheckMs: 0,
    };
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    adminCookie = await sessionCookieFor({ app, database } as TestApp, '10000001');
    partnerCookie = await sessionCookieFor({ app, database } as TestApp, 'EXT0001');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each([
    '/docs/lista-precos-pecas/tabela.pdf',
    '/docs/catalogo/manual.v2.docx',
    '/home',
    '/cadastro/pais/lista',
    '/favicon.svg/outra',
    '/.vite/manifest.json',
  ])('answers the app page, never JSON, for the page address %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it.each(['/api/nao-existe', '/api', '/assets/nao-existe.js', '/assets/', '/assets'])(
    'answers 404 for the unknown %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it('sends a real build file outside assets/ as it is, not cached for long', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<svg/>');
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('sends the brotli file of an asset when the browser accepts br, immutable, varying on Accept-Encoding', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/${ASSET}`,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a browser without brotli, and the plain file to one without either', async () => {
    const gzip = await app.inject({
      method: 'GET',
      url: `/${ASSET}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({
      method: 'GET',
      url: `/${ASSET}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html compressed too, still no-cache', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('sends each public page with its own title, description and canonical address in the first HTML', async () => {
    const publicUrl = app.config.publicUrl;
    for (const [url, title, description, canonical] of [
      [
        '/onde-comprar?municipio=3550308&page=2',
        'Onde comprar | Portal de Parceiros Prix',
        'Encontre revendas e assistências técnicas autorizadas Prix perto de você',
        `${publicUrl}/onde-comprar`,
      ],
      [
        '/acesso/login',
        'Entrar | Portal de Parceiros Prix',
        'Entre no Portal de Parceiros Prix',
        `${publicUrl}/acesso/login`,
      ],
    ] as const) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        const html =
          encoding === 'br'
            ? brotliDecompressSync(response.rawPayload).toString()
            : encoding === 'gzip'
              ? gunzipSync(response.rawPayload).toString()
              : response.body;
        expect(html).toContain(`<title>${title}</title>`);
        expect(html.match(/<title>/g)).toHaveLength(1);
        expect(html).toMatch(new RegExp(`<meta name="description" content="${description}[^"]*" />`));
        expect(html.match(/name="description"/g)).toHaveLength(1);
        expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
        expect(html).toContain('<div id="root"></div>');
      }
      const first = await app.inject({ method: 'GET', url });
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': first.headers.etag },
      });
      expect(again.statusCode).toBe(304);
      expect(first.headers.etag).not.toBe((await app.inject({ method: 'GET', url: '/home' })).headers.etag);
    }
    // Any other page keeps the app's own head, without a canonical address.
    const home = await app.inject({ method: 'GET', url: '/home' });
    expect(home.body).toBe(INDEX);
  });

  it('names the login page’s own chunks in a Link header, so they download with the page, not after the entry', async () => {
    const login = await app.inject({ method: 'GET', url: '/acesso/login' });
    expect(login.headers.link).toBe(
      '</assets/login-page-Q.js>; rel=modulepreload, </assets/public-card-P.js>; rel=modulepreload',
    );
    expect((await app.inject({ method: 'GET', url: '/erros' })).headers.link).toBeUndefined();
    const locator = await app.inject({ method: 'GET', url: '/onde-comprar?municipio=3550308' });
    expect(locator.headers.link).toBe('</assets/onde-comprar-page-L.js>; rel=modulepreload');
  });

  it('names no area for the signed-in pages: their first paint must not wait behind them (PAGE_PRELOADS)', async () => {
    for (const url of ['/home', '/cadastro/pais/lista']) {
      const page = await app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
      expect(page.headers.link).toBeUndefined();
    }
  });

  it('answers the page from memory with an ETag (304 when it matches) and reads a new build', async () => {
    const first = await app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const etag = String(first.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/home', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const rebuilt = INDEX.replace('</body>', '<!-- nova versão --></body>');
    await writeFile(path.join(webDist, 'index.html'), rebuilt);
    await rm(path.join(webDist, 'index.html.br'));
    await rm(path.join(webDist, 'index.html.gz'));
    const fresh = await app.inject({ method: 'GET', url: '/home', headers: { 'if-none-match': etag } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toBe(rebuilt);
    expect(fresh.headers.etag).not.toBe(etag);
    // Back as it was, for the other tests.
    await writeBuild(webDist);
    expect((await app.inject({ method: 'GET', url: '/home' })).body).toBe(INDEX);
  });

  it('compresses a large API answer on the fly, with the JSON prefix inside the compressed body', async () => {
    const request = { method: 'GET' as const, url: '/api/pais?page=1', headers: { cookie: adminCookie } };
    const plain = await app.inject({
      ...request,
      headers: { ...request.headers, 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.body.startsWith(JSON_PREFIX)).toBe(true);

    const br = await app.inject({
      ...request,
      headers: { ...request.headers, 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await app.inject({ ...request, headers: { ...request.headers, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves a small API answer uncompressed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/nao-existe',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.startsWith(JSON_PREFIX)).toBe(true);
  });

  it("names /home's first banner in its first response to a partner, and follows the banners", async () => {
    // Rows whose file is not in storage give no WebP widths: the preload names the original alone.
    const banner = (id: string, nome: string, posicao: string) => sql`
      insert into banner (id, nome, posicao, arquivo_chave, arquivo_tamanho, arquivo_sha256, arquivo_tipo, arquivo_nome)
      values (${id}, ${nome}, ${posicao}, ${`k/${id}`}, 10, ${'0'.repeat(64)}, 'image/png', ${`${id}.png`})`;
    await database.db.execute(banner('BNR900001', 'Feira de balanças', '2'));
    await database.db.execute(banner('BNR900002', 'Linha 2026 Prix', '1'));
    const linkOf = async (url: string, cookie?: string) =>
      (await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).headers.link;
    expect(await linkOf('/home', partnerCookie)).toBe(
      '</api/docs/banner/Linha%202026%20Prix>; rel=preload; as=image; fetchpriority=high',
    );
    // Signed out (the page sends to the login page), staff (their /home has no carousel) and on other pages:
    // nothing named.
    expect(await linkOf('/home')).toBeUndefined();
    expect(await linkOf('/home', adminCookie)).toBeUndefined();
    expect(await linkOf('/cadastro/pais/lista', partnerCookie)).toBeUndefined();
    await database.db.execute(sql`update banner set posicao = '3' where id = 'BNR900002'`);
    expect(await linkOf('/home', partnerCookie)).toBe(
      '</api/docs/banner/Feira%20de%20balan%C3%A7as>; rel=preload; as=image; fetchpriority=high',
    );
    await database.db.execute(sql`delete from banner where id in ('BNR900001', 'BNR900002')`);
  });

  it("names the first banner's WebP widths with the img's sizes, so the browser preloads the file the img takes", async () => {
    const image = await sharp({ create: { width: 1200, height: 360, channels: 3, background: '#1d4f91' } })
      .png()
      .toBuffer();
    const pending = await app.storage.write(Readable.from([image]), { maxBytes: 1_000_000 });
    await pending.keep();
    await database.db.execute(sql`
      insert into banner (id, nome, posicao, arquivo_chave, arquivo_tamanho, arquivo_sha256, arquivo_tipo, arquivo_nome)
      values ('BNR900003', 'Linha 2027', '0', ${pending.key}, ${pending.size}, ${pending.sha256}, 'image/png', 'linha.png')`);
    const home = await app.inject({ method: 'GET', url: '/home', headers: { cookie: partnerCookie } });
    const widths = [480, 800, 1200]
      .map((w) => `/api/docs/banner-image/${pending.sha256}/${w} ${w}w`)
      .join(', ');
    expect(home.headers.link).toBe(
      '</api/docs/banner/Linha%202027>; rel=preload; as=image; ' +
        `imagesrcset="${widths}"; ` +
        'imagesizes="(min-width: 1728px) 1400px, (min-width: 1200px) calc(100vw - 328px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)"; ' +
        'fetchpriority=high',
    );
    // The list the img reads names the same srcset.
    const list = await app.inject({
      method: 'GET',
      url: '/api/banner/images',
      headers: { cookie: adminCookie },
    });
    const first = (JSON.parse(list.body.slice(JSON_PREFIX.length)) as { result: { imageSrcSet: string }[] })
      .result[0];
    expect(first?.imageSrcSet).toBe(widths);
    await database.db.execute(sql`delete from banner where id = 'BNR900003'`);
  });
});
