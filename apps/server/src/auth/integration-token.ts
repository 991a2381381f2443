import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

/** What every integration token starts with, so a leaked one is recognisable (and scanners can find it). */
export const TOKEN_PREFIX = 'prix_';
/** The characters after `prix_` stored in clear to find a token's row: never enough to use it. */
const LOOKUP_LENGTH = 8;

/** A token's SHA-256 in hex: a 256-bit random secret needs no slow hash, and the table holds only this. */
export const hashIntegrationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret: `prix_` and 32 random bytes, URL-safe base64 (43 characters). */
export function newIntegrationToken(): { token: string; prefixo: string; hash: string } {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, prefixo: lookupPrefix(token)!, hash: hashIntegrationToken(token) };
}

/** The stored look-up prefix of a token as presented, or null when it cannot be one of ours. */
function lookupPrefix(token: string): string | null {
  if (!token.startsWith(TOKEN_PREFIX) || token.length !== TOKEN_PREFIX.length + 43) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(token.slice(TOKEN_PREFIX.length))) return null;
  return token.slice(TOKEN_PREFIX.length, TOKEN_PREFIX.length + LOOKUP_LENGTH);
}

/** The integration a live token belongs to: its id, name and the permission keys it holds. */
export interface IntegrationCaller {
  readonly id: string;
  readonly nome: string;
  readonly chaves: readonly string[];
}

/** The token of an `Authorization: Bearer …` header, or null when the header is absent or another scheme. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/**
 * The integration a token opens, or null: unknown, revoked, expired, or a rotated secret past its grace. Rows
 * are found by the prefix and the hash compared in constant time, so the answer's timing says nothing of how
 * much of a guess was right.
 */
export async function findIntegration(db: Db, token: string): Promise<IntegrationCaller | null> {
  const prefixo = lookupPrefix(token);
  if (!prefixo) return null;
  const candidates = await queryRows<{ id: string; nome: string; chaves: string[]; hash: string }>(
    db,
    sql`select i.id, i.nome, i.chaves, s.hash
        from integracao_segredo s join integracao i on i.id = s.integracao_id
        where s.prefixo = ${prefixo} and i.revogada_em is null and i.expira_em > now()
          and (s.valido_ate is null or s.valido_ate > now())`,
  );
  const presented = Buffer.from(hashIntegrationToken(token), 'hex');
  const found = candidates.find((c) => timingSafeEqual(Buffer.from(c.hash, 'hex'), presented));
  return found ? { id: found.id, nome: found.nome, chaves: found.chaves } : null;
}
