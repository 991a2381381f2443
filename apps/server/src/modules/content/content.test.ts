import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { seedContent } from '../../seed/content.js';
import { apiCaller, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import { VIDEO_NOT_FOUND } from './content.routes.js';
import { playerUrlOf } from './video-host.js';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  await seedContent(t.database.db, t.app.storage);
  call = apiCaller(t);
  who.marcos = await sessionCookieFor(t, 'EXT0001');
  who.otavio = await sessionCookieFor(t, 'EXT0003');
  who.leitura = await sessionCookieFor(t, '10000002');
});
afterAll(() => t.close());

type Buttons = { result: { identificador: string; nome: string; arquivo: string | null }[] };

describe('GET /api/botao/button-link', () => {
  it("lists only the buttons this viewer may use, each with its latest document's name", async () => {
    const marcos = (await call('GET', '/api/botao/button-link', who.marcos!)).body as Buttons;
    const mine = marcos.result.map((b) => b.identificador);
    // A reseller: the reseller price lists and the order simulator, never the workshops' parts list.
    expect(mine).toEqual(
      expect.arrayContaining(['lista-precos-rev-fisica', 'lista-precos-rev-virtual', 'simulador-pedido']),
    );
    expect(mine).not.toContain('lista-precos-pecas');
    expect(mine).not.toContain('canal-otas');
    const otavio = ((await call('GET', '/api/botao/button-link', who.otavio!)).body as Buttons).result;
    expect(otavio.map((b) => b.identificador)).toEqual(
      expect.arrayContaining(['lista-precos-pecas', 'canal-otas']),
    );
    expect(otavio.find((b) => b.identificador === 'lista-precos-pecas')?.arquivo).toBe(
      'Lista de preços de peças 2026',
    );
    expect(otavio.find((b) => b.identificador === 'canal-otas')?.arquivo).toBeNull();
    // Everyone signed in has the resellers' relationship list; nobody signed out has anything.
    const lucas = ((await call('GET', '/api/botao/button-link', who.leitura!)).body as Buttons).result;
    expect(lucas.map((b) => b.identificador)).toEqual(['lista-de-relacionamento-revendas']);
    expect((await call('GET', '/api/botao/button-link', '')).status).toBe(401);
  });

  it("names a nameless button 'Botão sem nome'", async () => {
    await t.database.db.execute(
      sql`insert into botao (id, identificador) values ('BTNSEMNOME', 'lista-de-relacionamento-revendas')`,
    );
    const lucas = ((await call('GET', '/api/botao/button-link', who.leitura!)).body as Buttons).result;
    expect(lucas.map((b) => b.nome)).toContain('Botão sem nome');
    await t.database.db.execute(sql`delete from botao where id = 'BTNSEMNOME'`);
  });
});

describe('GET /api/banner/images and the video behind a token', () => {
  it('lists the banners by position, a video banner pointing to /video with an opaque token', async () => {
    const { result } = (await call('GET', '/api/banner/images', who.marcos!)).body as {
      result: { bannerName: string; bannerLink: string | null; posicao: number; imageUrl: string }[];
    };
    expect(result.map((b) => b.posicao)).toEqual([...result.map((b) => b.posicao)].sort((a, b) => a - b));
    const video = result.find((b) => b.bannerName === 'Treinamento técnico')!;
    expect(video.bannerLink).toMatch(/^\/video\?v=[0-9a-f-]{36}$/);
    const image = await t.app.inject({ url: video.imageUrl, headers: { cookie: who.marcos! } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const token = video.bannerLink!.split('=')[1];
    expect((await call('GET', `/api/video/${token}`, who.marcos!)).body).toEqual({
      url: 'https://player.vimeo.com/video/76979871',
    });
    expect((await call('GET', '/api/video/padrao', who.marcos!)).body).toEqual({
      url: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('answers a tampered or unknown token, or a banner whose link is not an allowed video, with a clear message', async () => {
    for (const token of [
      '00000000-0000-0000-0000-000000000000',
      'javascript:alert(1)',
      'https%3A%2F%2Fevil.example',
    ]) {
      const answer = await call('GET', `/api/video/${token}`, who.marcos!);
      expect(answer.status).toBe(404);
      expect(answer.body.errors).toEqual([VIDEO_NOT_FOUND]);
    }
    await t.database.db.execute(
      sql`update banner set link_banner = 'https://evil.example/76979871' where nome = 'Treinamento técnico'`,
    );
    const [row] = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`select uuid from banner where nome = 'Treinamento técnico'`,
    );
    expect((await call('GET', `/api/video/${row!.uuid}`, who.marcos!)).status).toBe(404);
  });
});

describe('playerUrlOf', () => {
  it('accepts only https Vimeo addresses with a numeric id', () => {
    expect(playerUrlOf('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(playerUrlOf('https://player.vimeo.com/video/76979871?h=abc')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    for (const bad of [
      'http://vimeo.com/76979871',
      'https://vimeo.com.evil.example/76979871',
      'javascript:alert(1)',
      'https://vimeo.com/',
      'lixo',
      null,
    ]) {
      expect(playerUrlOf(bad)).toBeNull();
    }
  });
});
