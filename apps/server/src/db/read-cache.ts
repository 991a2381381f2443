import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { UNWATCHED_TABLES, type ChangeFeed, type Watch } from './change-feed.js';

const dialect = new PgDialect();

/** A statement as the driver receives it: its text and parameters. */
export const renderSql = (query: SQL) => dialect.sqlToQuery(query);

// `from x`, `join "x"`, `from public."x" t`: the name after the optional schema.
const TABLE_AFTER = /\b(?:from|join)\s+(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * The tables a statement reads, from its text: every name after `from` or `join`. A word that is not a table
 * (`extract(year from …)`) only adds a dependency that never changes; a table the text does not name (read
 * inside a function or a view) would be missed, and the schema has neither.
 */
export function tablesRead(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(TABLE_AFTER)) found.add(match[1]!.toLowerCase());
  return [...found].sort();
}

const watches = new WeakMap<ChangeFeed, Map<string, Watch>>();

/** One watch per set of tables and feed: the sets are few (one per statement shape), the lookups many. */
export function watchOf(changes: ChangeFeed, tables: readonly string[]): Watch {
  let byTables = watches.get(changes);
  if (!byTables) watches.set(changes, (byTables = new Map()));
  const key = tables.join(',');
  let watch = byTables.get(key);
  if (!watch) byTables.set(key, (watch = changes.watch(tables)));
  return watch;
}

const unwatched = new Set(UNWATCHED_TABLES);

/**
 * Answers kept in memory by key until a table they were read from changes (decision 0031). `read(key,
 * statement, load)`: after a sync of the feed (every change committed before the call has been seen), the
 * kept answer if none of its tables changed since it was loaded; otherwise `load()`, kept when nothing
 * changed while it ran. `statement` is the statement `load` runs (rendered only on a miss, for its tables);
 * an answer read from an unwatched table, or while the feed is down, is never kept. The key must hold
 * everything the answer depends on besides the tables (search, page, the viewer's scope and columns).
 * Concurrent misses of one key share one load while none of its tables changes: a load that began at the
 * version a caller sees after its own sync reads every change that caller must see (so a hundred people
 * opening a page at once run its statement once). Bounded: emptied when full.
 */
export function readCache<V>(changes: ChangeFeed, max = 1_000) {
  const entries = new Map<string, { value: V; watch: Watch; version: number }>();
  const loading = new Map<string, { value: Promise<V>; watch: Watch; version: number }>();
  return async function read(key: string, statement: () => SQL, load: () => Promise<V>): Promise<V> {
    const synced = await changes.sync();
    if (!synced) return load();
    const hit = entries.get(key);
    if (hit && hit.version === hit.watch.version) return hit.value;
    const pending = loading.get(key);
    if (pending && pending.version === pending.watch.version) return pending.value;
    const tables = tablesRead(renderSql(statement()).sql);
    if (tables.some((table) => unwatched.has(table))) return load();
    const watch = watchOf(changes, tables);
    const { version } = watch;
    const value = load();
    const mine = { value, watch, version };
    loading.set(key, mine);
    try {
      const loaded = await value;
      if (version === watch.version) {
        if (entries.size >= max) entries.clear();
        entries.set(key, { value: loaded, watch, version });
      }
      return loaded;
    } finally {
      if (loading.get(key) === mine) loading.delete(key);
    }
  };
}
