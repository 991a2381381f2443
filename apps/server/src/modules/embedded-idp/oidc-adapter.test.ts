import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { queryRows } from '../../db/client.js';
import { startTestApp, type TestApp } from '../../testing/app.js';
import { HttpAgent, signInThroughProvider } from '../../testing/http-agent.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const count = async (modelo: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from oidc_registro where modelo = ${modelo}`,
    )
  )[0]!.n;

describe("the embedded provider's state lives in the database", () => {
  it('keeps the session, grant and code of a sign-in in oidc_registro', async () => {
    const agent = new HttpAgent(t.baseUrl);
    const { location } = await signInThroughProvider(
      agent,
      '/api/auth/signin',
      'marcos@balancaspaulista.com.br',
    );
    expect(location.pathname).toBe('/home');
    expect(await count('Session')).toBeGreaterThan(0);
    expect(await count('Grant')).toBeGreaterThan(0);
    // The authorization code was used once: it is kept as consumed, so a replay is refused.
    const [code] = await queryRows<{ consumido: boolean }>(
      t.database.db,
      sql`select consumido_em is not null as consumido from oidc_registro where modelo = 'AuthorizationCode'`,
    );
    expect(code?.consumido).toBe(true);
  });

  it('signs with one key made once: a second process on the same database publishes the same one', async () => {
    const first = await (await fetch(`${t.baseUrl}/oidc/jwks`)).json();
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const second = await other.inject({ method: 'GET', url: '/oidc/jwks' });
      expect(JSON.parse(second.body)).toEqual(first);
      expect((first as { keys: unknown[] }).keys).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
