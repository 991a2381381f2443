import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { openStorage } from '../storage/index.js';
import { seedDemoOnPurpose } from './prepare.js';

/**
 * `npm run seed -- --demo`: migrates and (re)inserts the demo data into the configured database. Only on
 * purpose (the flag), and never over a production portal's partners.
 */
if (!process.argv.includes('--demo')) {
  process.stderr.write(
    'Use `npm run seed -- --demo` para gravar os dados de demonstração (pessoas, empresas, faturamento…). Os dados de referência do programa chegam a cada início do portal.\n',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const outcome = await seedDemoOnPurpose(database, config, () =>
    openStorage(config.storageUrl, config.dataDir),
  );
  if (outcome.refused) {
    process.stderr.write(`${outcome.refused}\n`);
    process.exitCode = 2;
  } else {
    process.stdout.write(`Dados de demonstração gravados (${database.kind}).\n`);
  }
} finally {
  await database.close();
}
