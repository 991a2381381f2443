import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { queryRows } from '../../db/client.js';
import { sessionCookieFor, startTestApp, type TestApp } from '../../testing/app.js';
import {
  contatoState,
  enquiry,
  eventsOf,
  hideAllListings,
  lastContato,
  placePartner,
} from '../../testing/contatos.js';
import { acceptOffer, declineOffer, expireOffer } from './routing.js';

/**
 * Decision 0046's "once, everywhere": two server instances on one database never offer one enquiry to two
 * partners at once, and an offer is answered or expired once. On PostgreSQL the two instances' transactions
 * really overlap; the row lock serialises them.
 */
let t: TestApp;
let second: FastifyInstance;
let marcos: string;

beforeAll(async () => {
  t = await startTestApp();
  // Another server process of the same deployment: its own app (and job worker), the same database.
  second = await buildApp({ config: t.config, database: t.database, logger: false });
  await second.ready();
  marcos = await sessionCookieFor(t, 'EXT0001');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

beforeEach(async () => {
  const db = t.database.db;
  await db.execute(sql`delete from contato`);
  await hideAllListings(db);
  await placePartner(db, '100234', { km: 3, classe: '1000' });
  await placePartner(db, 'TB', { km: 60, classe: '250' });
  await placePartner(db, 'TC', { km: 90, classe: '250' });
});

const post = (app: FastifyInstance, url: string, payload?: object) =>
  app
    .inject({ method: 'POST', url, headers: { cookie: marcos, origin: t.baseUrl }, payload })
    .then((r) => r.statusCode);
const offered = async () => {
  await post(t.app, '/api/publico/contato', enquiry());
  const c = await lastContato(t.database.db);
  expect(c.cliente_id).toBe('100234');
  return c;
};
const answers = (events: string[]) => events.filter((e) => /^(aceito|recusado|expirado):/.test(e));

describe('two instances on one database', () => {
  it('accepting and declining one offer at once: exactly one happens, the other is a 409', async () => {
    for (let round = 0; round < 3; round++) {
      await t.database.db.execute(sql`delete from contato`);
      const c = await offered();
      const statuses = await Promise.all([
        post(t.app, `/api/oportunidades/${c.uuid}/aceite`),
        post(second, `/api/oportunidades/${c.uuid}/recusa`, { motivo: 'Sem estoque' }),
      ]);
      expect(statuses.filter((s) => s === 409)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200 || s === 204)).toHaveLength(1);
      const events = await eventsOf(t.database.db, c.id);
      expect(answers(events)).toHaveLength(1);
      const state = await contatoState(t.database.db, c.uuid);
      if (statuses[0] === 200) expect(state).toMatchObject({ status: 'aceito', cliente_id: '100234' });
      else expect(state).toMatchObject({ status: 'oferecido', cliente_id: 'TB' });
    }
  });

  it('two instances expiring one offer at once: one moves it, once', async () => {
    const c = await offered();
    const after = new Date(new Date(c.prazo!).getTime() + 60_000);
    const job = { contatoId: c.id, ofertaId: c.oferta_id! };
    const moved = await Promise.all([expireOffer(t.app, job, after), expireOffer(second, job, after)]);
    expect(moved.filter(Boolean)).toHaveLength(1);
    expect(await eventsOf(t.database.db, c.id)).toEqual([
      'recebido:-',
      'oferecido:100234',
      'expirado:100234',
      'oferecido:TB',
    ]);
  });

  it('an acceptance and the expiry at once: one of them, never both', async () => {
    for (let round = 0; round < 3; round++) {
      await t.database.db.execute(sql`delete from contato`);
      const c = await offered();
      const prazo = new Date(c.prazo!);
      const [accepted, expired] = await Promise.allSettled([
        acceptOffer(t.app, c.uuid, '100234', 'EXT0001', new Date(prazo.getTime() - 1000)),
        expireOffer(second, { contatoId: c.id, ofertaId: c.oferta_id! }, new Date(prazo.getTime() + 1000)),
      ]);
      const events = await eventsOf(t.database.db, c.id);
      expect(answers(events)).toHaveLength(1);
      if (accepted.status === 'fulfilled') {
        expect(expired).toEqual({ status: 'fulfilled', value: false });
        expect(answers(events)).toEqual(['aceito:100234']);
      } else {
        expect(expired).toEqual({ status: 'fulfilled', value: true });
        expect(answers(events)).toEqual(['expirado:100234']);
      }
    }
  });

  it('declines racing on both instances move the enquiry one step at a time', async () => {
    const c = await offered();
    const results = await Promise.allSettled([
      declineOffer(t.app, c.uuid, '100234', 'EXT0001', 'Primeira'),
      declineOffer(second, c.uuid, '100234', 'EXT0001', 'Segunda'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await eventsOf(t.database.db, c.id)).toEqual([
      'recebido:-',
      'oferecido:100234',
      'recusado:100234',
      'oferecido:TB',
    ]);
  });

  it('enquiries created at once on both instances are each offered once, to one partner', async () => {
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(i % 2 ? second : t.app, '/api/publico/contato', enquiry())),
    );
    expect(sent).toEqual(Array(8).fill(201));
    const rows = await queryRows<{ id: number; status: string; cliente_id: string | null; ofertas: number }>(
      t.database.db,
      sql`select c.id, c.status, c.cliente_id,
            (select count(*)::int from contato_evento e where e.contato_id = c.id and e.tipo = 'oferecido') as ofertas
          from contato c order by c.id`,
    );
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row).toMatchObject({ status: 'oferecido', ofertas: 1 });
    for (const row of rows) expect(['100234', 'TB', 'TC']).toContain(row.cliente_id);
  });
});
