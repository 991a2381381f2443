import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { batchedLookup } from './batched-lookup.js';

/**
 * The channel the migration's triggers notify (0014_mudancas.sql): a table's name when a statement changed
 * it, `tabela:chave` when a row of a keyed table changed (the session table: one session, not all).
 */
export const CHANGE_CHANNEL = 'prix_mudanca';

/**
 * Tables with no statement trigger (0014_mudancas.sql says why): no cache may read them. The session table
 * is notified row by row instead. Every other table of the schema is watched (change-feed.contract.test.ts).
 */
export const UNWATCHED_TABLES: readonly string[] = [
  'clique',
  'clique_dia',
  'clique_mes',
  'clique_versao',
  'integracao_chamada',
  'integracao_idempotencia',
  'limite_taxa',
  'oidc_registro',
  'webhook_entrega',
];

/** A set of tables whose `version` moves whenever any of them changes (or the feed lost notifications). */
export interface Watch {
  readonly tables: readonly string[];
  readonly version: number;
}

/**
 * What the in-process caches need to stay exact (decision 0031): every committed change to a watched table,
 * as PostgreSQL's notifications tell it, and a way to be sure that every change committed before a moment
 * has been seen.
 */
export interface ChangeFeed {
  /**
   * Resolves true once every change committed before the call has been seen (PostgreSQL: one round trip on
   * the listening connection, shared by the calls made meanwhile; PGlite: at once, its notifications arrive
   * with the commit). False while the feed cannot promise that (not connected yet, or the connection broke):
   * the caller reads the database instead of its cache.
   */
  sync(): Promise<boolean>;
  /** One per caller, made once: its version is compared with the one an entry was read at. */
  watch(tables: readonly string[]): Watch;
  /** Called with the key of each changed row of a keyed table (`tabela:chave` notifications). */
  onRowChange(table: string, listener: (key: string) => void): void;
  close(): Promise<void>;
}

interface MutableWatch extends Watch {
  version: number;
}

/** The bookkeeping both drivers share: versions per watch, row listeners, a notification's meaning. */
function versions() {
  const watches: MutableWatch[] = [];
  const rowListeners = new Map<string, Array<(key: string) => void>>();
  return {
    watch(tables: readonly string[]): Watch {
      const watch: MutableWatch = { tables: [...tables], version: 0 };
      watches.push(watch);
      return watch;
    },
    onRowChange(table: string, listener: (key: string) => void) {
      rowListeners.set(table, [...(rowListeners.get(table) ?? []), listener]);
    },
    /** A notification: a table changed (every watch of it moves), or one row of a keyed table. */
    changed(payload: string) {
      const colon = payload.indexOf(':');
      const table = colon < 0 ? payload : payload.slice(0, colon);
      if (colon >= 0)
        for (const listener of rowListeners.get(table) ?? []) listener(payload.slice(colon + 1));
      else for (const watch of watches) if (watch.tables.includes(table)) watch.version++;
    },
    /** Notifications may have been missed: everything read before now is suspect. */
    forgetAll() {
      for (const watch of watches) watch.version++;
      for (const listeners of rowListeners.values()) for (const listener of listeners) listener('*');
    },
  };
}

/** PGlite runs in this process: a notification is delivered before the statement that caused it returns. */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  const state = versions();
  let listening: Promise<boolean> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  return {
    watch: state.watch,
    onRowChange: state.onRowChange,
    sync() {
      listening ??= client
        .listen(CHANGE_CHANNEL, (payload) => state.changed(payload))
        .then(
          (stop) => {
            unlisten = stop;
            return true;
          },
          () => false,
        );
      return listening;
    },
    async close() {
      await unlisten?.().catch(() => undefined);
    },
  };
}

/** How long a broken listening connection waits before connecting again. */
const RECONNECT_MS = 1_000;
/**
 * How long a connection attempt or a sync may take before the feed counts as down (requests then read the
 * database, which has its own timeouts and 503): an unreachable PostgreSQL must not hold every request here.
 */
const WAIT_MS = 2_000;

function withinWait<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('o PostgreSQL não respondeu')), WAIT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * PostgreSQL: a connection of its own that LISTENs. A sync is a `select 1` on it: the server sends the
 * notifications of every transaction committed before that statement ahead of its answer (a listening
 * backend is signalled at each commit and delivers pending notifications before it is ready again), so when
 * the answer arrives every earlier change has been applied. The syncs of concurrent requests share one
 * statement (batched-lookup.ts: a sync never joins a statement already sent).
 */
export function postgresChangeFeed(connectionString: string): ChangeFeed {
  const state = versions();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let closed = false;
  let retryAt = 0;

  function broken(which: pg.Client) {
    if (client !== which) return;
    client = null;
    connecting = null;
    retryAt = Date.now() + RECONNECT_MS;
    state.forgetAll();
    void which.end().catch(() => undefined);
  }

  function connect(): Promise<pg.Client | null> {
    if (closed || Date.now() < retryAt) return Promise.resolve(null);
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString,
        keepAlive: true,
        application_name: 'prix-mudancas',
        connectionTimeoutMillis: WAIT_MS,
      });
      next.on('error', () => broken(next));
      next.on('end', () => broken(next));
      next.on('notification', (message) => {
        if (message.channel === CHANGE_CHANNEL && message.payload) state.changed(message.payload);
      });
      try {
        await next.connect();
        await withinWait(next.query(`listen ${CHANGE_CHANNEL}`));
      } catch {
        retryAt = Date.now() + RECONNECT_MS;
        connecting = null;
        void next.end().catch(() => undefined);
        return null;
      }
      // Whatever was cached before this connection listened may have missed a change.
      state.forgetAll();
      client = next;
      return next;
    })();
    return connecting;
  }

  const roundTrip = batchedLookup(async () => {
    const listener = client ?? (await connect());
    if (!listener) return new Map([['', false]]);
    try {
      await withinWait(listener.query('select 1'));
      return new Map([['', client === listener]]);
    } catch {
      broken(listener);
      return new Map([['', false]]);
    }
  });

  return {
    watch: state.watch,
    onRowChange: state.onRowChange,
    sync: async () => (await roundTrip('')) === true,
    async close() {
      closed = true;
      const open = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
