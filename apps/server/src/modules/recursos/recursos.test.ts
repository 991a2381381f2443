import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resources } from '@prix/shared/recursos';
import { SEED_FILES_DIR } from '../../seed/seed-files.js';
import { seedContent } from '../../seed/content.js';
import { parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';

let t: TestApp;
const cookie = { marcos: '', leitura: '' };
beforeAll(async () => {
  t = await startTestApp();
  await seedContent(t.database.db, t.app.storage);
  cookie.marcos = await sessionCookieFor(t, 'EXT0001');
  cookie.leitura = await sessionCookieFor(t, '10000002');
});
afterAll(() => t.close());

const get = (url: string, who: keyof typeof cookie | null) =>
  t.app.inject({ url, headers: who ? { cookie: cookie[who] } : {} });

describe('GET /api/recursos', () => {
  it('gives the showroom video, served as a document, and the brand link from its parameter', async () => {
    const answer = await get('/api/recursos', 'marcos');
    expect(answer.statusCode).toBe(200);
    const body = parseJson<Resources>(answer.body);
    expect(body).toEqual({
      video: {
        nome: 'Demonstração do showroom',
        url: '/api/docs/video-showroom/Demonstra%C3%A7%C3%A3o%20do%20showroom',
      },
      linkMarca: 'https://www.prix.com.br/recursos-da-marca',
    });
    const video = await get(body.video!.url, 'marcos');
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload).toEqual(await readFile(path.join(SEED_FILES_DIR, 'video-showroom.webm')));

    await t.database.db.execute(
      sql`update parametro set valor = 'javascript:alert(1)' where id = 'LINK_RECURSOS_MARCA'`,
    );
    expect(parseJson<Resources>((await get('/api/recursos', 'marcos')).body).linkMarca).toBeNull();
  });

  it('needs visualizar.recursos, for the page and for the video', async () => {
    expect((await get('/api/recursos', 'leitura')).statusCode).toBe(403);
    expect((await get('/api/recursos', null)).statusCode).toBe(401);
    const url = '/api/docs/video-showroom/Demonstra%C3%A7%C3%A3o%20do%20showroom';
    expect((await get(url, 'leitura')).statusCode).toBe(403);
  });
});
