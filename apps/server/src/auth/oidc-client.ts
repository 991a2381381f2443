import * as oidc from 'openid-client';
import type { OidcClientConfig } from '../config.js';
import type { Provedor } from './session-store.js';

/** What must survive the round trip to the provider, kept in a signed, short-lived cookie. */
export interface SignInFlow {
  provedor: Provedor;
  verifier: string;
  state: string;
  nonce: string;
}

export interface SignInResult {
  email: string;
  idToken: string | null;
}

export class SignInError extends Error {}

/**
 * One relying party (openid-client): authorization code + PKCE, then the e-mail claim identifies the user.
 * Discovery is lazy and retried, so the server starts even while a provider is down.
 */
export class OidcRelyingParty {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    readonly provedor: Provedor,
    private readonly client: OidcClientConfig,
    private readonly redirectUri: string,
    private readonly options: { forceLoginPrompt: boolean },
  ) {}

  private config(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.client.issuer);
      this.configuration = oidc
        .discovery(
          issuer,
          this.client.clientId,
          undefined,
          oidc.ClientSecretPost(this.client.clientSecret),
          issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          this.configuration = null;
          throw error;
        });
    }
    return this.configuration;
  }

  async start(): Promise<{ url: string; flow: SignInFlow }> {
    const config = await this.config();
    const verifier = oidc.randomPKCECodeVerifier();
    const flow: SignInFlow = {
      provedor: this.provedor,
      verifier,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
    };
    const params: Record<string, string> = {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    };
    if (this.options.forceLoginPrompt) params.prompt = 'login';
    return { url: oidc.buildAuthorizationUrl(config, params).href, flow };
  }

  async finish(currentUrl: URL, flow: SignInFlow): Promise<SignInResult> {
    const config = await this.config();
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    let email = typeof claims?.email === 'string' ? claims.email : '';
    // Providers that follow the spec to the letter put scope claims only in userinfo.
    if (!email && claims?.sub) {
      const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      email = typeof userinfo.email === 'string' ? userinfo.email : '';
    }
    email = email.trim().toLowerCase();
    if (!email) throw new SignInError('O provedor de identidade não informou o e-mail.');
    return { email, idToken: tokens.id_token ?? null };
  }

  /** The provider's end-session address, so signing out of the portal also ends the provider's session. */
  async endSessionUrl(idToken: string | null, postLogoutRedirectUri: string): Promise<string | null> {
    try {
      const config = await this.config();
      if (!config.serverMetadata().end_session_endpoint) return null;
      const params: Record<string, string> = { post_logout_redirect_uri: postLogoutRedirectUri };
      if (idToken) params.id_token_hint = idToken;
      else params.client_id = this.client.clientId;
      return oidc.buildEndSessionUrl(config, params).href;
    } catch {
      return null;
    }
  }
}
