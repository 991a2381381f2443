import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { PDF_HEAD } from '../../testing/multipart.js';
import { staffWithKeys, type StaffWithKeys } from '../../testing/staff-with-keys.js';

let t: TestApp;
let holdOnly: StaffWithKeys['holdOnly'];
const cookie: Record<'admin' | 'leitura' | 'marcos' | 'otavio' | 'umaChave', string> = {
  admin: '',
  leitura: '',
  marcos: '',
  otavio: '',
  umaChave: '',
};

/**
 * The key each document identifier asks for, as SPEC writes it (§6's screen → key table and resources items,
 * §2.2's viewers, §7's addresses), never read from the table the server uses; null: anyone signed in.
 */
const DOCUMENT_KEYS: readonly [identificador: string, key: string | null][] = [
  ['catalogo-pecas', 'catalogo.pecas'],
  ['lista-precos-pecas', 'precos.pecas'],
  // SPEC §7 also names the parts price list `lista-precos/{file}`.
  ['lista-precos', 'precos.pecas'],
  ['lista-precos-rev-virtual', 'lista.precos.rev.virtual'],
  ['lista-precos-rev-fisica', 'lista.precos.rev.fisica'],
  ['manual-relacionamento-ota', 'propave.manual'],
  ['manual-boas-praticas-otas', 'manual.boas.praticas.otas'],
  ['lista-de-ferramentas', 'lista.ferramentas'],
  ['manual-do-programa-prix', 'manual.programa.parceiro.prix'],
  ['ressarcimento-garantia-otas', 'ressarcimento.garantia'],
  ['documento-defesa-infracao', 'documento.defesa.infracao'],
  ['catalogo-geral', 'catalogo.geral'],
  ['calculo-verba-marketing-cooperada', 'calculo.verba.marketing.cooperada'],
  // The showroom demo video is on /recursos, 'always shown' there.
  ['video-showroom', 'visualizar.recursos'],
  ['lista-de-relacionamento-revendas', null],
];

/** A 100 kB "PDF" whose every byte is known, so ranges can be checked. */
const PDF = Buffer.concat([PDF_HEAD, Buffer.from(Array.from({ length: 100_000 }, (_, i) => i % 251))]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(500, 7),
]);

async function store(content: Buffer) {
  const pending = await t.app.storage.write(Readable.from([content]), { maxBytes: 1_000_000 });
  await pending.keep();
  return pending;
}

/** A button with this identifier and one file under it, as the back office would have made them. */
async function document(identificador: string, nome: string, fileName: string, n: number) {
  const file = await store(PDF);
  await t.database.db.execute(sql`
    insert into botao (id, nome, identificador) values (${`BTNT${n}`}, ${`Botão ${identificador}`}, ${identificador})`);
  await t.database.db.execute(sql`
    insert into arquivo (id, nome, botao_id, arquivo_chave, arquivo_tamanho, arquivo_sha256, arquivo_tipo, arquivo_nome)
    values (${`ARQT${n}`}, ${nome}, ${`BTNT${n}`}, ${file.key}, ${file.size}, ${file.sha256}, 'application/pdf', ${fileName})`);
  return file;
}

const get = (url: string, who: keyof typeof cookie | null, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(who ? { cookie: cookie[who] } : {}), ...headers } });

