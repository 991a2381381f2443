import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATIONS_DIR, queryRows } from '../../db/client.js';
import { access } from '../../plugins/access.js';

/** How many migrations this build brings (drizzle's journal, copied beside the bundle). */
async function expectedMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Each check's name as an operator reads it, and why it failed. */
type Check = () => Promise<void>;

/**
 * Health for the orchestrator, public and cheap, with no personal data:
 * - `GET /api/health`: the process answers (no database work): restart it when this fails;
 * - `GET /api/ready`: the database answers and has every migration of this build, and the file storage
 *   takes a write: send it traffic only when this is 200; 503 says which part failed.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const migrations = await expectedMigrations();
  const checks: Record<string, Check> = {
    'banco de dados': async () => {
      await queryRows(app.database.db, sql`select 1`);
    },
    migrações: async () => {
      const [row] = await queryRows<{ applied: number }>(
        app.database.db,
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      if ((row?.applied ?? 0) < migrations) throw new Error('pendentes');
    },
    'armazenamento de arquivos': () => app.storage.probe(),
  };

  const status = z.object({ status: z.literal('ok') });
  const open = (summary: string) => ({
    config: { access: access.public, docs: { summary, tags: ['Operação'], response: { 200: status } } },
  });
  app.get('/api/health', open('Vivo: o processo responde (sem banco)'), async () => ({ status: 'ok' }));
  app.get(
    '/api/ready',
    open('Pronto: banco, migrações e armazenamento; 503 diz o que falhou'),
    async (_request, reply) => {
      const failed: string[] = [];
      for (const [name, check] of Object.entries(checks)) {
        try {
          await check();
        } catch {
          failed.push(`Indisponível: ${name}.`);
        }
      }
      if (failed.length) return reply.status(503).send({ errors: failed });
      return { status: 'ok' };
    },
  );
}
