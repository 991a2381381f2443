import { sql, type SQL } from 'drizzle-orm';
import {
  FILE_COLUMNS,
  KEYS_PAGE_SIZE,
  fileNameColumn,
  PAGE_SIZE,
  columnOf,
  orderOf,
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

/**
 * The sort of a register's records (alias `alias`): the definition's `orderBy`, else the column `fallback`.
 * By number: the first number in the column (records without one last), then the column as text.
 */
export function orderTerms(def: RegisterDef, alias: string, fallback: string): SQL[] {
  const order = orderOf(def) ?? { field: fallback, by: 'text' };
  const column = col(alias, columnFor(def, order.field));
  if (order.by === 'text') return [column];
  return [sql`(substring(${column} from '[0-9]+'))::numeric`, column];
}

/** The list columns' select expressions over the page's rows (alias `t`), with the joins they need. */
function listSelects(def: RegisterDef, columns: readonly ListColumn[]): { selects: SQL[]; joins: SQL[] } {
  const joins: SQL[] = [];
  const code = col('t', columnOf(def.codeField, def.fields[def.codeField]!));
  const selects: SQL[] = [sql`t.uuid`, sql`${code} as ${id(def.codeField)}`];
  for (const c of columns) {
    const [name, sub] = c.field.split('.') as [string, string | undefined];
    const f = def.fields[name];
    if (sub && f?.kind === 'multi') {
      // The linked records' labels in one cell, by a correlated subquery over the join table.
      const target = targetOf(f);
      selects.push(sql`(select string_agg(${col('o', sub)}, ', ' order by ${sql.join(orderTerms(target, 'o', sub), sql`, `)})
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
  return { selects, joins };
}

/** The column listQuery adds with the count when asked to. */
export const LIST_TOTAL_COLUMN = '__total';

/** GET {path}: one page of the list columns and the uuid to open each row, with the count when asked. */
export function listQuery(
  def: RegisterDef,
  geral: string | undefined,
  page: number,
  scope: Scope = null,
  columns: readonly ListColumn[] = def.list,
  countUpTo: number | null = null,
): SQL {
  const { selects, joins } = listSelects(def, columns);
  // The count (up to `countUpTo`, as countQuery) rides on every row as `__total`: an uncorrelated subquery,
  // run once, in the same round trip as the page.
  const all =
    countUpTo === null
      ? selects
      : [...selects, sql`(${countQuery(def, geral, scope, countUpTo)}) as ${id(LIST_TOTAL_COLUMN)}`];
  // The page's rows are chosen first, in the order an index on the sort columns gives (decision 0016: the
  // walk stops after the page), and only those 10 get their joins and subqueries.
  const order = sql`${sql.join(orderTerms(def, 't', def.codeField), sql`, `)}, t.uuid`;
  return sql`select ${sql.join(all, sql`, `)}
    from (select t.* from ${id(def.table)} t ${whereOf(def, geral, scope)}
      order by ${order} limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}) t
    ${sql.join(joins, sql` `)}
    order by ${order}`;
}

/**
 * The list's order as keyset terms (decision 0026): each sort term, then the uuid, with the SQL type its
 * value is bound back as. A term over a column that may be null becomes `(e is null), coalesce(e, …)`: the
 * same order as the list's (nulls last) and comparable as a row. Columns known NOT NULL (the code, a
 * required text) stay plain, so a btree index on them serves the walk (cliente (nome, uuid)).
 */
function keysetTerms(def: RegisterDef): { expr: SQL; type: 'text' | 'numeric' | 'boolean' | 'uuid' }[] {
  const order = orderOf(def) ?? { field: def.codeField, by: 'text' as const };
  const f = def.fields[order.field];
  const notNull = f?.kind === 'code' || (f?.kind === 'text' && f.required);
  const column = col('t', columnFor(def, order.field));
  const terms: { expr: SQL; type: 'text' | 'numeric' | 'boolean' | 'uuid' }[] = [];
  const add = (expr: SQL, type: 'text' | 'numeric', nullable: boolean) => {
    if (!nullable) return void terms.push({ expr, type });
    terms.push({ expr: sql`(${expr} is null)`, type: 'boolean' });
    terms.push({ expr: sql`coalesce(${expr}, ${type === 'text' ? sql`''` : sql`0`})`, type });
  };
  if (order.by === 'number') add(sql`(substring(${column} from '[0-9]+'))::numeric`, 'numeric', true);
  add(column, 'text', !notNull);
  terms.push({ expr: sql`t.uuid`, type: 'uuid' });
  return terms;
}

/** The names of the keyset values an export row carries (`__k0`…), for the next batch's `after`. */
export const keysetNames = (def: RegisterDef): string[] => keysetTerms(def).map((_, i) => `__k${i}`);

/**
 * GET {path}/exportar: a batch of the list columns of every matching row, in the list's order, after the
 * keyset values `after` (from the last row of the batch before; null for the first). Same search and scope
 * as the list (whereOf). Each row also carries its creation and last-edit days in Brasília.
 */
export function exportQuery(
  def: RegisterDef,
  geral: string | undefined,
  scope: Scope,
  columns: readonly ListColumn[],
  after: readonly unknown[] | null,
  limit: number,
  timeZone: string,
): SQL {
  const { selects, joins } = listSelects(def, columns);
  const terms = keysetTerms(def);
  const row = sql`(${sql.join(
    terms.map((t) => t.expr),
    sql`, `,
  )})`;
  const past = after
    ? sql`and ${row} > (${sql.join(
        terms.map((t, i) => sql`${after[i] as string}::${sql.raw(t.type)}`),
        sql`, `,
      )})`
    : sql``;
  const order = sql.join(
    terms.map((t) => t.expr),
    sql`, `,
  );
  const day = (column: string) =>
    sql`to_char(${col('t', column)} at time zone ${timeZone}, 'YYYY-MM-DD') as ${id(column)}`;
  const keys = terms.map((t, i) => sql`${t.expr} as ${id(`__k${i}`)}`);
  return sql`select ${sql.join([...selects, day('dhcriacao'), day('dhedicao'), ...keys], sql`, `)}
    from (select t.* from ${id(def.table)} t ${whereOf(def, geral, scope)} ${past}
      order by ${order} limit ${limit}) t
    ${sql.join(joins, sql` `)}
    order by ${order}`;
}

/**
 * The number of matching rows, counted up to `limit` (decision 0016): the rows past it are never read, so a
 * broad search on a large table costs what reading `limit` rows costs. A result of `limit` means 'at least'.
 */
export function countQuery(
  def: RegisterDef,
  geral: string | undefined,
  scope: Scope = null,
  limit: number | null = null,
): SQL {
  const matches = sql`select 1 from ${id(def.table)} t ${whereOf(def, geral, scope)}`;
  return limit === null
    ? sql`select count(*)::int as total from (${matches}) c`
    : sql`select count(*)::int as total from (${matches} limit ${limit}) c`;
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

/** Who wrote the records the portal itself made (the demo seed, seed/index.ts), and the name shown for it. */
export const SYSTEM_AUTHOR = { id: 'sistema', nome: 'Sistema' } as const;

/**
 * The name an audit column shows: the user's full name (`users`: the usuario joined on it), else the system
 * by its proper name, else what the column holds.
 */
export function auditAuthor(users: string, column: SQL): SQL {
  return sql`coalesce(${col(users, 'nomecompleto')}, case when ${column} = ${SYSTEM_AUTHOR.id} then ${SYSTEM_AUTHOR.nome} else ${column} end)`;
}

/** GET {path}/{uuid}: every field, multi fields as arrays of codes, audit names, related lists. */
export function detailQuery(def: RegisterDef, uuid: string, scope: Scope = null): SQL {
  const code = col('t', columnOf(def.codeField, def.fields[def.codeField]!));
  const selects: SQL[] = [sql`t.uuid`];
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.kind === 'multi') {
      // In the order of the target's lists and selectors (classes by level), then by code.
      const target = targetOf(f);
      const order = orderTerms(target, 'o', target.codeField);
      selects.push(
        sql`array(select ${col('j', f.join.other)} from ${id(f.join.table)} j
          left join ${id(target.table)} o on ${col('o', target.codeField)} = ${col('j', f.join.other)}
          where ${col('j', f.join.self)} = ${code} order by ${sql.join(order, sql`, `)}, 1) as ${id(name)}`,
      );
    } else {
      selects.push(sql`${col('t', columnOf(name, f))} as ${id(name)}`);
    }
  }
  for (const name of def.readonlyColumns ?? []) selects.push(sql`${col('t', name)} as ${id(name)}`);
  if (def.file) {
    // The stored file as the form shows it (StoredFileInfo); its storage key never leaves the server.
    selects.push(sql`json_build_object('nome', ${col('t', fileNameColumn(def.file))},
      'tamanho', ${col('t', FILE_COLUMNS.size)}, 'tipo', ${col('t', FILE_COLUMNS.type)}) as arquivo`);
  }
  for (const [name, related] of Object.entries(def.related ?? {})) {
    selects.push(sql`${relatedSelect(related, code)} as ${id(`related.${name}`)}`);
  }
  return sql`select ${sql.join(selects, sql`, `)},
      t.dhcriacao, ${auditAuthor('uc', sql`t.uscriacao`)} as uscriacao,
      t.dhedicao, ${auditAuthor('ue', sql`t.usedicao`)} as usedicao
    from ${id(def.table)} t
    left join usuario uc on uc.id = t.uscriacao
    left join usuario ue on ue.id = t.usedicao
    where t.uuid = ${uuid} and ${scoped(scope)}`;
}

/**
 * POST {path}/keys: a page of KEYS_PAGE_SIZE active records matching the search from `offset`, in the
 * definition's order (else by label), and, with the first page, the selected ones (their labels) first.
 */
export function keysQuery(
  def: RegisterDef,
  search: string,
  selected: readonly string[],
  scope: Scope = null,
  offset = 0,
): SQL {
  const code = col('t', def.codeField);
  const labelName = columnFor(def, labelColumn(def));
  // A record without a label shows the definition's word for it ('Botão sem nome').
  const label = def.emptyLabel
    ? sql`coalesce(${col('t', labelName)}, ${def.emptyLabel})`
    : col('t', labelName);
  const matches = sql`${search ? searchCondition('t', [def.codeField, labelName], search) : sql`true`} and ${scoped(scope)}`;
  // Registers without the 'Ativo' switch (the four content registers) have no inactive records.
  const active = Object.values(def.fields).some((f) => f.kind === 'active') ? sql`not t.inativo` : sql`true`;
  const selectedList = textArray(selected);
  const terms = orderTerms(def, 't', labelColumn(def));
  // A UNION sorts only by its output columns: the sort terms travel as o0, o1…
  const sortColumns = sql.join(
    terms.map((term, index) => sql`${term} as ${id(`o${index}`)}`),
    sql`, `,
  );
  const outerOrder = sql.join(
    terms.map((_, index) => id(`o${index}`)),
    sql`, `,
  );
  const chosen =
    offset === 0 && selected.length
      ? sql`(select ${code} as key, ${label} as value, 0 as rank, ${sortColumns} from ${id(def.table)} t
          where ${code} = any(${selectedList}) and ${scoped(scope)})
        union all`
      : sql``;
  return sql`select key, value from (${chosen}
      (select ${code} as key, ${label} as value, 1 as rank, ${sortColumns} from ${id(def.table)} t
        where ${active} and ${matches} and not (${code} = any(${selectedList}))
        order by ${sql.join(terms, sql`, `)}, ${code} limit ${KEYS_PAGE_SIZE} offset ${offset})
    ) k order by rank, ${outerOrder}, key`;
}

export const targetDefOf = targetOf;
