import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { isEmpty, seed } from './db/seed/index.js';
import { buildApp } from './app.js';

/** `npm start`: open (and migrate) the database, seed an empty one, listen. */
async function main() {
  // `ps` shows which runtime serves the portal (decision 0009: Node 24 even where the machine's Node is older).
  process.title = `portal-prix node ${process.version}`;
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (await isEmpty(database.db)) await seed(database.db);
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} recebido, encerrando`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  if (config.hostNarrowed)
    app.log.info(
      'provedor embutido ativo: o portal ouve só em 127.0.0.1 (defina HOST=0.0.0.0 para aceitar outras máquinas)',
    );
  app.log.info(
    `Portal de Parceiros em ${config.publicUrl} (Node ${process.version}, banco: ${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
