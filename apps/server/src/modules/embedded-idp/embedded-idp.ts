import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import { MSG } from '@prix/shared';
import { PAGE } from '@prix/shared/pages';
import { access } from '../../plugins/access.js';
import { afterFirstAnswer } from '../../plugins/after-first-answer.js';
import { isDatabaseUnavailable } from '../../plugins/errors.js';
import { hookWithSlowPath } from '../../plugins/sync-hook.js';
import { hijackWithHeaders } from '../../plugins/security-headers.js';
import { escapeHtml } from '../../lib/html.js';
import { listDemoAccounts, renderLoginPage } from './embedded-idp-page.js';
import { databaseAdapter, sharedSigningKey } from './oidc-adapter.js';

export const IDP_MOUNT = '/oidc';
const INTERACTION_PATH = '/idp/interacao';
/** The logout page's one line of script, served as a file: the site's CSP (`script-src 'self'`) runs no inline script. */
const LOGOUT_SCRIPT_PATH = '/idp/sair.js';

export const EMBEDDED_CLIENTS = {
  parceiro: { clientId: 'portal-parceiros', clientSecret: 'segredo-parceiros-embutido' },
  corporativo: { clientId: 'portal-corporativo', clientSecret: 'segredo-corporativo-embutido' },
} as const;

/** The provider's configuration: the portal's two clients, its pages in Portuguese, its state in the database. */
function providerConfiguration(app: FastifyInstance, jwk: object): Configuration {
  const { publicUrl, sessionSecret } = app.config;
  return {
    adapter: databaseAdapter(() => app.database.db),
    clients: [
      {
        client_id: EMBEDDED_CLIENTS.parceiro.clientId,
        client_secret: EMBEDDED_CLIENTS.parceiro.clientSecret,
        redirect_uris: [`${publicUrl}/api/auth/callback`],
        post_logout_redirect_uris: [`${publicUrl}${PAGE.login}`],
        token_endpoint_auth_method: 'client_secret_post',
      },
      {
        client_id: EMBEDDED_CLIENTS.corporativo.clientId,
        client_secret: EMBEDDED_CLIENTS.corporativo.clientSecret,
        redirect_uris: [`${publicUrl}/api/acesso/oidc/callback`],
        post_logout_redirect_uris: [`${publicUrl}${PAGE.login}`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [sessionSecret] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Signing out of the portal signs out here too, without a confirmation page.
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Saindo…</title></head>
<body>${form}<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<noscript><button type="submit" form="op.logoutForm">Sair</button></noscript>
<script src="${LOGOUT_SCRIPT_PATH}"></script></body></html>`;
        },
        // Reached only without a return address (the portal always sends one): in Portuguese all the same.
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.body = `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Sessão encerrada</title></head>
<body><h1>Sessão encerrada</h1><p><a href="${PAGE.login}">Voltar para o login</a></p></body></html>`;
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: true }),
    }),
    // First-party clients only: consent is implied, so every scope asked for is granted at once.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session!;
      const clientId = ctx.oidc.client!.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.grantIdFor(clientId, grant.jti);
      return grant;
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 120,
      IdToken: 3600,
      Interaction: 3600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
    renderError: async (ctx, out, error) => {
      // Its state is in our database: while that is out of reach, the same 503 as the API.
      const unavailable = isDatabaseUnavailable(error);
      if (unavailable) {
        ctx.status = 503;
        ctx.set('retry-after', '5');
      }
      const message = unavailable ? MSG.servicoIndisponivel : String(out.error_description ?? out.error);
      ctx.type = 'html';
      ctx.body = `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Erro de acesso</title></head>
<body><h1>Não foi possível concluir o acesso</h1><p>${escapeHtml(message)}</p>
<p><a href="${PAGE.login}">Voltar para o login</a></p></body></html>`;
    },
  };
}

/**
 * The identity provider embedded for development and demos (oidc-provider). Sign-in goes through the very
 * same OIDC code path as with a production provider; its login page lists the demo accounts.
 * Its state and signing key live in the database (oidc-adapter.ts), so it survives restarts and serves a
 * demo run on several processes; production still opts in to it explicitly, as anyone may sign in through it.
 */
export async function mountEmbeddedIdp(app: FastifyInstance): Promise<{ issuer: string }> {
  const issuer = `${app.config.publicUrl}${IDP_MOUNT}`;

  // Made on the first request to the provider, not at start: oidc-provider and its dependencies take ~0.3 s
  // to load (the start-up budget), and the login page needs none of it. Loading starts once the
  // listening server has given its first answer (plugins/after-first-answer.ts), so the first sign-in does not
  // wait either. A failure (database out of reach) is not kept: the next request tries again.
  let ready: Promise<{ provider: Provider; handler: ReturnType<Provider['callback']> }> | null = null;
  const embedded = () =>
    (ready ??= (async () => {
      const [{ default: OidcProvider }, jwk] = await Promise.all([
        import('oidc-provider'),
        sharedSigningKey(app.database.db),
      ]);
      const provider = new OidcProvider(issuer, providerConfiguration(app, jwk));
      return { provider, handler: provider.callback() };
    })().catch((error: unknown) => {
      ready = null;
      throw error;
    }));
  afterFirstAnswer(app, 'onListen', () => void embedded().catch(() => undefined));

  // Hijacked before Fastify reads the body: oidc-provider parses its own requests. Mounted after the security
  // headers (app.ts, plugins/security-headers.ts), which go on the raw response as it is handed over.
  const isProviderUrl = (url: string) =>
    url === IDP_MOUNT || url.startsWith(`${IDP_MOUNT}/`) || url.startsWith(`${IDP_MOUNT}?`);
  app.addHook(
    'onRequest',
    hookWithSlowPath(
      (request) => isProviderUrl(request.raw.url ?? ''),
      async (request, reply) => {
        const url = request.raw.url ?? '';
        const { handler } = await embedded();
        hijackWithHeaders(reply);
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        raw.originalUrl = url;
        raw.url = url.slice(IDP_MOUNT.length) || '/';
        handler(raw, reply.raw);
      },
    ),
  );

  await app.register(async (idp) => {
    await idp.register(formbody);

    idp.get(LOGOUT_SCRIPT_PATH, { config: { access: access.public } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send('document.forms[0].submit();\n'),
    );

    idp.get(`${INTERACTION_PATH}/:uid`, { config: { access: access.public } }, async (request, reply) => {
      const { provider } = await embedded();
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const accounts = await listDemoAccounts(app.database.db);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderLoginPage({ uid: details.uid, action: `${INTERACTION_PATH}/${details.uid}`, accounts }));
    });

    const loginBody = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()) });
    idp.post(`${INTERACTION_PATH}/:uid`, { config: { access: access.public } }, async (request, reply) => {
      const parsed = loginBody.safeParse(request.body);
      const { provider } = await embedded();
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (!parsed.success) {
        const accounts = await listDemoAccounts(app.database.db);
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(
            renderLoginPage({
              uid: details.uid,
              action: `${INTERACTION_PATH}/${details.uid}`,
              accounts,
              error: 'Informe um e-mail válido.',
            }),
          );
      }
      hijackWithHeaders(reply);
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: parsed.data.email } },
        { mergeWithLastSubmission: false },
      );
    });
  });

  return { issuer };
}
