import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';

/** How long a key is remembered: a retry comes within minutes, a day is plenty. */
const KEPT_HOURS = 24;
/** A claim still without an answer after this long was abandoned (the server stopped mid-work). */
const ABANDONED_MINUTES = 15;
/** A key is the client's (a UUID, usually): printable ASCII, at most 200 characters. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key inválida: use até 200 caracteres visíveis (por exemplo, um UUID).',
  otherBody: 'Esta Idempotency-Key já foi usada com outro corpo ou em outra rota.',
  running: 'Uma chamada com esta Idempotency-Key ainda está em andamento. Tente de novo em instantes.',
} as const;

/** What a write answered, kept so the same key can answer it again. */
export interface Answer<T> {
  readonly body: T;
  /** True when this is a stored answer given again, not work done now. */
  readonly replayed: boolean;
}

/**
 * Runs `work` once per integration and `Idempotency-Key` (decision 0054): the key is claimed by an insert
 * (one of concurrent calls wins; the others get 409 while it works), then holds the answer, success or a 4xx,
 * which the same key with the same body gets again without the work. The same key with another body or route:
 * 409. An unexpected failure frees the key, so a retry does the work. Without a key, the work just runs.
 */
export async function idempotent<T>(
  db: Db,
  claim: { integracaoId: string; key: string | undefined; rota: string; body: unknown },
  work: () => Promise<T>,
): Promise<Answer<T>> {
  if (claim.key === undefined) return { body: await work(), replayed: false };
  if (!KEY_PATTERN.test(claim.key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalid);
  const bodyHash = createHash('sha256').update(JSON.stringify(claim.body)).digest('hex');
  const where = sql`integracao_id = ${claim.integracaoId} and chave = ${claim.key}`;
  // An old answer is forgotten; a claim left without one (its process ended mid-work) is freed after a while.
  await db.execute(sql`delete from integracao_idempotencia
      where ${where} and (dhcriacao < now() - make_interval(hours => ${KEPT_HOURS})
        or (status is null and dhcriacao < now() - make_interval(mins => ${ABANDONED_MINUTES})))`);
  const claimed = await queryRows(
    db,
    sql`insert into integracao_idempotencia (integracao_id, chave, rota, corpo_hash)
        values (${claim.integracaoId}, ${claim.key}, ${claim.rota}, ${bodyHash})
        on conflict do nothing returning chave`,
  );
  if (!claimed.length) {
    const [earlier] = await queryRows<{
      rota: string;
      corpo_hash: string;
      status: number | null;
      resposta: unknown;
    }>(db, sql`select rota, corpo_hash, status, resposta from integracao_idempotencia where ${where}`);
    if (!earlier) throw new HttpError(409, IDEMPOTENCY_MESSAGES.running);
    if (earlier.rota !== claim.rota || earlier.corpo_hash !== bodyHash)
      throw new HttpError(409, IDEMPOTENCY_MESSAGES.otherBody);
    if (earlier.status === null) throw new HttpError(409, IDEMPOTENCY_MESSAGES.running);
    if (earlier.status >= 400)
      throw new HttpError(earlier.status, (earlier.resposta as { errors: string[] }).errors);
    return { body: earlier.resposta as T, replayed: true };
  }
  const keep = (status: number, answer: unknown) =>
    db.execute(sql`update integracao_idempotencia set status = ${status}, resposta = ${JSON.stringify(answer)}::jsonb
        where ${where}`);
  let body: T;
  try {
    body = await work();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      await keep(error.statusCode, { errors: error.messages });
    } else {
      await db.execute(sql`delete from integracao_idempotencia where ${where}`);
    }
    throw error;
  }
  await keep(200, body);
  return { body, replayed: false };
}
