import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seed } from './index.js';
import { seedContent } from './content.js';
import { openStorage } from '../storage/index.js';

/** `npm run seed`: migrates and (re)inserts the demo data into the configured database. */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seed(database.db);
await seedContent(database.db, await openStorage(config.storageUrl, config.dataDir));
await database.close();
process.stdout.write(`Dados de demonstração gravados (${database.kind}).\n`);
