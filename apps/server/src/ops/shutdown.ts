import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

/**
 * Stops the server: the app (requests in flight, then every plugin's onClose), then the database under it,
 * then the data directory's lock. Not an onClose hook of its own: Fastify runs those last-added first, so the
 * database would close before the plugins that still use it while they stop (the job queue's graceful stop,
 * which on PostgreSQL then logged an error on every stop soon after a start).
 */
export async function shutDown(
  app: FastifyInstance,
  database: Pick<Database, 'close'>,
  release?: (() => Promise<void>) | null,
): Promise<void> {
  await app.close();
  await database.close();
  await release?.();
}
