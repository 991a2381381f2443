import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { REPORT_TIME_ZONE } from '../lib/time-zone.js';

/** What the demo's people click (names of the seeded banners and buttons, and the benefit forms). */
const TARGETS: [tipo: string, nome: string, weight: number][] = [
  ['banner', 'Campanha de verão', 9],
  ['banner', 'Feira Fispal 2026', 6],
  ['banner', 'Treinamento técnico', 4],
  ['botao', 'Lista de preços — revenda física', 8],
  ['botao', 'Lista de preços — revenda virtual', 5],
  ['botao', 'Lista de preços de peças', 6],
  ['botao', 'Simulador de pedidos', 7],
  ['botao', 'Canal das OTAs', 3],
  ['botao', 'Catálogo geral', 4],
  ['formulario', 'Solicitação de equipamentos', 2],
  ['formulario', 'Feiras e eventos', 2],
  ['formulario', 'Material de comunicação', 1],
  ['formulario', 'Resgate de verba de marketing cooperado', 1],
  ['documento', 'lista-precos-rev-fisica/Lista de preços revenda física 2026', 5],
  ['documento', 'lista-precos-pecas/Lista de preços de peças 2026', 3],
  ['documento', 'catalogo-geral/Catálogo geral de produtos', 2],
];
/** Who clicks: the demo partners' people, and staff ('interno'). */
const PEOPLE: [usuario: string, cliente: string | null][] = [
  ['EXT0001', '100234'],
  ['EXT0002', '100234'],
  ['EXT0003', '200117'],
  ['EXT0004', '200117'],
  ['10000001', null],
  ['10000003', null],
];

/**
 * Fills the daily and monthly rollups from the raw clicks, for clicks written in bulk (the demo seed, the
 * bench) rather than through `recordClicks`. Only for empty rollups. In date order, as rows written day after
 * day lie in the table: a period's rows are then on few pages (unordered, the bench's 7 days of daily rows
 * cost 10× the reads).
 */
export async function rollUpClicks(db: Db): Promise<void> {
  const tz = sql.raw(`'${REPORT_TIME_ZONE}'`);
  await db.execute(sql`
    insert into clique_dia (dia, tipo_relatorio, nome_tipo, cliente_id, classe_id, total)
    select (dh at time zone ${tz})::date, tipo_relatorio, nome_tipo, coalesce(cliente_id, ''),
      coalesce(classe_id, ''), count(*)
    from clique group by 1, 2, 3, 4, 5 order by 1`);
  await db.execute(sql`
    insert into clique_mes (mes, tipo_relatorio, nome_tipo, cliente_id, classe_id, total)
    select date_trunc('month', dia)::date, tipo_relatorio, nome_tipo, cliente_id, classe_id, sum(total)
    from clique_dia group by 1, 2, 3, 4, 5 order by 1`);
}

/**
 * About 3,000 clicks and document views over the last 12 months, so the click report has content on the
 * first start. Spread by a fixed arithmetic pattern, not by random(): every seed gives the same report.
 * One insert … select and two roll-ups: milliseconds, and the test template copies them.
 */
export async function seedDemoClicks(db: Db, total = 3000): Promise<void> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from clique) as any`);
  if (row?.any) return;
  const targets = TARGETS.flatMap(([tipo, nome, weight]) =>
    Array.from({ length: weight }, () => [tipo, nome]),
  );
  await db.execute(sql`
    with alvo as (
      select (ord - 1)::int as i, a->>0 as tipo, a->>1 as nome
      from jsonb_array_elements(${JSON.stringify(targets)}::jsonb) with ordinality as t(a, ord)
    ), gente as (
      select (ord - 1)::int as i, p->>0 as usuario, p->>1 as cliente
      from jsonb_array_elements(${JSON.stringify(PEOPLE)}::jsonb) with ordinality as t(p, ord)
    )
    insert into clique (dh, tipo_relatorio, nome_tipo, cliente_id, classe_id, usuario_id)
    select now() - make_interval(days => (n * 7919) % 365, secs => (n * 104729) % 86400),
      alvo.tipo, alvo.nome, gente.cliente, c.classe_id, gente.usuario
    from generate_series(1, ${total}) as n
    join alvo on alvo.i = (n * 31 + n / 97) % ${targets.length}
    join gente on gente.i = (n * 13 + n / 11) % ${PEOPLE.length}
    left join cliente c on c.id = gente.cliente
    order by 1`);
  await rollUpClicks(db);
}
