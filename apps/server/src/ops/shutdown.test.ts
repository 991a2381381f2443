import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database.js';
import { shutDown } from './shutdown.js';

describe('shutDown', () => {
  it('closes the database only after every plugin has stopped, then releases the data directory', async () => {
    const database = await createTestDatabase();
    const order: string[] = [];
    const app = Fastify();
    // As the job queue does: its stop still talks to the database.
    await app.register(
      fp(async (plugin) => {
        plugin.addHook('onClose', async () => {
          await database.db.execute(sql`select 1`);
          order.push('plugin stopped');
        });
      }),
    );
    await app.ready();
    const closeDatabase = async () => {
      await database.close();
      order.push('database closed');
    };
    await shutDown(app, { close: closeDatabase }, async () => {
      order.push('directory released');
    });
    expect(order).toEqual(['plugin stopped', 'database closed', 'directory released']);
  });
});
