import { sql, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZE,
  columnOf,
  findRegisterDef,
  type Field,
  type ListColumn,
  type RegisterDef,
  type RelatedList,
} from '@prix/shared';

/**
 * SQL of the generic register, built from a definition. Identifiers come from definitions (never from
 * requests) and are still quoted; every value a request brings is a bound parameter.
 */

const id = (name: string) => sql.identifier(name);
const col = (alias: string, name: string) => sql`${id(alias)}.${id(name)}`;

/** A text[] literal of bound values ('{}' when empty, so `= any(...)` is false, never NULL). */
export const textArray = (values: readonly string[]): SQL =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/** Escapes LIKE wildcards so a user's '%' or '_' is searched for literally. */
const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accent- and case-insensitive search: every word typed must appear in one of the columns ('prix 1000
 * showroom' finds the showroom benefit of Prix 1000). The expression matches the GIN trigram indexes of
 * the migrations (f_unaccent(lower(col)) gin_trgm_ops), so it stays fast on large tables.
 */
export function searchCondition(alias: string, columns: readonly string[], term: string): SQL {
  return searchAcross(
    columns.map((c) => col(alias, c)),
    term,
  );
}

/** The same over column expressions of several tables (a join). At most 8 words are used. */
export function searchAcross(columns: readonly SQL[], term: string): SQL {
  const words = term.split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return sql`true`;
  const perWord = words.map((word) => {
    const pattern = likeTerm(word);
    const parts = columns.map((c) => sql`f_unaccent(lower(${c})) like f_unaccent(lower(${pattern}))`);
    return sql`(${sql.join(parts, sql` or `)})`;
  });
  return sql`(${sql.join(perWord, sql` and `)})`;
}

function targetOf(f: Field & { kind: 'ref' | 'multi' }): RegisterDef {
  const target = findRegisterDef(f.target);
  if (!target) throw new Error(`cadastro de destino desconhecido: ${f.target}`);
  return target;
}

const labelColumn = (def: RegisterDef) => def.labelField ?? 'nome';

/** The database column of a field, or of a read-only column the definition lists. */
function columnFor(def: RegisterDef, name: string): string {
  const f = def.fields[name];
  if (f) return columnOf(name, f);
  if (def.readonlyColumns?.includes(name)) return name;
  throw new Error(`coluna desconhecida: ${def.name}.${name}`);
}

/**
 * An extra condition on the register's rows (alias `t`) that a wrapping module adds for the viewer, e.g.
 * an external user's companies. `true` when there is none.
 */
export type Scope = SQL | null;
const scoped = (scope: Scope) => scope ?? sql`true`;

function whereOf(def: RegisterDef, geral: string | undefined, scope: Scope): SQL {
  const search = geral
    ? searchCondition(
        't',
        def.search.map((s) => columnFor(def, s)),
        geral,
      )
    : sql`true`;
  return sql`where ${search} and ${scoped(scope)}`;
}

/** GET {path}: one page of the list columns, the total, and the uuid to open each row. */
export function listQuery(
  def: RegisterDef,
  geral: string | undefined,
  page: number,
  scope: Scope = null,
  columns: readonly ListColumn[] = def.list,
): SQL {
  const joins: SQL[] = [];
  const code = col('t', columnOf(def.codeField, def.fields[def.codeField]!));
  const selects: SQL[] = [sql`t.uuid`, sql`${code} as ${id(def.codeField)}`];
  for (const c of columns) {
    const [name, sub] = c.field.split('.') as [string, string | undefined];
    const f = def.fields[name];
    if (sub && f?.kind === 'multi') {
      // The linked records' labels in one cell, by a correlated subquery over the join table.
      const target = targetOf(f);
      selects.push(sql`(select string_agg(${col('o', sub)}, ', ' order by ${col('o', sub)})
        from ${id(f.join.table)} jt join ${id(target.table)} o on ${col('o', target.codeField)} = ${col('jt', f.join.other)}
        where ${col('jt', f.join.self)} = ${code}) as ${id(c.field)}`);
    } else if (sub && f?.kind === 'ref') {
      const alias = `j_${name}`;
      const target = targetOf(f);
      joins.push(
        sql`left join ${id(target.table)} ${id(alias)} on ${col(alias, target.codeField)} = ${col('t', f.column)}`,
      );
      selects.push(sql`${col(alias, sub)} as ${id(c.field)}`);
    } else if (name !== def.codeField) {
      selects.push(sql`${col('t', columnFor(def, name))} as ${id(name)}`);
    }
  }
  const order = def.orderBy ?? def.codeField;
  return sql`select ${sql.join(selects, sql`, `)}
    from ${id(def.table)} t ${sql.join(joins, sql` `)} ${whereOf(def, geral, scope)}
    order by ${col('t', columnFor(def, order))}, t.uuid
    limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`;
}

export function countQuery(def: RegisterDef, geral: string | undefined, scope: Scope = null): SQL {
  return sql`select count(*)::int as total from ${id(def.table)} t ${whereOf(def, geral, scope)}`;
}

function relatedSelect(related: RelatedList, ownerCode: SQL): SQL {
  const cols = related.columns.map((c) => col('r', c.field));
  const base = sql`select ${sql.join(cols, sql`, `)}, r.uuid from ${id(related.table)} r`;
  const filtered =
    'fk' in related.via
      ? sql`${base} where ${col('r', related.via.fk)} = ${ownerCode}`
      : sql`${base} join ${id(related.via.join.table)} jr on ${col('jr', related.via.join.other)} = r.id
          where ${col('jr', related.via.join.self)} = ${ownerCode}`;
  const order = related.orderBy ?? related.columns[0]!.field;
  return sql`(select coalesce(json_agg(x order by ${col('x', order)}), '[]'::json) from (${filtered}) x)`;
}

/** GET {path}/{uuid}: every field, multi fields as arrays of codes, audit names, related lists. */
export function detailQuery(def: RegisterDef, uuid: string, scope: Scope = null): SQL {
  const code = col('t', columnOf(def.codeField, def.fields[def.codeField]!));
  const selects: SQL[] = [sql`t.uuid`];
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.kind === 'multi') {
      selects.push(
        sql`array(select ${col('j', f.join.other)} from ${id(f.join.table)} j where ${col('j', f.join.self)} = ${code} order by 1) as ${id(name)}`,
      );
    } else {
      selects.push(sql`${col('t', columnOf(name, f))} as ${id(name)}`);
    }
  }
  for (const name of def.readonlyColumns ?? []) selects.push(sql`${col('t', name)} as ${id(name)}`);
  for (const [name, related] of Object.entries(def.related ?? {})) {
    selects.push(sql`${relatedSelect(related, code)} as ${id(`related.${name}`)}`);
  }
  return sql`select ${sql.join(selects, sql`, `)},
      t.dhcriacao, coalesce(uc.nomecompleto, t.uscriacao) as uscriacao,
      t.dhedicao, coalesce(ue.nomecompleto, t.usedicao) as usedicao
    from ${id(def.table)} t
    left join usuario uc on uc.id = t.uscriacao
    left join usuario ue on ue.id = t.usedicao
    where t.uuid = ${uuid} and ${scoped(scope)}`;
}

/** POST {path}/keys: up to 20 active records matching the search, plus the selected ones (their labels). */
export function keysQuery(
  def: RegisterDef,
  search: string,
  selected: readonly string[],
  scope: Scope = null,
): SQL {
  const code = col('t', def.codeField);
  const label = col('t', labelColumn(def));
  const matches = sql`${search ? searchCondition('t', [def.codeField, labelColumn(def)], search) : sql`true`} and ${scoped(scope)}`;
  const selectedList = textArray(selected);
  return sql`(select ${code} as key, ${label} as value, 0 as rank from ${id(def.table)} t
      where ${code} = any(${selectedList}) and ${scoped(scope)})
    union
    (select ${code}, ${label}, 1 from ${id(def.table)} t
      where not t.inativo and ${matches} and not (${code} = any(${selectedList})) order by ${label} limit 20)
    order by rank, value`;
}

export const targetDefOf = targetOf;
