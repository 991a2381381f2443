import { mkdir } from 'node:fs/promises';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './seed/prepare.js';
import { openStorage } from './storage/index.js';
import { buildApp } from './app.js';
import { holdDataDir } from './lib/data-dir-lock.js';
import { shutDown } from './ops/shutdown.js';

const SHUTDOWN_MS = 10_000;

/**
 * `npm start`: open (and migrate) the database, seed an empty one (the demo; in production the reference data
 * and the first administrator only), bring the reference data a release adds, listen.
 */
async function main() {
  // `ps` shows which runtime serves the portal (decision 0009: Node 24 even where the machine's Node is older).
  process.title = `portal-prix node ${process.version}`;
  const config = loadConfig();
  // The embedded database belongs to one process: a second server, a backup or a restore on the same
  // directory is refused while this one runs.
  let release: (() => Promise<void>) | null = null;
  if (!config.databaseUrl) {
    await mkdir(config.dataDir, { recursive: true });
    release = await holdDataDir(config.dataDir);
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  // Several processes may start together on one PostgreSQL (a deployment of N instances): one at a time
  // migrates and seeds, the others then find nothing left to do.
  const exclusive = database.exclusive ?? (<T>(fn: () => Promise<T>) => fn());
  await exclusive(async () => {
    await database.migrate();
    // The demo's files go to the file storage through a second handle on it.
    await prepareDatabase(database, config, () => openStorage(config.storageUrl, config.dataDir));
  });
  const app = await buildApp({ config, database });
  // Graceful shutdown: stop accepting, let the requests in flight finish (at most SHUTDOWN_MS), close the
  // database (PGlite flushes its files), then exit. A second signal, or the time limit, exits at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} recebido: terminando as requisições em andamento`);
      setTimeout(() => {
        app.log.error(`encerramento passou de ${SHUTDOWN_MS / 1000} s: saindo sem esperar`);
        process.exit(1);
      }, SHUTDOWN_MS).unref();
      process.once(signal, () => process.exit(1));
      void shutDown(app, database, release).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'erro ao encerrar');
          process.exit(1);
        },
      );
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
