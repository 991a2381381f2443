import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/**
 * A route whose answer is the same for everyone (the public locator's data, decision 0046) says so with
 * `config.cache`: its 200 answers get `Cache-Control: public, max-age=…` and an ETag, and a request whose
 * `If-None-Match` holds that ETag gets a 304 without a body, so a browser or a CDN can keep it. Every other
 * /api answer stays `no-store` (plugins/errors.ts, the one place that writes both).
 */
export interface CachePolicy {
  /** Seconds a browser or a shared cache may keep the answer. */
  readonly maxAge: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
}

/**
 * Called on the way out of every /api answer, with its body as sent: the headers of a cacheable answer, and
 * the body to send ('' for a 304), or null when the route's answer may not be kept.
 */
export function cacheableAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): string | null {
  const policy = request.routeOptions.config?.cache;
  if (!policy || reply.statusCode !== 200 || typeof payload !== 'string') return null;
  const etag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', `public, max-age=${policy.maxAge}`).header('etag', etag);
  if (!fresh(request.headers, { etag })) return payload;
  reply.code(304);
  return '';
}
