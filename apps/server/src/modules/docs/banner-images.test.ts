import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FILE_FIELD, banner } from '@prix/shared';
import type { BannerList } from '@prix/shared/content';
import { queryRows } from '../../db/client.js';
import { seedContent } from '../../seed/content.js';
import { parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { photo } from '../../testing/images.js';
import { sendRecord } from '../../testing/register-send.js';

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Where a width is kept: `{sha256 of the original}.banner-{width}-webp` (decision 0018's derived keys). */
const keyOf = (sha256: string, width: number) => `${sha256}.banner-${width}-webp`;
const srcSetOf = (sha256: string) =>
  `/api/docs/banner-image/${sha256}/480 480w, /api/docs/banner-image/${sha256}/800 800w, ` +
  `/api/docs/banner-image/${sha256}/1200 1200w`;

let t: TestApp;
const cookie = { admin: '', leitura: '', marcos: '' };
const get = (url: string, who: keyof typeof cookie | null, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(who ? { cookie: cookie[who] } : {}), ...headers } });
const banners = async () => {
  const answer = await get('/api/banner/images', 'marcos');
  expect(answer.statusCode).toBe(200);
  return parseJson<BannerList>(answer.body).result;
};
/** The width and height of a stored WebP. */
async function storedWebp(key: string) {
  const stored = await t.app.storage.read(key);
  if (!stored) return null;
  const meta = await sharp(await buffer(stored)).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, size: meta.size };
}

async function insertBanner(id: string, nome: string, posicao: string, bytes: Buffer) {
  const pending = await t.app.storage.write(Readable.from([bytes]), { maxBytes: 10_000_000 });
  await pending.keep();
  await t.database.db.execute(sql`
    insert into banner (id, nome, posicao, arquivo_chave, arquivo_tamanho, arquivo_sha256, arquivo_tipo, arquivo_nome)
    values (${id}, ${nome}, ${posicao}, ${pending.key}, ${pending.size}, ${pending.sha256}, 'image/png', ${`${id}.png`})`);
  return pending.sha256;
}

beforeAll(async () => {
  t = await startTestApp();
  // The demo's banners, written as a database from before the widths has them: rows and originals only.
  await seedContent(t.database.db, t.app.storage);
  cookie.admin = await sessionCookieFor(t, '10000001');
  cookie.leitura = await sessionCookieFor(t, '10000002');
  cookie.marcos = await sessionCookieFor(t, 'EXT0001');
});
afterAll(() => t.close());

