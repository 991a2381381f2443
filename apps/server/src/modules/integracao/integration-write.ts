import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG } from '@prix/shared';
import { IDEMPOTENCY_HEADER } from '@prix/shared/integracao';
import type { IntegrationCaller } from '../../auth/integration-token.js';
import { HttpError } from '../../plugins/errors.js';
import { idempotent } from './idempotency.js';

/** What every integration route answers besides its result: `{ errors: [...] }` in Portuguese. */
export const integrationErrors = z.object({ errors: z.array(z.string()) });

/** The answers a route of `/api/integracao/*` may give besides its own (`ok`): refusals by the token, limits. */
export const integrationResponses = <T extends z.ZodType>(ok: Record<number, T>, ...errors: number[]) => ({
  ...ok,
  ...Object.fromEntries([400, 401, 403, ...errors, 429].map((code) => [code, integrationErrors])),
});

/** A write's optional `Idempotency-Key` header (decision 0054). */
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .optional()
    .describe('Uma chave única por operação (um UUID, por exemplo): repetir a chamada não a repete'),
});

/**
 * Runs an integration's write once per `Idempotency-Key` (decision 0054): the calling token's integration,
 * the key and body claimed under `rota`, the stored answer given again (with `Idempotent-Replayed: true`)
 * when the same call comes back.
 */
export async function idempotentWrite<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  rota: string,
  work: (caller: IntegrationCaller) => Promise<T>,
): Promise<T> {
  const caller = request.integration;
  if (!caller) throw new HttpError(401, MSG.naoAutenticado);
  const key = request.headers[IDEMPOTENCY_HEADER];
  const answer = await idempotent(
    request.server.database.db,
    { integracaoId: caller.id, key: typeof key === 'string' ? key : undefined, rota, body: request.body },
    () => work(caller),
  );
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  return answer.body;
}
