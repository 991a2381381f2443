import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MSG } from '@prix/shared';
import { access } from './access.js';
import { HttpError } from './errors.js';

/**
 * Serves the built React app: real files as they are, any other page address gets index.html (the client
 * router decides). Unknown /api/* and /assets/* answer 404, never the app's page.
 */
export default fp(
  async function webApp(app: FastifyInstance) {
    const root = app.config.webDist;
    const built = existsSync(`${root}/index.html`);
    if (!built) app.log.warn(`aplicação web não encontrada em ${root}: rode "npm run build"`);
    await app.register(fastifyStatic, { root, serve: false });

    app.get('/*', { config: { access: access.public } }, async (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (path.startsWith('/api/') || path === '/api') throw new HttpError(404, MSG.rotaNaoEncontrada);
      if (!built) throw new HttpError(404, MSG.rotaNaoEncontrada);
      const file = path.slice(1);
      const isAsset = path.startsWith('/assets/');
      if (file && !file.includes('..') && existsSync(`${root}/${file}`) && !file.endsWith('/')) {
        const immutable = isAsset; // Vite fingerprints everything under assets/
        return reply.sendFile(file, { immutable, maxAge: immutable ? '365d' : 0 });
      }
      if (isAsset || /\.[a-z0-9]{2,5}$/i.test(path)) throw new HttpError(404, MSG.rotaNaoEncontrada);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