let sha256 = '';
beforeAll(async () => {
  t = await startTestApp();
  cookie.admin = await sessionCookieFor(t, '10000001');
  cookie.leitura = await sessionCookieFor(t, '10000002');
  cookie.marcos = await sessionCookieFor(t, 'EXT0001');
  cookie.otavio = await sessionCookieFor(t, 'EXT0003');
  sha256 = (await document('lista-precos-pecas', 'tabela-2026.pdf', 'Tabela de preços 2026.pdf', 0)).sha256;
  let n = 1;
  for (const [identificador] of DOCUMENT_KEYS) {
    if (identificador !== 'lista-precos-pecas') await document(identificador, 'doc.pdf', 'doc.pdf', n++);
  }
  // A staff member whose one profile holds whatever key a test gives it.
  const umaChave = await staffWithKeys(t, '10000096');
  cookie.umaChave = umaChave.cookie;
  holdOnly = umaChave.holdOnly;
  const image = await store(PNG);
  await t.database.db.execute(sql`
    insert into produto_imagem (id, nome, nome_imagem, arquivo_chave, arquivo_tamanho, arquivo_sha256, arquivo_tipo)
    values ('IMGT1', 'Balança 15 kg', 'balanca-15kg.png', ${image.key}, ${image.size}, ${image.sha256}, 'image/png')`);
  for (const [i, nome] of ['balanca-30kg.png', 'balanca-60kg.png', 'balanca-15kg.png'].entries()) {
    const other = await store(Buffer.concat([PNG, Buffer.from(nome)]));
    await t.database.db.execute(sql`
      insert into produto_imagem (id, nome, nome_imagem, arquivo_chave, arquivo_tamanho, arquivo_sha256, arquivo_tipo)
      values (${`IMGZ${i}`}, ${`Produto ${i}`}, ${nome}, ${other.key}, ${other.size}, ${other.sha256}, 'image/png')`);
  }
  await t.database.db.execute(sql`
    insert into banner (id, nome, posicao, arquivo_chave, arquivo_tamanho, arquivo_sha256, arquivo_tipo, arquivo_nome)
    values ('BANT1', 'Campanha', '1', ${image.key}, ${image.size}, ${image.sha256}, 'image/png', 'campanha.png')`);
});
afterAll(() => t.close());

