import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { SEED_FILES_DIR } from './seed-files.js';
import { sessionCookieFor, startTestApp, type TestApp } from '../testing/app.js';
import { seedContent } from './content.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedContent(t.database.db, t.app.storage);
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
const storedObjects = async () =>
  (await readdir(path.join(t.config.dataDir, 'files', 'objects'), { recursive: true })).filter((f) =>
    f.includes('-'),
  );

describe('demo content', () => {
  it('gives every document route a button with a PDF, and the catalogue its images and banners', async () => {
    const identifiers = await queryRows<{ identificador: string }>(
      t.database.db,
      sql`select b.identificador from botao b join arquivo a on a.botao_id = b.id`,
    );
    const withDocuments = new Set(identifiers.map((r) => r.identificador));
    // SPEC §2.2's viewers, §6's resources items and §7's showroom video, as SPEC names them.
    for (const identificador of [
      'catalogo-pecas',
      'lista-precos-pecas',
      'lista-precos-rev-virtual',
      'lista-precos-rev-fisica',
      'manual-relacionamento-ota',
      'manual-boas-praticas-otas',
      'lista-de-ferramentas',
      'lista-de-relacionamento-revendas',
      'manual-do-programa-prix',
      'ressarcimento-garantia-otas',
      'documento-defesa-infracao',
      'catalogo-geral',
      'calculo-verba-marketing-cooperada',
      'video-showroom',
    ])
      expect(withDocuments.has(identificador), identificador).toBe(true);
    expect(await count('produto_imagem')).toBeGreaterThanOrEqual(8);
    expect(await count('banner')).toBeGreaterThanOrEqual(3);
  });

  it('serves the shipped PDF to a partner who holds its key', async () => {
    const otavio = await sessionCookieFor(t, 'EXT0003');
    const answer = await t.app.inject({
      url: '/api/docs/lista-precos-pecas.pdf',
      headers: { cookie: otavio },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload).toEqual(await readFile(path.join(SEED_FILES_DIR, 'lista-precos-pecas.pdf')));
  });

  it('is idempotent: a second run writes no row and no file', async () => {
    const before = { arquivo: await count('arquivo'), objects: (await storedObjects()).length };
    await seedContent(t.database.db, t.app.storage);
    expect({ arquivo: await count('arquivo'), objects: (await storedObjects()).length }).toEqual(before);
  });
});
