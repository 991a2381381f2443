import { createServer, type Server } from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import { freePort } from './free-port.js';

export interface ExternalIdp {
  readonly issuer: string;
  readonly clients: {
    parceiro: { clientId: string; clientSecret: string };
    corporativo: { clientId: string; clientSecret: string };
  };
  /** Who the next sign-in authenticates as (the provider's own login page, played by the test). */
  signInAs(email: string): void;
  close(): Promise<void>;
}

/**
 * An OpenID Connect provider of its own (oidc-provider on another port), as a company's corporate or partner
 * identity provider is to a production portal: its clients are registered for `portalUrl`, and each sign-in
 * authenticates whoever the test named last, without a page.
 */
export async function startExternalIdp(portalUrl: string): Promise<ExternalIdp> {
  const { default: Provider } = await import('oidc-provider');
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clients = {
    parceiro: { clientId: 'portal-parceiros-externo', clientSecret: 'segredo-do-provedor-de-parceiros' },
    corporativo: { clientId: 'portal-corporativo-externo', clientSecret: 'segredo-do-provedor-corporativo' },
  };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clients.parceiro.clientId,
        client_secret: clients.parceiro.clientSecret,
        redirect_uris: [`${portalUrl}/api/auth/callback`],
        post_logout_redirect_uris: [`${portalUrl}/acesso/login`],
        token_endpoint_auth_method: 'client_secret_post',
      },
      {
        client_id: clients.corporativo.clientId,
        client_secret: clients.corporativo.clientSecret,
        redirect_uris: [`${portalUrl}/api/acesso/oidc/callback`],
        post_logout_redirect_uris: [`${portalUrl}/acesso/login`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig' } as never] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    interactions: { url: (_ctx, interaction) => `/entrar/${interaction.uid}` },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: true }),
    }),
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  let who = '';
  const callback = provider.callback();
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/entrar/')) {
      void provider
        .interactionFinished(
          request,
          response,
          { login: { accountId: who } },
          { mergeWithLastSubmission: false },
        )
        .catch((error: unknown) => {
          response.statusCode = 500;
          response.end(String(error));
        });
      return;
    }
    void callback(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clients,
    signInAs: (email) => {
      who = email;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