describe('/api/docs: a document to who holds its key', () => {
  it('serves a price list inline with its type, nosniff, an RFC 6266 name, ETag and Last-Modified', async () => {
    const answer = await get('/api/docs/lista-precos-pecas/tabela-2026.pdf', 'otavio');
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload).toEqual(PDF);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      etag: `"${sha256}"`,
      'cache-control': 'private, no-cache',
      'content-length': String(PDF.length),
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-disposition']).toBe(
      `inline; filename="Tabela de pre?os 2026.pdf"; filename*=UTF-8''Tabela%20de%20pre%C3%A7os%202026.pdf`,
    );
    expect(answer.headers['last-modified']).toMatch(/GMT$/);
    // The same file under its user's file name, and as the button's latest document.
    expect(
      (await get('/api/docs/lista-precos-pecas/Tabela%20de%20pre%C3%A7os%202026.pdf', 'otavio')).statusCode,
    ).toBe(200);
    expect((await get('/api/docs/lista-precos-pecas.pdf', 'otavio')).rawPayload).toEqual(PDF);
  });

  it('refuses whoever lacks the key (403), a visitor (401), and lets the files register staff in', async () => {
    expect((await get('/api/docs/lista-precos-pecas/tabela-2026.pdf', 'marcos')).statusCode).toBe(403);
    expect((await get('/api/docs/lista-precos-pecas/tabela-2026.pdf', 'leitura')).statusCode).toBe(403);
    expect((await get('/api/docs/lista-precos-pecas/tabela-2026.pdf', null)).statusCode).toBe(401);
    expect((await get('/api/docs/lista-precos-pecas/tabela-2026.pdf', 'admin')).statusCode).toBe(200);
  });

  it.each(DOCUMENT_KEYS)('%s opens with SPEC’s key (%s), and with no other', async (identificador, key) => {
    const url =
      identificador === 'lista-precos-pecas'
        ? `/api/docs/${identificador}/tabela-2026.pdf`
        : `/api/docs/${identificador}/doc.pdf`;
    // Lucas holds no document key: only the list everyone signed in may open is his.
    expect((await get(url, 'leitura')).statusCode).toBe(key === null ? 200 : 403);
    expect((await get(url, 'admin')).statusCode).toBe(200);
    if (key === null) return;
    await holdOnly([key]);
    expect((await get(url, 'umaChave')).statusCode).toBe(200);
    // Every other document's key, and all of them together, leave it closed.
    const others = [...new Set(DOCUMENT_KEYS.map(([, k]) => k))].filter(
      (k): k is string => k !== null && k !== key,
    );
    await holdOnly(others);
    expect((await get(url, 'umaChave')).statusCode).toBe(403);
  });

  it('answers 304 to a browser that has the same file, and serves byte ranges (206, 416)', async () => {
    const url = '/api/docs/lista-precos-pecas/tabela-2026.pdf';
    expect((await get(url, 'otavio', { 'if-none-match': `"${sha256}"` })).statusCode).toBe(304);
    const later = new Date(Date.now() + 60_000).toUTCString();
    expect((await get(url, 'otavio', { 'if-modified-since': later })).statusCode).toBe(304);
    const part = await get(url, 'otavio', { range: 'bytes=1000-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1099/${PDF.length}`);
    expect(part.rawPayload).toEqual(PDF.subarray(1000, 1100));
    const tail = await get(url, 'otavio', { range: 'bytes=-10' });
    expect(tail.rawPayload).toEqual(PDF.subarray(PDF.length - 10));
    const outside = await get(url, 'otavio', { range: `bytes=${PDF.length + 5}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${PDF.length}`);
    expect(outside.headers['content-type']).toContain('application/json');
    // A range of another version of the file (If-Range) gets the whole new file.
    expect((await get(url, 'otavio', { range: 'bytes=0-9', 'if-range': '"outro"' })).statusCode).toBe(200);
  });

  it('never lets a name from the address reach the file system: traversal, encoded slashes and NUL are 404', async () => {
    for (const url of [
      '/api/docs/lista-precos-pecas/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/docs/lista-precos-pecas/../../pg/PG_VERSION',
      '/api/docs/..%2Fpg/PG_VERSION',
      '/api/docs/lista-precos-pecas/tabela-2026.pdf%00.png',
      '/api/docs/%00',
      '/api/docs/product-image/..%2F..%2Fportal.pid',
    ]) {
      const answer = await get(url, 'admin');
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
      // 'Registro não encontrado' when a name finds nothing, 'Recurso não encontrado' when no route matches.
      expect(parseJson<{ errors: string[] }>(answer.body).errors).toEqual([
        expect.stringMatching(/não encontrado$/),
      ]);
    }
  });

  it('serves product images to who may see the product images page, and banners to anyone signed in', async () => {
    const image = await get('/api/docs/product-image/balanca-15kg.png', 'marcos');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Two products have an image of this name: the latest one's.
    expect(image.rawPayload).toEqual(Buffer.concat([PNG, Buffer.from('balanca-15kg.png')]));
    expect((await get('/api/docs/product-image/balanca-15kg.png', 'leitura')).statusCode).toBe(403);
    expect((await get('/api/docs/banner/Campanha', 'leitura')).statusCode).toBe(200);
    expect((await get('/api/docs/banner/Campanha', null)).statusCode).toBe(401);
    expect((await get('/api/docs/banner/Outra', 'leitura')).statusCode).toBe(404);
  });

  it('downloads several product images as one zip whose files are the stored ones, and one image as a file', async () => {
    const answer = await get(
      '/api/docs/product-images.zip?nome=balanca-30kg.png&nome=balanca-60kg.png&nome=balanca-15kg.png',
      'marcos',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toContain('attachment');
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    const files = await unzip(answer.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['balanca-15kg.png', 'balanca-30kg.png', 'balanca-60kg.png']);
    expect(files['balanca-30kg.png']).toEqual(Buffer.concat([PNG, Buffer.from('balanca-30kg.png')]));
    // balanca-15kg.png names two products: the latest one's image.
    expect(files['balanca-15kg.png']).toEqual(Buffer.concat([PNG, Buffer.from('balanca-15kg.png')]));
    expect((await get('/api/docs/product-images.zip?nome=balanca-30kg.png', 'leitura')).statusCode).toBe(403);
    expect((await get('/api/docs/product-images.zip?nome=nenhuma.png', 'marcos')).statusCode).toBe(404);
    const one = await get('/api/docs/product-image/balanca-60kg.png?download=1', 'marcos');
    expect(one.headers['content-disposition']).toBe('attachment; filename=balanca-60kg.png');
    // The route's query schema types `download`: one given twice is a 400 naming it, never a 500.
    const twice = await get('/api/docs/product-image/balanca-60kg.png?download=1&download=1', 'marcos');
    expect(twice.statusCode).toBe(400);
    expect(parseJson(twice.body)).toEqual({ errors: [expect.stringMatching(/^download: Entrada inválida/)] });
  });
});

/** The files of a zip, by name (yauzl, read from a buffer). */
function unzip(zip: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const files: Record<string, Buffer> = {};
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          buffer(stream).then((content) => {
            files[entry.fileName] = content;
            archive.readEntry();
          }, reject);
        });
      });
      archive.on('end', () => resolve(files));
      archive.readEntry();
    });
  });
}
