import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { batchedLookup } from '../db/batched-lookup.js';
import type { Db } from '../db/client.js';
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
  input: { usuarioId: string; provedor: Provedor; idToken: string | null },
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
function sessionStatement(db: Db) {
  return db
    .select({
      tokenHash: sessao.tokenHash,
      usuarioId: sessao.usuarioId,
      provedor: sessao.provedor,
      idToken: sessao.idToken,
      inativo: usuario.inativo,
      uuid: usuario.uuid,
      nomecompleto: usuario.nomecompleto,
      email: usuario.email,
      externo: usuario.externo,
      incompleto: usuario.incompleto,
      expired: sql<boolean>`(${sessao.vistoEm} < now() - make_interval(secs => ${sql.placeholder('idle')})
        OR ${sessao.criadoEm} < now() - make_interval(secs => ${sql.placeholder('absolute')}))`,
      stale: sql<boolean>`${sessao.vistoEm} < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS})`,
      grants: grantsJson(sql`${usuario.id}`, sql`${usuario.cargoId}`),
      companies: companiesJson(sql`${usuario.id}`, sql`${usuario.externo}`),
    })
    .from(sessao)
    .innerJoin(usuario, eq(usuario.id, sessao.usuarioId))
    .where(sql`${sessao.tokenHash} = any(${sql.placeholder('hashes')}::text[])`)
    .prepare('sessao_acesso');
}
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionStatement>['execute']>>[number];

/**
 * Concurrent requests' lookups share one query (db/batched-lookup.ts: each still sees what was committed
 * before it asked); issue 12: the lookup was most of a signed-in call's cost. One per database and timeouts.
 */
const lookups = new WeakMap<Db, Map<string, (tokenHash: string) => Promise<SessionRow | undefined>>>();

function sessionRow(db: Db, tokenHash: string, timeouts: SessionTimeouts) {
  let byTimeouts = lookups.get(db);
  if (!byTimeouts) lookups.set(db, (byTimeouts = new Map()));
  const key = `${timeouts.idleSeconds}/${timeouts.absoluteSeconds}`;
  let lookup = byTimeouts.get(key);
  if (!lookup) {
    const statement = sessionStatement(db);
    lookup = batchedLookup(async (hashes) => {
      const rows = await statement.execute({
        hashes,
        idle: timeouts.idleSeconds,
        absolute: timeouts.absoluteSeconds,
      });
      return new Map(rows.map((row) => [row.tokenHash, row]));
    });
    byTimeouts.set(key, lookup);
  }
  return lookup(tokenHash);
}

/**
 * The session behind a token, or null when unknown, expired (idle or absolute) or its user is inactive.
 * An inactive user loses every session at once, not only this one.
 */
export async function findSession(
  db: Db,
  token: string,
  timeouts: SessionTimeouts,
): Promise<LiveSession | null> {
  const tokenHash = hashToken(token);
  const row = await sessionRow(db, tokenHash, timeouts);
  if (!row) return null;
  if (row.inativo) {
    await deleteUserSessions(db, row.usuarioId);
    return null;
  }
  if (row.expired) {
    await db.delete(sessao).where(eq(sessao.tokenHash, tokenHash));
    return null;
  }
  if (row.stale)
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
