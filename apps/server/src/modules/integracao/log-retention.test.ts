import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { startTestApp, type TestApp } from '../../testing/app.js';
import { INTEGRATION_LOG_DAYS, pruneIntegrationLogs } from './log-retention.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-06-30T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('the integrations’ logs are kept for INTEGRATION_LOG_DAYS', () => {
  it('deletes older calls and finished deliveries, keeps the recent ones and any delivery still waiting', async () => {
    const db = t.database.db;
    const [integracao] = await queryRows<{ id: string }>(
      db,
      sql`insert into integracao (nome, chaves, expira_em) values ('Retenção', '{}', now() + interval '1 day')
          returning id`,
    );
    const id = integracao!.id;
    const [endpoint] = await queryRows<{ id: string }>(
      db,
      sql`insert into webhook_endpoint (integracao_id, url, eventos, segredo)
          values (${id}, 'https://erp.example.com/prix', '{cliente.classe}', 'whsec_x') returning id`,
    );
    const old = daysBefore(INTEGRATION_LOG_DAYS + 1);
    const recent = daysBefore(INTEGRATION_LOG_DAYS - 1);
    for (const [rota, em] of [
      ['/antiga', old],
      ['/recente', recent],
    ])
      await db.execute(sql`insert into integracao_chamada (integracao_id, metodo, rota, status, ip, em)
          values (${id}, 'PUT', ${rota}, 200, '203.0.113.9', ${em})`);
    for (const [evento, situacao, em] of [
      ['entregue-antiga', 'entregue', old],
      ['falhou-antiga', 'falhou', old],
      ['pendente-antiga', 'pendente', old],
      ['entregue-recente', 'entregue', recent],
    ])
      await db.execute(sql`insert into webhook_entrega (endpoint_id, evento_id, evento, corpo, situacao, criada_em)
          values (${endpoint!.id}, gen_random_uuid(), ${evento}, '{}', ${situacao}, ${em})`);

    expect(await pruneIntegrationLogs(db, NOW)).toEqual({ chamadas: 1, entregas: 2 });
    const rotas = await queryRows<{ rota: string }>(
      db,
      sql`select rota from integracao_chamada where integracao_id = ${id}`,
    );
    expect(rotas.map((r) => r.rota)).toEqual(['/recente']);
    const eventos = await queryRows<{ evento: string }>(
      db,
      sql`select evento from webhook_entrega where endpoint_id = ${endpoint!.id} order by evento`,
    );
    expect(eventos.map((e) => e.evento)).toEqual(['entregue-recente', 'pendente-antiga']);
    // A second night deletes nothing more.
    expect(await pruneIntegrationLogs(db, NOW)).toEqual({ chamadas: 0, entregas: 0 });
  });
});
