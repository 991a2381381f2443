import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { installJobSchema } from '../plugins/jobs.js';
import { openDatabase } from '../db/client.js';

/**
 * Run by the build (build.mjs): makes the embedded database's cluster once, so a first `npm start` copies it
 * instead of running initdb (db/client.ts, PGLITE_TEMPLATE_DIR). Migrated and with the job queue's schema, as
 * every start would leave it; not seeded, since the demo's dates follow the day the portal first starts.
 */
export async function makePgliteTemplate(target: string): Promise<void> {
  const work = `${target}.work`;
  await rm(work, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: work, template: null });
  try {
    await database.migrate();
    await installJobSchema(database);
  } finally {
    await database.close();
  }
  await rm(target, { recursive: true, force: true });
  await rename(path.join(work, 'pg'), target);
  await rm(work, { recursive: true, force: true });
}
