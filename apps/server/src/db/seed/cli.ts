import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { seed } from './index.js';

/** `npm run seed`: migrates and (re)inserts the demo data into the configured database. */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seed(database.db);
await database.close();
process.stdout.write(`Dados de demonstração gravados (${database.kind}).\n`);
