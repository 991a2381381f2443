import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { EMPRESA_HEADER } from '@prix/shared';
import { authStateFrom, type AuthState } from '../auth/access-context.js';
import { findSession, type LiveSession } from '../auth/session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's state for this request (memoised), or null when not signed in. */
    auth(): Promise<AuthState | null>;
    /** The stored session behind the cookie (memoised), or null. */
    session(): Promise<LiveSession | null>;
  }
  interface FastifyInstance {
    sessionCookie: {
      name: string;
      set(reply: FastifyReply, token: string): void;
      clear(reply: FastifyReply): void;
      read(request: FastifyRequest): string | undefined;
    };
  }
}

/** Server-side sessions in PostgreSQL behind an opaque, httpOnly, SameSite=Lax cookie (DESIGN §3). */
export default fp(
  async function sessions(app: FastifyInstance) {
    const { config, database } = app;
    const secure = config.publicUrl.startsWith('https://');
    // `__Host-` binds the cookie to this exact host over HTTPS, with no Domain and Path=/.
    const name = secure ? '__Host-prix_sessao' : 'prix_sessao';
    const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };

    await app.register(cookie, { secret: config.sessionSecret });
    app.decorate('sessionCookie', {
      name,
      set: (reply: FastifyReply, token: string) =>
        reply.setCookie(name, token, { ...options, maxAge: config.session.absoluteSeconds }),
      clear: (reply: FastifyReply) => reply.clearCookie(name, options),
      read: (request: FastifyRequest) => request.cookies[name],
    });

    const sessionCache = new WeakMap<FastifyRequest, Promise<LiveSession | null>>();
    const authCache = new WeakMap<FastifyRequest, Promise<AuthState | null>>();

    app.decorateRequest('session', function (this: FastifyRequest) {
      let pending = sessionCache.get(this);
      if (!pending) {
        const token = app.sessionCookie.read(this);
        pending = token ? findSession(database, token, config.session) : Promise.resolve(null);
        sessionCache.set(this, pending);
      }
      return pending;
    });

    app.decorateRequest('auth', function (this: FastifyRequest) {
      let pending = authCache.get(this);
      if (!pending) {
        const indice = Number.parseInt(String(this.headers[EMPRESA_HEADER] ?? '0'), 10);
        // The session lookup read the grants and companies too: no other query (session-store.ts).
        pending = this.session().then((s) =>
          s ? authStateFrom(s.usuario, s.access, Number.isFinite(indice) && indice >= 0 ? indice : 0) : null,
        );
        authCache.set(this, pending);
      }
      return pending;
    });
  },
  { name: 'sessions', dependencies: ['database'] },
);
