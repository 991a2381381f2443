import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client.js';
import { createTestDatabase } from '../testing/database.js';

/** The demo enquiries: every state of the flow, consistent histories, the demo reseller under its load limit. */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('demo enquiries', () => {
  it('cover every state and outcome, each with a history that starts with its receipt', async () => {
    const rows = await queryRows<{
      id: number;
      status: string;
      resultado: string | null;
      cliente_id: string | null;
      prazo: Date | string | null;
      oferta_id: number | null;
    }>(database.db, sql`select id, status, resultado, cliente_id, prazo, oferta_id from contato order by id`);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['oferecido', 'aceito', 'encerrado', 'equipe']),
    );
    expect(new Set(rows.map((r) => r.resultado).filter(Boolean))).toEqual(
      new Set(['em_andamento', 'vendido', 'nao_vendido']),
    );
    const tipos = await queryRows<{ tipo: string }>(
      database.db,
      sql`select distinct tipo from contato_evento`,
    );
    expect(tipos.map((t) => t.tipo)).toEqual(
      expect.arrayContaining([
        'recebido',
        'oferecido',
        'aceito',
        'recusado',
        'expirado',
        'sem_parceiro',
        'resultado',
      ]),
    );
    for (const row of rows) {
      const [first] = await queryRows<{ tipo: string }>(
        database.db,
        sql`select tipo from contato_evento where contato_id = ${row.id} order by id limit 1`,
      );
      expect(first?.tipo).toBe('recebido');
      if (row.status === 'oferecido') {
        // The current offer is the enquiry's last 'oferecido' event, to the partner it names, still in time.
        const [offer] = await queryRows<{ id: number; cliente_id: string }>(
          database.db,
          sql`select id, cliente_id from contato_evento where contato_id = ${row.id} and tipo = 'oferecido'
              order by id desc limit 1`,
        );
        expect(offer).toEqual({ id: row.oferta_id, cliente_id: row.cliente_id });
        expect(new Date(row.prazo!).getTime()).toBeGreaterThan(Date.now());
      }
      if (row.status === 'equipe') expect(row.cliente_id).toBeNull();
    }
  });

  it('routes the stories to the other listed partners of the demo', async () => {
    const rows = await queryRows<{ nome: string; status: string; cliente_id: string | null }>(
      database.db,
      sql`select nome, status, cliente_id from contato order by id`,
    );
    const of = (nome: string) => rows.find((r) => r.nome === nome);
    // Declined by Balanças Paulista in Campinas: the next reseller is Campinas Balanças.
    expect(of('Jorge Tanaka')).toEqual({ nome: 'Jorge Tanaka', status: 'oferecido', cliente_id: '300104' });
    // Expired at Pesagem Sul (Curitiba): the next workshop is the one in Santos.
    expect(of('Luiz Becker')).toMatchObject({ status: 'oferecido', cliente_id: '300105' });
    expect(of('Francisco Matos')).toMatchObject({ status: 'equipe', cliente_id: null });
    expect(of('Eduardo Silveira')).toMatchObject({ status: 'oferecido' });
  });

  it('keeps Balanças Paulista (100234) at 2 open enquiries, under the load limit', async () => {
    const [open] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from contato where cliente_id = '100234' and status in ('oferecido', 'aceito')`,
    );
    expect(open!.n).toBe(2);
  });
});
