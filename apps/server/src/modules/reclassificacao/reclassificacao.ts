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

/**
 * Which way a partner's class moves from the level of its class (`atual`, null outside the register's six
 * levels) to the level its billing gives (`novo`): 'sobe', 'desce', 'mantem', or null without a level to move
 * from. The one up-or-down rule: the reclassification's preview (and /home's counts of it) and the partners'
 * report ('Projeção') read it.
 */
export function direcaoSql(atual: SQL, novo: SQL): SQL {
  return sql`(case when ${atual} is null then null
    when ${novo} > ${atual} then 'sobe' when ${novo} < ${atual} then 'desce' else 'mantem' end)`;
}

/** The register's classes by level as rows (class code, level): what `direcaoSql` reads a class's level from. */
export const niveisSql = (classes: ReadonlyMap<number, { id: string }>): SQL => {
  const rows = [...classes].map(([nivel, c]) => sql`(${c.id}::varchar, ${sql.raw(String(nivel))})`);
  return rows.length
    ? sql`values ${sql.join(rows, sql`, `)}`
    : sql`select null::varchar, null::int where false`;
};

interface PartnerRow {
  id: string;
  nome: string;
  classe_id: string | null;
  classe_nome: string | null;
  faturamento: string;
  nivel: number;
  tendencia: 'sobe' | 'desce' | 'mantem' | null;
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
 * The statement of the preview: every active partner with its current class, the year's net billing, the
 * level it gives (`nivelSql`, the same rule as `nivelPorFaturamento`) and which way that moves it
 * (`direcaoSql`, by `classes`). `lock` takes the partners' rows for update.
 */
export const previewSql = (ano: number, classes: ReadonlyMap<number, { id: string }>, lock = false) =>
  sql`with niveis(classe_id, nivel) as (${niveisSql(classes)})
      select c.id, c.nome, c.classe_id, k.nome as classe_nome, y.liquido::text as faturamento,
        p.nivel::int as nivel, ${direcaoSql(sql`n.nivel`, sql`p.nivel`)} as tendencia
      from cliente c left join classe k on k.id = c.classe_id
      left join niveis n on n.classe_id = c.classe_id
      cross join lateral (select coalesce(sum(f.produtos), 0) as liquido from faturamento f
        where f.cliente_id = c.id
          and f.periodo >= make_date(${ano}::int, 1, 1)
          and f.periodo < make_date(${ano}::int + 1, 1, 1)) y
      cross join lateral (select ${nivelSql(sql`y.liquido`)} as nivel) p
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
  const partners = await queryRows<PartnerRow>(db, previewSql(ano, classes, lock));
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
      // A partner outside the six levels (no class, or one the register does not rank) enters the ladder.
      direcao: p.tendencia === 'mantem' ? null : (p.tendencia ?? 'sobe'),
    };
  });
  return { ano, linhas, mudancas: linhas.filter((l) => l.muda).length };
}
