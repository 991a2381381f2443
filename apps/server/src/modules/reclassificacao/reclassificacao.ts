import { sql, type SQL } from 'drizzle-orm';
import { LIMITES_CLASSE } from '@prix/shared/faturamento';
import { nivelDaClasse } from '@prix/shared/programa';
import {
  reclassificacaoMessages,
  type ReclassificacaoLinha,
  type ReclassificacaoPreview,
} from '@prix/shared/reclassificacao';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';

/**
 * SPEC §9's rule as SQL, built from `LIMITES_CLASSE` (the billing report's `metaClasse` and
 * `nivelPorFaturamento` read the same table): the level a year's net billing gives, 'up to' including the
 * bound. The one rule of the yearly reclassification (preview and apply), a partner's projected class and the
 * staff's report of every partner (decisions 0028 and 0053); `net` should be a column, it is read once per bound.
 */
export function nivelSql(net: SQL): SQL {
  const whens = LIMITES_CLASSE.flatMap((l) =>
    l.ate === null ? [] : [sql`when ${net} <= ${sql.raw(l.ate.toFixed(2))} then ${sql.raw(String(l.nivel))}`],
  );
  const top = LIMITES_CLASSE.at(-1)!.nivel;
  return sql`(case ${sql.join(whens, sql` `)} else ${sql.raw(String(top))} end)`;
}

interface PartnerRow {
  id: string;
  nome: string;
  classe_id: string | null;
  classe_nome: string | null;
  faturamento: string;
  nivel: number;
}

/** The active classes by level ('Prix 250' → 250): the register names them, the rule speaks in levels. */
export async function classesByLevel(db: Db): Promise<Map<number, { id: string; nome: string }>> {
  const rows = await queryRows<{ id: string; nome: string }>(
    db,
    sql`select id, nome from classe where not inativo order by id`,
  );
  const byLevel = new Map<number, { id: string; nome: string }>();
  for (const row of rows) {
    const level = nivelDaClasse(row.nome);
    if (level !== null && !byLevel.has(level)) byLevel.set(level, row);
  }
  return byLevel;
}

/**
 * The statement of the preview: every active partner with its current class, the year's net billing and the
 * level it gives (`nivelSql`, the same rule as `nivelPorFaturamento`). `lock` takes the partners' rows for update.
 */
export const previewSql = (ano: number, lock = false) =>
  sql`select c.id, c.nome, c.classe_id, k.nome as classe_nome, y.liquido::text as faturamento,
        ${nivelSql(sql`y.liquido`)}::int as nivel
      from cliente c left join classe k on k.id = c.classe_id
      cross join lateral (select coalesce(sum(f.produtos), 0) as liquido from faturamento f
        where f.cliente_id = c.id
          and f.periodo >= make_date(${ano}::int, 1, 1)
          and f.periodo < make_date(${ano}::int + 1, 1, 1)) y
      where not c.inativo
      order by c.nome, c.id
      ${lock ? sql`for update of c` : sql``}`;

/**
 * Every active partner with its current class, the year's net billing (products, decision 0024) and the class
 * that billing gives. `lock` takes the partners' rows for update, so two administrators applying at once
 * cannot both write a history row for the same change.
 */
export async function previewReclassification(
  db: Db,
  ano: number,
  lock = false,
): Promise<ReclassificacaoPreview> {
  const classes = await classesByLevel(db);
  const partners = await queryRows<PartnerRow>(db, previewSql(ano, lock));
  const linhas: ReclassificacaoLinha[] = partners.map((p) => {
    const faturamento = Number(p.faturamento);
    const nivel = Number(p.nivel);
    const nova = classes.get(nivel);
    if (!nova) throw new HttpError(409, reclassificacaoMessages.classeAusente(nivel));
    return {
      id: p.id,
      nome: p.nome,
      classeAtual: p.classe_id ? { id: p.classe_id, nome: p.classe_nome ?? p.classe_id } : null,
      classeNova: nova,
      faturamento,
      muda: p.classe_id !== nova.id,
    };
  });
  return { ano, linhas, mudancas: linhas.filter((l) => l.muda).length };
}
