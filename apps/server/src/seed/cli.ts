import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { holdsPartners, seed } from './index.js';
import { seedContent } from './content.js';
import { openStorage } from '../storage/index.js';

/**
 * `npm run seed -- --demo`: migrates and (re)inserts the demo data into the configured database. Only on
 * purpose (the flag), and never over a production portal's partners.
 */
const config = loadConfig();
if (!process.argv.includes('--demo')) {
  process.stderr.write(
    'Use `npm run seed -- --demo` para gravar os dados de demonstração (pessoas, empresas, faturamento…). Os dados de referência do programa chegam a cada início do portal.\n',
  );
  process.exit(2);
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (config.env === 'production' && (await holdsPartners(database.db))) {
    process.stderr.write(
      'Recusado: este banco de produção já tem parceiros; os dados de demonstração se misturariam aos reais.\n',
    );
    process.exitCode = 2;
  } else {
    await seed(database.db);
    await seedContent(database.db, await openStorage(config.storageUrl, config.dataDir));
    process.stdout.write(`Dados de demonstração gravados (${database.kind}).\n`);
  }
} finally {
  await database.close();
}
