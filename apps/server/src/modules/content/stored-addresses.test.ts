import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerList } from '@prix/shared/content';
import type { HomeInfo } from '@prix/shared/programa';
import type { Resources } from '@prix/shared/recursos';
import { UNSAFE_ADDRESSES } from '../../../../../test-support/addresses.js';
import { ConfigError, loadConfig } from '../../config.js';
import { seedContent } from '../../seed/content.js';
import { parseJson, sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';

/**
 * Rows stored before the address fields refused scripts may still hold one (no migration rewrites them): what
 * the server sends or follows from a banner's link or an address parameter is only a web page or a path of
 * this site (safeAddress, the same rule as the fields').
 */

let t: TestApp;
const who = { marcos: '', otavio: '' };
beforeAll(async () => {
  t = await startTestApp({ ELEARNING_URL: 'https://elearning.example.com/entrar' });
  await seedContent(t.database.db, t.app.storage);
  who.marcos = await sessionCookieFor(t, 'EXT0001'); // simulator and invoices
  who.otavio = await sessionCookieFor(t, 'EXT0003'); // OTA channel and invoices
});
afterAll(() => t.close());

const get = async <T>(url: string, cookie: string) => {
  const answer = await t.app.inject({ url, headers: { cookie } });
  expect(answer.statusCode, answer.body).toBe(200);
  return parseJson<T>(answer.body);
};
const setParameter = (id: string, valor: string) =>
  t.database.db.execute(sql`update parametro set valor = ${valor} where id = ${id}`);

describe('addresses stored before the fields refused scripts', () => {
  it('a banner whose link is no address is sent without one; a page or a path is sent', async () => {
    const names = UNSAFE_ADDRESSES.map((_, i) => `Banner antigo ${i}`);
    for (const [i, link] of UNSAFE_ADDRESSES.entries())
      await t.database.db
        .execute(sql`insert into banner (id, nome, link_banner, arquivo_chave, arquivo_tamanho,
          arquivo_sha256, arquivo_tipo, arquivo_nome)
        values (${`BANANT${i}`}, ${names[i]!}, ${link}, 'sem-objeto', 1, 'x', 'image/png', 'antigo.png')`);
    const { result } = await get<BannerList>('/api/banner/images', who.marcos);
    for (const name of names) expect(result.find((b) => b.bannerName === name)?.bannerLink, name).toBeNull();
    const links = new Map(result.map((b) => [b.bannerName, b.bannerLink]));
    expect(links.get('Campanha de verão')).toBe('/beneficios');
    expect(links.get('Feira Fispal 2026')).toBe('/beneficios?form=feira-eventos');
  });

  it('a quick button whose parameter is no address is left out of /home', async () => {
    for (const bad of UNSAFE_ADDRESSES) {
      await setParameter('URL_SIMULADOR_PEDIDO', bad);
      const { atalhos } = await get<HomeInfo>('/api/home', who.marcos);
      expect(atalhos, JSON.stringify(bad)).toEqual([
        { id: 'boleto', url: 'https://boletos.prix.com.br/segunda-via' },
      ]);
    }
    // A path of this site is an address too.
    await setParameter('URL_CANAL_OTA', '/recursos');
    expect((await get<HomeInfo>('/api/home', who.otavio)).atalhos).toContainEqual({
      id: 'canalOta',
      url: '/recursos',
    });
  });

  it('the training button never redirects to an e-learning parameter that is no address', async () => {
    for (const bad of UNSAFE_ADDRESSES) {
      await setParameter('URL_ELEARNING', bad);
      const answer = await t.app.inject({ url: '/api/acesso-sfsf/login', headers: { cookie: who.marcos } });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(302);
      expect(answer.headers.location, JSON.stringify(bad)).toBe('https://elearning.example.com/entrar');
    }
  });

  it('/recursos sends no brand link for a parameter that is no address', async () => {
    for (const bad of UNSAFE_ADDRESSES) {
      await setParameter('LINK_RECURSOS_MARCA', bad);
      expect((await get<Resources>('/api/recursos', who.marcos)).linkMarca, JSON.stringify(bad)).toBeNull();
    }
    await setParameter('LINK_RECURSOS_MARCA', '/imagens-produtos');
    expect((await get<Resources>('/api/recursos', who.marcos)).linkMarca).toBe('/imagens-produtos');
  });
});

describe('addresses in the configuration', () => {
  it('CONTATO_URL and ELEARNING_URL take only a web page', () => {
    for (const name of ['CONTATO_URL', 'ELEARNING_URL'])
      for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example'])
        expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(ConfigError);
    expect(
      loadConfig({
        CONTATO_URL: 'https://www.prix.com.br/fale-conosco',
        ELEARNING_URL: 'https://treinamento.prix.com.br',
      }),
    ).toMatchObject({
      contatoUrl: 'https://www.prix.com.br/fale-conosco',
      elearningUrl: 'https://treinamento.prix.com.br',
    });
  });
});
