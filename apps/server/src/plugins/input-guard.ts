import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, isStorableText, unstorableMessage } from '@prix/shared';
import { HttpError, isApiUrl } from './errors.js';
import { syncHook } from './sync-hook.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Bad text in the address is a 404 on this route, not a 400 (it only looks names up). */
    badInputIsNotFound?: boolean;
  }
}

/** Fastify's `maxParamLength`, also checked here on every /api path segment (see the onRequest hook). */
export const MAX_PARAM_LENGTH = 100;

const decodeOrRaw = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Where the first string (value or key) PostgreSQL cannot store as sent is ('o campo nome', 'o parâmetro
 * uuid'), or null; iterative, so a deeply nested body cannot overflow the stack.
 */
function firstUnstorable(root: unknown, where: string, whole: string): string | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path ? `${where} ${path}` : whole;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const inside = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return path ? `${where} ${path}` : whole;
        stack.push([inner, inside]);
      }
    }
  }
  return null;
}

/**
 * Bad input is a 400, never a 500, on every /api route, whatever its schema says (ASVS 1.x/2.x):
 * - a path segment longer than MAX_PARAM_LENGTH answers 414 (the router would otherwise fall back to the
 *   web app's catch-all and answer 404);
 * - a NUL or a lone surrogate anywhere in the path parameters, the query string or the JSON body answers 400
 *   naming where it was. Field schemas refuse them first with the field's label (format/storable.ts); this
 *   hook is the net under routes whose schema does not.
 * It runs after the access guard: who may not call a route learns nothing about its input.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook(
      'onRequest',
      syncHook((request) => {
        // No segment can be longer than the whole address (decoding only shortens): most requests stop here.
        if (request.url.length <= MAX_PARAM_LENGTH || !isApiUrl(request.url)) return;
        const path = request.url.split('?')[0]!;
        if (path.split('/').some((segment) => decodeOrRaw(segment).length > MAX_PARAM_LENGTH)) {
          throw new HttpError(414, MSG.enderecoLongo);
        }
      }),
    );
    app.addHook(
      'preHandler',
      syncHook((request) => {
        if (!isApiUrl(request.url)) return;
        const where =
          firstUnstorable(request.params, 'o parâmetro', 'o endereço') ??
          firstUnstorable(request.query, 'o parâmetro de consulta', 'a consulta') ??
          firstUnstorable(request.body, 'o campo', 'o corpo da requisição');
        if (where) {
          // A route that looks things up by name (documents) answers as for any name that finds nothing.
          if (request.routeOptions.config.badInputIsNotFound) throw new HttpError(404, MSG.naoEncontrado);
          throw new HttpError(400, unstorableMessage(where));
        }
      }),
    );
  },
  { name: 'input-guard', dependencies: ['access-guard'] },
);
