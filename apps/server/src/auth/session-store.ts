import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { batchedLookup } from '../db/batched-lookup.js';
import type { ChangeFeed, Watch } from '../db/change-feed.js';
import type { Database, Db } from '../db/client.js';
import { tablesRead, watchOf } from '../db/read-cache.js';
import { companiesJson, grantsJson, type AccessSnapshot, type AuthUser } from './access-context.js';
import { sessao, usuario } from '../db/schema.js';

export type Provedor = 'parceiro' | 'corporativo';

export interface SessionTimeouts {
  idleSeconds: number;
  absoluteSeconds: number;
}

/** The database keeps only this hash, so a leaked table cannot be replayed as cookies. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and returns the cookie's token: 256 random bits, never stored in clear. */
export async function createSession(
  db: Db,
  input: { usuarioId: string; provedor: Provedor; idToken: string | null; dispositivo?: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessao).values({ tokenHash: hashToken(token), ...input });
  return token;
}

export interface StoredSession {
  tokenHash: string;
  usuarioId: string;
  provedor: Provedor;
  idToken: string | null;
}

/** A live session with its (active) user and what they may do, read in the same statement. */
export interface LiveSession extends StoredSession {
  usuario: Omit<AuthUser, 'funcionario'>;
  access: AccessSnapshot;
}

/** Seconds between two writes of `visto_em`: enough for idle timeouts, cheap on every request. */
const TOUCH_INTERVAL_SECONDS = 60;

/**
 * The lookup every signed-in request makes, built and prepared once per database (not per request): the
 * sessions behind a list of token hashes, each with its user, the user's grants and companies
 * (access-context.ts), in one round trip.
 */
function sessionQuery(db: Db) {
  return db
    .select({
      tokenHash: sessao.tokenHash,
      usuarioId: sessao.usuarioId,
      provedor: sessao.provedor,
      idToken: sessao.idToken,
      criadoEm: sessao.criadoEm,
      vistoEm: sessao.vistoEm,
      inativo: usuario.inativo,
      uuid: usuario.uuid,
      nomecompleto: usuario.nomecompleto,
      email: usuario.email,
      externo: usuario.externo,
      incompleto: usuario.incompleto,
      grants: grantsJson(sql`${usuario.id}`, sql`${usuario.cargoId}`),
      companies: companiesJson(sql`${usuario.id}`, sql`${usuario.externo}`),
    })
    .from(sessao)
    .innerJoin(usuario, eq(usuario.id, sessao.usuarioId))
    .where(sql`${sessao.tokenHash} = any(${sql.placeholder('hashes')}::text[])`);
}
const sessionStatement = (db: Db) => sessionQuery(db).prepare('sessao_acesso');
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionStatement>['execute']>>[number];

/**
 * Concurrent requests' lookups share one query (db/batched-lookup.ts: each still sees what was committed
 * before it asked): the lookup was most of a signed-in call's cost. One per database.
 */
const lookups = new WeakMap<Db, (tokenHash: string) => Promise<SessionRow | undefined>>();

function sessionRow(db: Db, tokenHash: string) {
  let lookup = lookups.get(db);
  if (!lookup) {
    const statement = sessionStatement(db);
    lookup = batchedLookup(async (hashes) => {
      const rows = await statement.execute({ hashes });
      return new Map(rows.map((row) => [row.tokenHash, row]));
    });
    lookups.set(db, lookup);
  }
  return lookup(tokenHash);
}

/**
 * Sessions read before, by token hash, each with the version of the tables the statement reads (a change to
 * any of them drops every kept session) it was read at (decision 0031). A session's own row changes (its `visto_em` touch, its end) drop only that entry; `rowChanges`
 * counts them so that a read which overlapped one is not kept. Unknown tokens are never kept: a session
 * made after the lookup must be found. Bounded: emptied when full.
 */
interface SessionCache {
  watch: Watch;
  entries: Map<string, { row: SessionRow; version: number }>;
  rowChanges: number;
}
const caches = new WeakMap<ChangeFeed, SessionCache>();
const CACHE_MAX = 10_000;

function cacheOf({ db, changes }: SessionDatabase): SessionCache {
  let cache = caches.get(changes);
  if (!cache) {
    const watch = watchOf(changes, tablesRead(sessionQuery(db).toSQL().sql));
    const made: SessionCache = { watch, entries: new Map(), rowChanges: 0 };
    changes.onRowChange('sessao', (tokenHash) => {
      made.rowChanges++;
      if (tokenHash === '*') made.entries.clear();
      else made.entries.delete(tokenHash);
    });
    caches.set(changes, (cache = made));
  }
  return cache;
}

/** The session's row as committed now: from the cache when nothing it was read from has changed since. */
async function currentRow(database: SessionDatabase, tokenHash: string): Promise<SessionRow | undefined> {
  const cache = cacheOf(database);
  const synced = await database.changes.sync();
  if (synced) {
    const hit = cache.entries.get(tokenHash);
    if (hit && hit.version === cache.watch.version) return hit.row;
  }
  const { version } = cache.watch;
  const { rowChanges } = cache;
  const row = await sessionRow(database.db, tokenHash);
  if (synced && row && version === cache.watch.version && rowChanges === cache.rowChanges) {
    if (cache.entries.size >= CACHE_MAX) cache.entries.clear();
    cache.entries.set(tokenHash, { row, version });
  }
  return row;
}

type SessionDatabase = Pick<Database, 'db' | 'changes'>;

/**
 * The session behind a token, or null when unknown, expired (idle or absolute) or its user is inactive.
 * An inactive user loses every session at once, not only this one.
 */
export async function findSession(
  database: SessionDatabase,
  token: string,
  timeouts: SessionTimeouts,
): Promise<LiveSession | null> {
  const { db } = database;
  const tokenHash = hashToken(token);
  const row = await currentRow(database, tokenHash);
  if (!row) return null;
  if (row.inativo) {
    await deleteUserSessions(db, row.usuarioId);
    return null;
  }
  const now = Date.now();
  const seen = row.vistoEm.getTime();
  if (
    seen < now - timeouts.idleSeconds * 1000 ||
    row.criadoEm.getTime() < now - timeouts.absoluteSeconds * 1000
  ) {
    await db.delete(sessao).where(eq(sessao.tokenHash, tokenHash));
    return null;
  }
  if (seen < now - TOUCH_INTERVAL_SECONDS * 1000)
    await db
      .update(sessao)
      .set({ vistoEm: sql`now()` })
      .where(eq(sessao.tokenHash, tokenHash));
  return {
    tokenHash: row.tokenHash,
    usuarioId: row.usuarioId,
    provedor: row.provedor as Provedor,
    idToken: row.idToken,
    usuario: {
      id: row.usuarioId,
      uuid: row.uuid,
      nomecompleto: row.nomecompleto,
      email: row.email,
      externo: row.externo,
      incompleto: row.incompleto,
    },
    access: { grants: row.grants, companies: row.companies },
  };
}

export async function deleteSession(db: Db, token: string): Promise<StoredSession | null> {
  const [row] = await db
    .delete(sessao)
    .where(eq(sessao.tokenHash, hashToken(token)))
    .returning();
  return row ? { ...row, provedor: row.provedor as Provedor } : null;
}

/** Ends every session of a user: on inactivation, and whenever their access must stop now. */
export async function deleteUserSessions(db: Db, usuarioId: string): Promise<void> {
  await db.delete(sessao).where(and(eq(sessao.usuarioId, usuarioId)));
}
