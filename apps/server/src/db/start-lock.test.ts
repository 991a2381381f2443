import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

// PostgreSQL only: PGlite belongs to one process (lib/data-dir-lock.ts refuses a second one).
const pgOnly = process.env.TEST_DB === 'pg' && process.env.TEST_DATABASE_URL ? describe : describe.skip;

pgOnly('start-up lock (several processes starting on one PostgreSQL)', () => {
  it('lets one at a time migrate and seed, the others waiting for it', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const processes = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
    try {
      const steps: string[] = [];
      await Promise.all(
        processes.map((database, i) =>
          database.exclusive!(async () => {
            steps.push(`início ${i}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
            steps.push(`fim ${i}`);
          }),
        ),
      );
      // Never two inside at once: every start is followed by its own end.
      for (let k = 0; k < steps.length; k += 2) expect(steps[k + 1]).toBe(steps[k]!.replace('início', 'fim'));
      expect(steps).toHaveLength(6);
      // A failure inside releases the lock for the next one.
      await expect(processes[0]!.exclusive!(() => Promise.reject(new Error('falhou')))).rejects.toThrow(
        'falhou',
      );
      await expect(processes[1]!.exclusive!(async () => 'livre')).resolves.toBe('livre');
    } finally {
      await Promise.all(processes.map((database) => database.close()));
    }
  });
});
