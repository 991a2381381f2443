import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MSG } from '@prix/shared';
import { access } from './access.js';
import { HttpError } from './errors.js';

/** Whether `file` (relative to `root`) is a regular file of the build, inside it. */
function isBuildFile(root: string, file: string): boolean {
  // Hidden entries (.vite/manifest.json, for the build's own checks) are not part of the site.
  if (!file || file.endsWith('/') || file.split('/').some((part) => part.startsWith('.'))) return false;
  const full = path.join(root, file);
  if (!full.startsWith(root + path.sep)) return false;
  try {
    return statSync(full).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built React app. Real files of the build are sent as they are (their .br/.gz siblings, written at
 * build time, when the browser accepts them); /assets/* is fingerprinted, so immutable; every other page address
 * gets index.html, whatever it ends with (a document viewer's address ends in the file's name: SPEC §2.2), and
 * the client router decides. Unknown /api/* and /assets/* answer 404, never the app's page.
 */
export default fp(
  async function webApp(app: FastifyInstance) {
    const root = path.resolve(app.config.webDist);
    const built = existsSync(`${root}/index.html`);
    if (!built) app.log.warn(`aplicação web não encontrada em ${root}: rode "npm run build"`);
    // preCompressed: index-abc.js is sent as index-abc.js.br (or .gz) with Content-Encoding and
    // Vary: Accept-Encoding when the request accepts it; @fastify/compress leaves those untouched.
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

    // The page is never used from a cache without asking: a new release must reach the next navigation.
    const sendApp = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });

    app.get('/*', { config: { access: access.public } }, async (request, reply) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      } catch {
        throw new HttpError(404, MSG.rotaNaoEncontrada);
      }
      if (pathname.startsWith('/api/') || pathname === '/api')
        throw new HttpError(404, MSG.rotaNaoEncontrada);
      if (!built) throw new HttpError(404, MSG.rotaNaoEncontrada);
      const isAsset = pathname === '/assets' || pathname.startsWith('/assets/');
      const file = pathname.slice(1);
      if (file === 'index.html') return sendApp(reply);
      if (isBuildFile(root, file)) {
        // Vite fingerprints everything under assets/; other build files (favicon.svg) may change in place.
        return isAsset
          ? reply.sendFile(file, { immutable: true, maxAge: '365d' })
          : reply.sendFile(file, { maxAge: 0 });
      }
      if (isAsset) throw new HttpError(404, MSG.rotaNaoEncontrada);
      return sendApp(reply);
    });
  },
  { name: 'web-app' },
);
