import { z } from 'zod';
import { ERRO_TITULAR_ANONIMIZADO } from '@prix/shared/core/privacidade';
import { PAGE } from '@prix/shared/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { usuario } from '../../db/schema.js';
import { OidcRelyingParty, SignInError, type SignInFlow } from '../../auth/oidc-client.js';
import { describeDevice } from '../../auth/device.js';
import { createSession, deleteSession, type Provedor } from '../../auth/session-store.js';
import { EMBEDDED_CLIENTS } from '../embedded-idp/embedded-idp.js';
import { emailSha256 } from '../privacidade/titular-data.js';
import { access } from '../../plugins/access.js';

const FLOW_COOKIE = 'prix_oidc';
const FLOW_SECONDS = 600;

/** Error page types (SPEC §2.1); every type but the first shows the generic support message. */
const REDIRECT = z.null().describe('Redireciona (302) para o provedor ou para o portal');

export const ERRO = {
  usuarioNaoEncontrado: 'user-not-found-portal-parceiros',
  falhaLogin: 'falha-login',
  somenteColaboradores: 'acesso-corporativo-somente-colaboradores',
  /** The person was anonymised at their request (decision 0048): the page says so (MSG_TITULAR_ANONIMIZADO). */
  titularAnonimizado: ERRO_TITULAR_ANONIMIZADO,
} as const;

/**
 * Partner sign-in (`/api/auth/*`) and employee single sign-on (`/api/acesso/oidc/*`): two relying parties,
 * one code path, ending in a fresh server-side session.
 */
export async function signInRoutes(app: FastifyInstance, opts: { embeddedIssuer: string | null }) {
  const { config, database } = app;
  const issuerFor = (p: Provedor) =>
    config.oidc[p] ?? { issuer: opts.embeddedIssuer!, ...EMBEDDED_CLIENTS[p] };
  const parties: Record<Provedor, OidcRelyingParty> = {
    parceiro: new OidcRelyingParty(
      'parceiro',
      issuerFor('parceiro'),
      `${config.publicUrl}/api/auth/callback`,
      {
        forceLoginPrompt: !config.oidc.parceiro,
      },
    ),
    corporativo: new OidcRelyingParty(
      'corporativo',
      issuerFor('corporativo'),
      `${config.publicUrl}/api/acesso/oidc/callback`,
      // The demo provider asks every time, so one can switch between the demo accounts.
      { forceLoginPrompt: !config.oidc.corporativo },
    ),
  };
  const loginPage = `${config.publicUrl}${PAGE.login}`;
  const flowCookie = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
    path: '/api',
    signed: true,
  };

  const errorPage = (type: string, email?: string) =>
    `${PAGE.erros}?${new URLSearchParams({ type, ...(email ? { email } : {}) }).toString()}`;

  async function start(provedor: Provedor, reply: FastifyReply) {
    try {
      const { url, flow } = await parties[provedor].start();
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), { ...flowCookie, maxAge: FLOW_SECONDS });
      return reply.redirect(url);
    } catch (error) {
      reply.log.error({ err: error, provedor }, 'provedor de identidade indisponível');
      return reply.redirect(errorPage(ERRO.falhaLogin));
    }
  }

  function readFlow(request: FastifyRequest, provedor: Provedor): SignInFlow | null {
    const raw = request.cookies[FLOW_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    try {
      const flow = JSON.parse(unsigned.value) as SignInFlow;
      return flow.provedor === provedor ? flow : null;
    } catch {
      return null;
    }
  }

  async function callback(provedor: Provedor, request: FastifyRequest, reply: FastifyReply) {
    const flow = readFlow(request, provedor);
    reply.clearCookie(FLOW_COOKIE, flowCookie);
    if (!flow) return reply.redirect(loginPage);
    let email: string;
    let idToken: string | null;
    try {
      ({ email, idToken } = await parties[provedor].finish(new URL(request.url, config.publicUrl), flow));
    } catch (error) {
      request.log.warn(
        { err: error instanceof SignInError ? error.message : error, provedor },
        'falha no login',
      );
      return reply.redirect(errorPage(ERRO.falhaLogin));
    }
    const [user] = await database.db
      .select({ id: usuario.id, externo: usuario.externo })
      .from(usuario)
      .where(sql`lower(${usuario.email}) = ${email} and not ${usuario.inativo}`);
    if (!user) {
      // An anonymised person's address is gone; only its SHA-256 is kept, to tell them why.
      const [anonimizado] = await queryRows(
        database.db,
        sql`select 1 from titular_anonimizado where email_sha256 = ${emailSha256(email)}`,
      );
      if (anonimizado) return reply.redirect(errorPage(ERRO.titularAnonimizado));
      return reply.redirect(errorPage(ERRO.usuarioNaoEncontrado, email));
    }
    if (provedor === 'corporativo' && user.externo) {
      return reply.redirect(errorPage(ERRO.somenteColaboradores, config.suporteEmail));
    }
    // A new token at every sign-in: whatever session the browser had is dropped, never reused.
    const previous = app.sessionCookie.read(request);
    if (previous) await deleteSession(database.db, previous);
    const token = await createSession(database.db, {
      usuarioId: user.id,
      provedor,
      idToken,
      dispositivo: describeDevice(request.headers['user-agent']),
    });
    app.sessionCookie.set(reply, token);
    return reply.redirect(PAGE.home);
  }

  // Starts and callbacks of both providers share one counter per client address (decision 0010).
  const signIn = (summary: string) => ({
    config: {
      access: access.public,
      rateLimit: app.rateLimits.signIn,
      docs: { summary, tags: ['Acesso'], response: { 302: REDIRECT } },
    },
  });
  app.get('/api/auth/signin', signIn('Parceiros: começa o login no provedor (navegação)'), (_req, reply) =>
    start('parceiro', reply),
  );
  app.get('/api/auth/callback', signIn('Parceiros: volta do provedor e abre a sessão'), (req, reply) =>
    callback('parceiro', req, reply),
  );
  app.get(
    '/api/acesso/oidc/login',
    signIn('Colaboradores: começa o login corporativo (navegação)'),
    (_req, reply) => start('corporativo', reply),
  );
  app.get(
    '/api/acesso/oidc/callback',
    signIn('Colaboradores: volta do provedor e abre a sessão'),
    (req, reply) => callback('corporativo', req, reply),
  );

  signOutRoutes(app, parties, loginPage);
}

