import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { openStorage, type FileStorage } from '../storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (local directory or S3-compatible storage, decision 0014). */
    storage: FileStorage;
  }
}

/** Temporary files untouched this long belong to an upload that died with its process. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Registers the routes that receive files, in a context of their own with the multipart parser (streamed;
 * each route sets its limits through `receiveUpload`). Only there: app-wide, @fastify/multipart gives every
 * request an async onRequest and onResponse hook (they clean up after `saveRequestFiles`, which uploads here
 * never use), about a tenth of the CPU of an anonymous 401 (measured with `tools/bench/profile.ts`). Elsewhere a multipart body
 * is refused with 415.
 */
export async function withUploads(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    await routes(scope);
  });
}

/** Where uploaded files live. At start, temporary leftovers of a crash are swept away. */
export default fp(
  async function uploads(app: FastifyInstance) {
    const storage = await openStorage(app.config.storageUrl, app.config.dataDir);
    app.decorate('storage', storage);
    const swept = await storage.sweep(STALE_UPLOAD_MS).catch((error: unknown) => {
      app.log.warn({ err: error }, 'não foi possível limpar envios interrompidos');
      return 0;
    });
    if (swept) app.log.info(`${swept} envio(s) interrompido(s) removido(s) do armazenamento`);
  },
  { name: 'uploads', dependencies: ['errors'] },
);
