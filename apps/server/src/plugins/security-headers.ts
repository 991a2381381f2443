import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { VIDEO_PLAYER_ORIGIN } from '@prix/shared';
import { isApiUrl } from './errors.js';
import { addRouteHook, type RouteHook } from './sync-hook.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An /api route that answers a page a person reads in the browser (the API reference): the site's headers. */
    page?: boolean;
  }
}

/**
 * helmet's headers, worked out once. Its middleware (and @fastify/helmet, which rebuilds it on every request)
 * computes the same values for every answer; run once at start-up on a recording response, they are a list
 * the request hook copies (helmet alone took a bare Fastify route from 68,000 to 23,000 req/s).
 */
export function securityHeaders(options: HelmetOptions): readonly (readonly [string, string])[] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  let failure: unknown;
  // helmet's middleware is synchronous: every header is set when it returns.
  helmet(options)({} as never, recorder, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return [...headers];
}

/** The site's options: a strict CSP with the one video host, and a Referrer-Policy forms can live with. */
export function siteSecurityOptions(publicUrl: string): HelmetOptions {
  const https = publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // The video page's player (SPEC §2.2 /video): the one allowed video host, nothing else.
        'frame-src': ["'self'", VIDEO_PLAYER_ORIGIN],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    // helmet's default `no-referrer` makes Chromium send `Origin: null` on same-origin form posts.
    referrerPolicy: { policy: 'same-origin' },
  };
}

/**
 * What an API answer needs (OWASP REST Security Cheat Sheet, decision 0032): it is data, not a page, so
 * nothing in it may run or load (CSP `default-src 'none'`), be framed, be sniffed into another type or be read
 * by another site's page; HSTS under https as for pages; `Cache-Control: no-store` comes from the error
 * plugin. The page-only headers (the site's CSP, COOP, Origin-Agent-Cluster, DNS prefetch, the referrer
 * policy of its links) would only cost bytes: half of an anonymous 401's size.
 */
export function apiSecurityOptions(publicUrl: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    strictTransportSecurity: publicUrl.startsWith('https:'),
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/** A header list as Fastify keeps a reply's headers: lower-case names. */
const asReplyHeaders = (list: readonly (readonly [string, string])[]) =>
  Object.fromEntries(list.map(([name, value]) => [name.toLowerCase(), value]));

/**
 * Hands the answer over to code that writes the raw response itself (the embedded provider's pages), with the
 * headers given so far (the security headers among them), which Fastify would otherwise write only when it
 * sends the answer.
 */
export function hijackWithHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.hijack();
}

/**
 * Every answer gets its security headers: an /api answer the API's (unless its route is a `page`), the rest
 * (pages, files, the embedded provider) the site's, and names its request (`X-Request-Id`, so a person
 * reporting a problem can quote it). Given as the reply's own headers, which Node writes in one pass with the
 * rest (on the raw response they cost a second pass in the profile of the login page); answers written
 * outside Fastify get them through `hijackWithHeaders`.
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance) {
    const site = asReplyHeaders(securityHeaders(siteSecurityOptions(app.config.publicUrl)));
    const api = asReplyHeaders(securityHeaders(apiSecurityOptions(app.config.publicUrl)));
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiUrl(request.url) ? api : site).header('x-request-id', request.id);
      done();
    });
    // An /api route that is a page gets the site's headers over the API's (every API header is among the
    // site's, so each is replaced), decided when the route is registered.
    const sitePage: RouteHook = (_request, reply, done) => {
      reply.headers(site);
      done();
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.page && isApiUrl(route.url)) addRouteHook(route, 'onRequest', sitePage);
    });
  },
  { name: 'security-headers' },
);