/** Signing out: a partner's session and the provider's, or an employee's session. */
function signOutRoutes(
  app: FastifyInstance,
  parties: Record<Provedor, OidcRelyingParty>,
  loginPage: string,
): void {
  const { database } = app;
  /** External users (SPEC §4): ends the portal session and the provider's, then back to the login page. */
  const signOutDocs = {
    summary: 'Parceiros: encerra a sessão e a do provedor (navegação)',
    tags: ['Acesso'],
    response: { 302: REDIRECT },
  };
  app.get(
    '/api/auth/signout',
    { config: { access: access.public, docs: signOutDocs } },
    async (request, reply) => {
      const token = app.sessionCookie.read(request);
      const ended = token ? await deleteSession(database.db, token) : null;
      app.sessionCookie.clear(reply);
      const party = parties[ended?.provedor ?? 'parceiro'];
      const endSession = await party.endSessionUrl(ended?.idToken ?? null, loginPage);
      return reply.redirect(endSession ?? loginPage);
    },
  );

  /** Internal users (SPEC §4): the client calls this, then opens the login page. */
  const logoutDocs = {
    summary: 'Colaboradores: encerra a sessão',
    tags: ['Acesso'],
    response: { 200: z.object({ logout_ok: z.boolean() }) },
  };
  app.post(
    '/api/acesso/logout',
    { config: { access: access.public, docs: logoutDocs } },
    async (request, reply) => {
      const token = app.sessionCookie.read(request);
      if (token) await deleteSession(database.db, token);
      app.sessionCookie.clear(reply);
      return { logout_ok: true };
    },
  );
}
