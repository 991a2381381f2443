import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { REPORT_TIME_ZONE } from '../../lib/time-zone.js';

export interface ClickOrigin {
  usuarioId: string;
  /** The session's company; null for internal users ('interno'). Its class is read at insert time. */
  clienteId: string | null;
}

export interface ClickItem {
  tipo_relatorio: string;
  nome_tipo: string;
}

/**
 * Records clicks (or document views) in ONE statement (decision 0019): the raw rows, and the daily and
 * monthly rollups the report reads, added to with ON CONFLICT in a fixed key order (concurrent batches
 * lock the same rollup rows in the same order, so they wait for each other instead of deadlocking). The
 * items travel as one JSON parameter, so a batch of any size is one round trip and one plan on both drivers.
 */
export async function recordClicks(db: Db, origin: ClickOrigin, items: readonly ClickItem[]): Promise<void> {
  if (items.length === 0) return;
  const json = JSON.stringify(items.map((i) => ({ t: i.tipo_relatorio, n: i.nome_tipo })));
  const tz = sql.raw(`'${REPORT_TIME_ZONE}'`);
  // synchronous_commit off for this statement's own transaction (set_config local, read at its commit): the
  // answer does not wait for the WAL to reach the disk. A PostgreSQL crash may lose the clicks of the last
  // ~0.6 s (3 × wal_writer_delay), never corrupt or half-apply a batch; waiting for one disk flush per POST
  // capped ingestion at ~180 batches/s on the bench machine (decision 0019).
  await db.execute(sql`
    with assincrono as (select set_config('synchronous_commit', 'off', true)),
    novos as (
      insert into clique (tipo_relatorio, nome_tipo, cliente_id, classe_id, usuario_id)
      select x.t, x.n, ${origin.clienteId}::varchar,
        (select c.classe_id from cliente c where c.id = ${origin.clienteId}::varchar), ${origin.usuarioId}
      from assincrono, jsonb_to_recordset(${json}::jsonb) as x(t text, n text)
      returning dh, tipo_relatorio, nome_tipo, cliente_id, classe_id
    ), por_dia as (
      select (dh at time zone ${tz})::date as dia, tipo_relatorio, nome_tipo,
        coalesce(cliente_id, '') as cliente_id, coalesce(classe_id, '') as classe_id, count(*)::int as total
      from novos group by 1, 2, 3, 4, 5
    ), dias as (
      insert into clique_dia as d (dia, tipo_relatorio, nome_tipo, cliente_id, classe_id, total)
      select * from por_dia order by 1, 2, 3, 4, 5
      on conflict (dia, tipo_relatorio, nome_tipo, cliente_id, classe_id)
      do update set total = d.total + excluded.total
    )
    insert into clique_mes as m (mes, tipo_relatorio, nome_tipo, cliente_id, classe_id, total)
    select date_trunc('month', dia)::date, tipo_relatorio, nome_tipo, cliente_id, classe_id, sum(total)
    from por_dia group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
    on conflict (tipo_relatorio, nome_tipo, cliente_id, classe_id, mes)
    do update set total = m.total + excluded.total`);
}