describe('banner images at the carousel’s widths', () => {
  it('the demo’s banners, rows from before, get their widths on the first request of the list', async () => {
    const rows = await queryRows<{ nome: string; sha256: string; size: number }>(
      t.database.db,
      sql`select nome, arquivo_sha256 as sha256, arquivo_tamanho as size from banner where id like 'BAND%' order by id`,
    );
    expect(rows.map((r) => r.nome)).toEqual([
      'Campanha de verão',
      'Feira Fispal 2026',
      'Treinamento técnico',
    ]);
    for (const row of rows) expect(await t.app.storage.stat(keyOf(row.sha256, 480))).toBeNull();

    const listed = await banners();
    for (const row of rows) {
      expect(listed.find((b) => b.bannerName === row.nome)?.imageSrcSet, row.nome).toBe(srcSetOf(row.sha256));
      const small = await storedWebp(keyOf(row.sha256, 480));
      const medium = await storedWebp(keyOf(row.sha256, 800));
      expect(small).toMatchObject({ format: 'webp', width: 480, height: 144 });
      expect(medium).toMatchObject({ format: 'webp', width: 800, height: 240 });
      expect(await storedWebp(keyOf(row.sha256, 1200))).toMatchObject({ width: 1200, height: 360 });
      // A phone's width is a fraction of the ~200 kB original.
      expect((await t.app.storage.stat(keyOf(row.sha256, 800)))!.size).toBeLessThan(Number(row.size) / 3);
    }
  });

  it('an upload through the register makes the 480, 800 and 1200 px WebP widths before it answers', async () => {
    const bytes = await photo(1, 1200, 360);
    const sha256 = sha256Of(bytes);
    const created = await sendRecord(
      t,
      banner,
      'POST',
      '/api/banner',
      cookie.admin,
      { nome_banner: 'Banner enviado', posicao: '90' },
      { field: FILE_FIELD, filename: 'enviado.png', head: bytes, size: bytes.length },
    );
    expect(created.status).toBe(200);
    expect(await storedWebp(keyOf(sha256, 480))).toMatchObject({ format: 'webp', width: 480, height: 144 });
    expect(await storedWebp(keyOf(sha256, 800))).toMatchObject({ format: 'webp', width: 800, height: 240 });
    expect(await storedWebp(keyOf(sha256, 1200))).toMatchObject({ format: 'webp', width: 1200, height: 360 });
    const sent = (await banners()).find((b) => b.bannerName === 'Banner enviado');
    expect(sent).toMatchObject({
      imageUrl: '/api/docs/banner/Banner%20enviado',
      imageSrcSet: srcSetOf(sha256),
    });
  });

  it('never enlarges: an original narrower than a width keeps its own width there', async () => {
    const sha256 = await insertBanner('BNRPEQ001', 'Banner pequeno', '91', await photo(2, 600, 180));
    const listed = (await banners()).find((b) => b.bannerName === 'Banner pequeno');
    expect(listed?.imageSrcSet).toBe(srcSetOf(sha256));
    expect(await storedWebp(keyOf(sha256, 480))).toMatchObject({ width: 480, height: 144 });
    expect(await storedWebp(keyOf(sha256, 800))).toMatchObject({ width: 600, height: 180 });
    expect(await storedWebp(keyOf(sha256, 1200))).toMatchObject({ width: 600, height: 180 });
  });

  it('serves a width as an immutable WebP to anyone signed in, with its ETag and 304', async () => {
    const [first] = await queryRows<{ sha256: string }>(
      t.database.db,
      sql`select arquivo_sha256 as sha256 from banner where id = 'BAND00001'`,
    );
    const url = `/api/docs/banner-image/${first!.sha256}/800`;
    const answer = await get(url, 'leitura');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(answer.rawPayload.length),
      'cache-control': 'private, max-age=31536000, immutable',
      etag: `"${first!.sha256}-banner-800"`,
      'x-content-type-options': 'nosniff',
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    const meta = await sharp(answer.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 240]);
    const again = await get(url, 'leitura', { 'if-none-match': `"${first!.sha256}-banner-800"` });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(again.rawPayload.length).toBe(0);

    const anonymous = await get(url, null);
    expect(anonymous.statusCode).toBe(401);
    expect(parseJson<{ errors: string[] }>(anonymous.body).errors).toEqual([
      'Sua sessão expirou. Entre novamente.',
    ]);
  });

  it('answers an unknown hash or width, or a malformed one, with 404 and its message', async () => {
    const [first] = await queryRows<{ sha256: string }>(
      t.database.db,
      sql`select arquivo_sha256 as sha256 from banner where id = 'BAND00001'`,
    );
    const hash = first!.sha256;
    for (const url of [
      `/api/docs/banner-image/${'0'.repeat(64)}/480`,
      `/api/docs/banner-image/${hash}/481`,
      `/api/docs/banner-image/${hash}/320`,
      `/api/docs/banner-image/${hash}/abc`,
      `/api/docs/banner-image/${hash.toUpperCase()}/480`,
      `/api/docs/banner-image/..%2F..%2Fportal.pid/480`,
    ]) {
      const answer = await get(url, 'marcos');
      expect(answer.statusCode, url).toBe(404);
      expect(parseJson<{ errors: string[] }>(answer.body).errors, url).toEqual(['Registro não encontrado']);
    }
  });

  it('an image that gives no widths is listed without a srcset, and its widths are a 422, never a 500', async () => {
    const broken = (await photo(3, 1200, 360)).subarray(0, 300);
    const sha256 = await insertBanner('BNRQBR001', 'Banner quebrado', '92', broken);
    const listed = (await banners()).find((b) => b.bannerName === 'Banner quebrado');
    expect(listed).toMatchObject({ imageUrl: '/api/docs/banner/Banner%20quebrado', imageSrcSet: null });
    // Remembered: neither the next list nor the width's address decodes it again.
    const reads = vi.spyOn(t.app.storage, 'read');
    try {
      expect((await banners()).find((b) => b.bannerName === 'Banner quebrado')?.imageSrcSet).toBeNull();
      const width = await get(`/api/docs/banner-image/${sha256}/480`, 'marcos');
      expect(width.statusCode).toBe(422);
      expect(parseJson<{ errors: string[] }>(width.body).errors).toEqual([
        'Não foi possível gerar a imagem do banner nesta largura.',
      ]);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
    // The original is still served as it is.
    expect((await get('/api/docs/banner/Banner%20quebrado', 'marcos')).statusCode).toBe(200);
  });
});
