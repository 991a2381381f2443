import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HistoricoClasse } from '@prix/shared';
import type { OrigemClasse } from '@prix/shared/reclassificacao';
import { queryRows, type Db } from '../../db/client.js';
import { REPORT_TIME_ZONE } from '../../lib/time-zone.js';
import { emitWebhookEvent } from '../webhook/webhook-outbox.js';

/**
 * A partner's class history (decisions 0028 and 0053): every path that changes `cliente.classe_id` writes its
 * row here, in the transaction of the change, through `recordClassChange`: the yearly reclassification, staff
 * editing the company in its register, the approval of an application. So when a company came to its class,
 * and which class it held at the end of a year, are read from what happened, not guessed.
 */

export interface ClassChange {
  clienteId: string;
  origem: OrigemClasse;
  de: string | null;
  para: string;
  /** Who made it (null: the system). */
  usuarioId: string | null;
  /** The reclassification's reference year and the billing that decided it. */
  ano?: number;
  faturamento?: number;
}

/**
 * Writes one change (nothing when the class stays the same) and its `cliente.classe` webhook event (decision
 * 0056); call it inside the change's transaction.
 */
export async function recordClassChange(app: FastifyInstance, db: Db, change: ClassChange): Promise<void> {
  if (change.de === change.para) return;
  await db.execute(
    sql`insert into classe_historico (cliente_id, origem, ano, classe_de, classe_para, faturamento, usuario_id)
        values (${change.clienteId}, ${change.origem}, ${change.ano ?? null}, ${change.de}, ${change.para},
                ${change.faturamento === undefined ? null : change.faturamento.toFixed(2)}, ${change.usuarioId})`,
  );
  const { clienteId: cliente, de: classeAnterior, para: classe, origem } = change;
  await emitWebhookEvent(app, db, 'cliente.classe', { cliente, classeAnterior, classe, origem });
}

/** A partner's class changes, newest first, with the names of the classes and of who made them. */
export async function classHistory(db: Db, clienteId: string): Promise<HistoricoClasse[]> {
  const rows = await queryRows<{
    origem: OrigemClasse;
    ano: number | null;
    classe_de: string | null;
    classe_para: string;
    faturamento: string | null;
    usuario: string | null;
    dhcriacao: Date | string;
  }>(
    db,
    sql`select h.origem, h.ano, coalesce(de.nome, h.classe_de) as classe_de,
          coalesce(para.nome, h.classe_para) as classe_para, h.faturamento::text, u.nomecompleto as usuario,
          h.dhcriacao
        from classe_historico h
        left join classe de on de.id = h.classe_de
        left join classe para on para.id = h.classe_para
        left join usuario u on u.id = h.usuario_id
        where h.cliente_id = ${clienteId}
        order by h.dhcriacao desc, h.id desc`,
  );
  return rows.map((r) => ({
    origem: r.origem,
    ano: r.ano === null ? null : Number(r.ano),
    classeDe: r.classe_de,
    classePara: r.classe_para,
    faturamento: r.faturamento === null ? null : Number(r.faturamento),
    usuario: r.usuario,
    dhcriacao: new Date(r.dhcriacao).toISOString(),
  }));
}

export interface ClassFacts {
  /** The newest change, when it brought the company to the class it holds now. */
  desde: { em: string; origem: OrigemClasse } | null;
  /** The class held when `ano` began (Brasília): the last change before, else the first change's `from`. */
  classeNoInicio: string | null;
}

/**
 * What the history says of a company holding `classeAtual`: since when it holds it, and which class it held
 * when `ano` began. Without any change recorded before that, the first change after it says what it was;
 * without any change at all, it has held its class throughout.
 */
export async function classFacts(
  db: Db,
  clienteId: string,
  classeAtual: string | null,
  ano: number,
): Promise<ClassFacts> {
  const inicio = sql`(make_date(${ano}::int, 1, 1)::timestamp at time zone ${REPORT_TIME_ZONE})`;
  const [row] = await queryRows<{
    ultima_para: string | null;
    ultima_em: Date | string | null;
    ultima_origem: OrigemClasse | null;
    antes_para: string | null;
    depois_de: string | null;
    depois_existe: boolean;
  }>(
    db,
    sql`select
          u.classe_para as ultima_para, u.dhcriacao as ultima_em, u.origem as ultima_origem,
          a.classe_para as antes_para, d.classe_de as depois_de, d.id is not null as depois_existe
        from (select 1) x
        left join lateral (select classe_para, dhcriacao, origem from classe_historico
          where cliente_id = ${clienteId} order by dhcriacao desc, id desc limit 1) u on true
        left join lateral (select classe_para from classe_historico
          where cliente_id = ${clienteId} and dhcriacao < ${inicio} order by dhcriacao desc, id desc limit 1) a on true
        left join lateral (select id, classe_de from classe_historico
          where cliente_id = ${clienteId} and dhcriacao >= ${inicio} order by dhcriacao, id limit 1) d on true`,
  );
  const desde =
    row?.ultima_em && row.ultima_para === classeAtual && row.ultima_origem
      ? { em: new Date(row.ultima_em).toISOString(), origem: row.ultima_origem }
      : null;
  const classeNoInicio = row?.antes_para ?? (row?.depois_existe ? row.depois_de : classeAtual);
  return { desde, classeNoInicio };
}
