import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { queryRows, type Database } from '../db/client.js';
import errors, { HttpError } from '../plugins/errors.js';
import uploads, { withUploads } from '../plugins/uploads.js';
import { createTestDatabase } from '../testing/database.js';
import { ELF_HEAD, PDF_HEAD, sendMultipart, type MultipartFile } from '../testing/multipart.js';
import { parseJson } from '../testing/app.js';
import { startS3Server } from '../testing/s3.js';
import { receiveUpload, saveWithFile } from './receive-upload.js';

/**
 * The upload pipeline over a real socket, with the product's error and upload plugins and a real database:
 * a record and its file are written together or not at all. The file registers' own routes are built on
 * the same two calls. The real 200 MB limit, as a register's route applies it, is upload-limit.test.ts's.
 */
async function startUploadApp(database: Database, dataDir: string, storageUrl?: string) {
  const app = Fastify({ logger: false });
  app.decorate(
    'config',
    loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', ...(storageUrl ? { STORAGE_URL: storageUrl } : {}) }),
  );
  await app.register(
    fp(
      async (i) => {
        i.decorate('database', database);
      },
      { name: 'database' },
    ),
  );
  await app.register(errors);
  await app.register(uploads);
  await withUploads(app, (scope) => {
    scope.post('/api/teste-upload', async (request) => {
      const { fields, file } = await receiveUpload(request, app.storage, {
        fileField: 'fileInput',
        accept: ['pdf'],
        // A limit of the test's own (x-limite), else the pipeline's default, as the registers' routes use.
        maxBytes: request.headers['x-limite'] ? Number(request.headers['x-limite']) : undefined,
      });
      return saveWithFile(file, (keep) =>
        database.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into teste_upload (nome, chave) values (${fields.nome ?? ''}, ${file?.key ?? null})`,
          );
          await keep();
          if (fields.falhar) throw new HttpError(409, 'falhou depois de guardar o arquivo');
          return { key: file?.key, size: file?.size, mime: file?.mime };
        }),
      );
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}/api/teste-upload` };
}

const pdf = (size: number): MultipartFile => ({
  field: 'fileInput',
  filename: 'tabela de preços.pdf',
  head: PDF_HEAD,
  size,
});

const drivers = [
  { name: 'local', s3: false },
  { name: 's3', s3: true },
];

describe.each(drivers)('upload pipeline, $name storage', ({ s3 }) => {
  let database: Database;
  let dataDir: string;
  let app: FastifyInstance;
  let url: string;
  let closeS3: (() => Promise<void>) | undefined;
  let s3Dir: string | undefined;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    await database.db.execute(sql`create table teste_upload (id serial primary key, nome text, chave text)`);
    dataDir = await mkdtemp(path.join(tmpdir(), 'prix-upload-'));
    let storageUrl: string | undefined;
    if (s3) {
      const server = await startS3Server();
      storageUrl = server.storageUrl('arquivos');
      closeS3 = server.close;
      s3Dir = server.directory;
    }
    ({ app, url } = await startUploadApp(database, dataDir, storageUrl));
  });
  afterAll(async () => {
    await app.close();
    await closeS3?.();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const rows = async () =>
    (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from teste_upload`))[0]!;
  /** Every file the storage holds, temporary or kept. */
  const storedFiles = async (): Promise<string[]> => {
    const root = s3 ? s3Dir! : path.join(dataDir, 'files');
    const walk = async (dir: string): Promise<string[]> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      const nested = await Promise.all(
        entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])),
      );
      return nested.flat();
    };
    // s3rver keeps each object as a folder holding the content and its metadata.
    return (await walk(root)).filter((f) => !s3 || f.endsWith('.object'));
  };

  it('keeps a PDF with its row, checked by content, streamed', async () => {
    const before = (await rows()).n;
    const answer = await sendMultipart(url, { fields: { nome: 'Tabela' }, files: [pdf(300_000)] });
    expect(answer?.status).toBe(200);
    const body = parseJson<{ key: string; size: number; mime: string }>(answer!.body);
    expect(body).toMatchObject({ size: 300_000, mime: 'application/pdf' });
    expect(body.key).not.toContain('pre');
    expect((await rows()).n).toBe(before + 1);
    expect(await app.storage.stat(body.key)).toEqual(expect.objectContaining({ size: 300_000 }));
    await app.storage.remove(body.key);
    await database.db.execute(sql`delete from teste_upload`);
  });

  it('refuses one byte over the limit with the SPEC message, leaving no file and no row', async () => {
    const limit = 2 * 1024 * 1024;
    const ok = await sendMultipart(url, { headers: { 'x-limite': String(limit) }, files: [pdf(limit)] });
    expect(ok?.status).toBe(200);
    await app.storage.remove(parseJson<{ key: string }>(ok!.body).key);
    await database.db.execute(sql`delete from teste_upload`);

    const over = await sendMultipart(url, {
      headers: { 'x-limite': String(limit) },
      files: [pdf(limit + 1)],
    });
    expect(over?.status).toBe(413);
    expect(parseJson<{ errors: string[] }>(over!.body).errors).toEqual([
      'Erro: Arquivo muito grande, máximo permitido: 200MB',
    ]);
    expect((await rows()).n).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a renamed executable by its content', async () => {
    const answer = await sendMultipart(url, {
      files: [{ field: 'fileInput', filename: 'manual.pdf', head: ELF_HEAD, size: 5000 }],
    });
    expect(answer?.status).toBe(415);
    expect(parseJson<{ errors: string[] }>(answer!.body).errors).toEqual(['Tipo de arquivo não aceito']);
    expect((await rows()).n).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('leaves no file and no row when the client disconnects mid-body', async () => {
    const answer = await sendMultipart(url, { files: [pdf(20 * 1024 * 1024)], abortAfter: 8 * 1024 * 1024 });
    expect(answer).toBeNull();
    // The server notices the broken body as it reads; wait until its clean-up has run.
    await expect.poll(storedFiles, { timeout: 10_000 }).toEqual([]);
    expect((await rows()).n).toBe(0);
  });

  it('removes the kept file when the row’s transaction fails after keeping it', async () => {
    const answer = await sendMultipart(url, { fields: { falhar: '1' }, files: [pdf(10_000)] });
    expect(answer?.status).toBe(409);
    expect((await rows()).n).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('takes one file per request and refuses prototype-polluting field names and NUL', async () => {
    const two = await sendMultipart(url, { files: [pdf(1000), pdf(1000)] });
    expect(two?.status).toBe(400);
    expect(parseJson<{ errors: string[] }>(two!.body).errors).toEqual(['Envie um arquivo por vez.']);
    for (const name of ['__proto__', 'constructor']) {
      const answer = await sendMultipart(url, { fields: { [name]: 'x' }, files: [pdf(1000)] });
      expect(answer?.status).toBe(400);
    }
    const nul = await sendMultipart(url, { fields: { nome: 'a\u0000b' }, files: [pdf(1000)] });
    expect(nul?.status).toBe(400);
    expect((await rows()).n).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });
});
