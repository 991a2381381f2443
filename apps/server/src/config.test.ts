import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const issuers = {
  OIDC_PARCEIRO_ISSUER: 'https://login.parceiros.example/',
  OIDC_PARCEIRO_CLIENT_ID: 'portal',
  OIDC_PARCEIRO_CLIENT_SECRET: 's',
  OIDC_CORPORATIVO_ISSUER: 'https://sso.prix.example/',
  OIDC_CORPORATIVO_CLIENT_ID: 'portal',
  OIDC_CORPORATIVO_CLIENT_SECRET: 's',
};
const secret = { SESSION_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('uses the embedded identity provider when no issuer is configured (development)', () => {
    const config = loadConfig({});
    expect(config.embeddedIdp).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('listens only on 127.0.0.1 while the embedded provider signs anyone in, unless HOST says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', hostNarrowed: true });
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', hostNarrowed: false });
    expect(loadConfig({ ...issuers })).toMatchObject({ host: '0.0.0.0', hostNarrowed: false });
  });

  it('refuses to start in production with no issuer unless the embedded provider is enabled explicitly', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(/EMBEDDED_IDP=true/);
    expect(loadConfig({ NODE_ENV: 'production', EMBEDDED_IDP: 'true', ...secret }).embeddedIdp).toBe(true);
  });

  it('uses the configured issuers in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...secret, ...issuers });
    expect(config.embeddedIdp).toBe(false);
    expect(config.oidc.parceiro?.issuer).toBe('https://login.parceiros.example/');
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...issuers })).toThrow(/SESSION_SECRET/);
  });

  it('requires client credentials with an issuer', () => {
    expect(() => loadConfig({ OIDC_PARCEIRO_ISSUER: 'https://x.example/' })).toThrow(/CLIENT_ID/);
  });

  it('reads the rate limits as max/seconds, with production defaults (decision 0010)', () => {
    expect(loadConfig({}).rateLimit).toEqual({
      signIn: { max: 60, seconds: 60 },
      badSession: { max: 120, seconds: 60 },
      inviteResend: { max: 3, seconds: 3600 },
      contato: { max: 5, seconds: 600 },
      candidatura: { max: 5, seconds: 600 },
      privacidade: { max: 5, seconds: 600 },
      integracao: { max: 120, seconds: 60 },
    });
    expect(loadConfig({ RATE_LIMIT_INVITE_RESEND: ' 5 / 600 ' }).rateLimit.inviteResend).toEqual({
      max: 5,
      seconds: 600,
    });
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN: '10' })).toThrow(
      /RATE_LIMIT_SIGN_IN: use máximo\/segundos/,
    );
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN: '0/60' })).toThrow(ConfigError);
  });

  it('times sessions out after 2 h idle and 12 h in all by default (docs/security.md, ASVS 7.3.1 and 7.3.2)', () => {
    // The session tests set shorter timeouts of their own: the production defaults are checked here.
    expect(loadConfig({}).session).toEqual({ idleSeconds: 7200, absoluteSeconds: 43_200 });
    expect(loadConfig({ SESSION_IDLE_TIMEOUT: '600' }).session.idleSeconds).toBe(600);
  });

  it('allows http:// webhooks outside production only, and reads the hosts they may reach inside (decision 0056)', () => {
    const dev = loadConfig({ WEBHOOK_HOSTS_PERMITIDOS: ' ERP.interno , [::1],10.0.0.5,' });
    expect(dev.webhook).toEqual({ httpAllowed: true, allowedHosts: ['erp.interno', '::1', '10.0.0.5'] });
    expect(loadConfig({}).webhook.allowedHosts).toEqual([]);
    const production = loadConfig({ NODE_ENV: 'production', EMBEDDED_IDP: 'true', ...secret });
    expect(production.webhook.httpAllowed).toBe(false);
  });

  it('explains invalid values', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT: '-5' })).toThrow(/SESSION_IDLE_TIMEOUT/);
  });
});
