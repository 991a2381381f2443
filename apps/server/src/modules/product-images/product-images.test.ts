import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILE_FIELD, produtoImagem } from '@prix/shared';
import { PRODUCT_IMAGES_PAGE_SIZE } from '@prix/shared/core/product-images';
import type { ProductImagesPage } from '@prix/shared/product-images';
import { parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { photo } from '../../testing/images.js';
import { sendRecord } from '../../testing/register-send.js';
import { startS3Server } from '../../testing/s3.js';
import { derivedImagesOf } from '../../storage/derived-images.js';
import { THUMBNAIL, THUMBNAIL_PATH } from './product-images.routes.js';

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe.each([
  { driver: 'local', s3: false },
  { driver: 's3', s3: true },
])('product gallery and thumbnails, $driver storage', ({ s3 }) => {
  let t: TestApp;
  let closeS3: (() => Promise<void>) | undefined;
  const cookie = { admin: '', leitura: '', marcos: '' };
  const originals = new Map<string, { bytes: Buffer; sha256: string }>();
  let n = 0;

  async function insertImage(nome: string, fileName: string, bytes: Buffer, type = 'image/png') {
    const pending = await t.app.storage.write(Readable.from([bytes]), { maxBytes: 50_000_000 });
    await pending.keep();
    n += 1;
    await t.database.db.execute(sql`
      insert into produto_imagem (id, nome, nome_imagem, arquivo_chave, arquivo_tamanho, arquivo_sha256, arquivo_tipo)
      values (${`IMGT${n}`}, ${nome}, ${fileName}, ${pending.key}, ${pending.size}, ${pending.sha256}, ${type})`);
    originals.set(fileName, { bytes, sha256: pending.sha256 });
    return pending.sha256;
  }

  const get = (url: string, who: keyof typeof cookie | null, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...(who ? { cookie: cookie[who] } : {}), ...headers } });
  const list = async (query: string, who: keyof typeof cookie = 'marcos') => {
    const answer = await get(`/api/imagens-produtos${query}`, who);
    expect(answer.statusCode).toBe(200);
    return parseJson<ProductImagesPage>(answer.body);
  };

  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (s3) {
      const server = await startS3Server();
      closeS3 = server.close;
      env.STORAGE_URL = server.storageUrl('arquivos');
    }
    t = await startTestApp(env);
    cookie.admin = await sessionCookieFor(t, '10000001');
    cookie.leitura = await sessionCookieFor(t, '10000002');
    cookie.marcos = await sessionCookieFor(t, 'EXT0001');
    await insertImage('Balança comercial 15 kg', 'balanca-15kg.png', await photo(1));
    await insertImage('Célula de carga', 'celula.png', await photo(2, 400, 900));
    await insertImage(
      'Indicador quebrado',
      'quebrada.png',
      Buffer.concat([(await photo(3)).subarray(0, 200)]),
    );
    // Enough for two pages of the gallery.
    const small = await photo(4, 40, 40);
    for (let i = 0; i < PRODUCT_IMAGES_PAGE_SIZE + 3; i++) {
      await insertImage(`Plataforma ${String(i).padStart(2, '0')}`, `plataforma-${i}.png`, small);
    }
  });
  afterAll(async () => {
    await t.close();
    await closeS3?.();
  });

  describe('GET /api/imagens-produtos', () => {
    it('finds by product name, accents and case aside, with the thumbnail address and the brand notice', async () => {
      const page = await list('?busca=BALANCA');
      expect(page.results).toEqual([
        {
          uuid: expect.any(String),
          nomeProduto: 'Balança comercial 15 kg',
          nomeImagem: 'balanca-15kg.png',
          miniatura: `${THUMBNAIL_PATH}/${originals.get('balanca-15kg.png')!.sha256}`,
        },
      ]);
      expect(page).toMatchObject({ page: 1, hasMore: false });
      expect(page.aviso).toMatch(/guia de marca/);
      expect((await list('?busca=nada%20assim')).results).toEqual([]);
    });

    it('pages by 24 in name order and says whether another page follows', async () => {
      const first = await list('?busca=plataforma');
      expect(first.results).toHaveLength(PRODUCT_IMAGES_PAGE_SIZE);
      expect(first.hasMore).toBe(true);
      expect(first.results[0]!.nomeProduto).toBe('Plataforma 00');
      const second = await list('?busca=plataforma&page=2');
      expect(second.results.map((r) => r.nomeProduto)).toEqual([
        'Plataforma 24',
        'Plataforma 25',
        'Plataforma 26',
      ]);
      expect(second).toMatchObject({ page: 2, hasMore: false });
      expect((await list('')).results).toHaveLength(PRODUCT_IMAGES_PAGE_SIZE);
    });

    it('needs the page key (visualizar.duvidas): 403 without it, 401 signed out, 400 for a bad page', async () => {
      expect((await get('/api/imagens-produtos', 'leitura')).statusCode).toBe(403);
      expect((await get('/api/imagens-produtos', null)).statusCode).toBe(401);
      expect((await get('/api/imagens-produtos?page=0', 'marcos')).statusCode).toBe(400);
      expect((await get(`/api/imagens-produtos?busca=${'x'.repeat(101)}`, 'marcos')).statusCode).toBe(400);
    });
  });

  describe(`GET ${THUMBNAIL_PATH}/{sha256}`, () => {
    it('is a WebP of at most 320 px, much smaller than the original, cached for good', async () => {
      const original = originals.get('balanca-15kg.png')!;
      const answer = await get(`${THUMBNAIL_PATH}/${original.sha256}`, 'marcos');
      expect(answer.statusCode).toBe(200);
      expect(isWebp(answer.rawPayload)).toBe(true);
      expect(answer.rawPayload.length).toBeLessThan(original.bytes.length / 4);
      const meta = await sharp(answer.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([320, 213]);
      expect(answer.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': String(answer.rawPayload.length),
        'cache-control': 'private, max-age=31536000, immutable',
        etag: `"${original.sha256}-miniatura"`,
        'x-content-type-options': 'nosniff',
      });
      expect(answer.headers['content-encoding']).toBeUndefined();
      const again = await get(`${THUMBNAIL_PATH}/${original.sha256}`, 'marcos', {
        'if-none-match': answer.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
    });

    it('is made once: the second request reads what storage kept, under the original’s hash', async () => {
      const original = originals.get('celula.png')!;
      const writes = vi.spyOn(t.app.storage, 'writeDerived');
      try {
        const [a, b] = await Promise.all([
          get(`${THUMBNAIL_PATH}/${original.sha256}`, 'marcos'),
          get(`${THUMBNAIL_PATH}/${original.sha256}`, 'admin'),
        ]);
        const c = await get(`${THUMBNAIL_PATH}/${original.sha256}`, 'marcos');
        expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
        expect(b.rawPayload).toEqual(a.rawPayload);
        expect(c.rawPayload).toEqual(a.rawPayload);
        expect(writes).toHaveBeenCalledTimes(1);
        const key = derivedImagesOf(t.app.storage, t.app.log).keyOf(original.sha256, THUMBNAIL);
        expect(key.startsWith(original.sha256)).toBe(true);
        expect((await t.app.storage.stat(key))?.size).toBe(a.rawPayload.length);
        const meta = await sharp(a.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([142, 320]);
      } finally {
        writes.mockRestore();
      }
    });

    it('refuses who may not see product images (403), an unknown or malformed hash (404)', async () => {
      const { sha256 } = originals.get('balanca-15kg.png')!;
      expect((await get(`${THUMBNAIL_PATH}/${sha256}`, 'leitura')).statusCode).toBe(403);
      expect((await get(`${THUMBNAIL_PATH}/${sha256}`, null)).statusCode).toBe(401);
      expect((await get(`${THUMBNAIL_PATH}/${'0'.repeat(64)}`, 'marcos')).statusCode).toBe(404);
      expect((await get(`${THUMBNAIL_PATH}/..%2F..%2Fportal.pid`, 'marcos')).statusCode).toBe(404);
      expect((await get(`${THUMBNAIL_PATH}/${sha256.toUpperCase()}`, 'marcos')).statusCode).toBe(404);
    });

    it('answers a corrupt image with 422 and a message, never a 500, and does not decode it again', async () => {
      const { sha256 } = originals.get('quebrada.png')!;
      const reads = vi.spyOn(t.app.storage, 'read');
      try {
        const answer = await get(`${THUMBNAIL_PATH}/${sha256}`, 'marcos');
        expect(answer.statusCode).toBe(422);
        expect(parseJson<{ errors: string[] }>(answer.body).errors).toEqual([
          'Não foi possível gerar a miniatura desta imagem.',
        ]);
        expect((await get(`${THUMBNAIL_PATH}/${sha256}`, 'marcos')).statusCode).toBe(422);
        expect(reads).toHaveBeenCalledTimes(1);
      } finally {
        reads.mockRestore();
      }
    });

    it('is made when an image is uploaded through the register', async () => {
      const bytes = await photo(9, 700, 700);
      const created = await sendRecord(
        t,
        produtoImagem,
        'POST',
        '/api/produtos-imagens-cadastro',
        cookie.admin,
        { nome_produto: 'Balança enviada' },
        { field: FILE_FIELD, filename: 'enviada.png', head: bytes, size: bytes.length },
      );
      expect(created.status).toBe(200);
      const [found] = (await list('?busca=enviada')).results;
      const sha256 = found!.miniatura.split('/').pop()!;
      const key = derivedImagesOf(t.app.storage, t.app.log).keyOf(sha256, THUMBNAIL);
      expect(await t.app.storage.stat(key)).not.toBeNull();
    });
  });
});
