import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { isSafeWebPage } from '@prix/shared';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A rate limit written `max/seconds`: `3/3600` is three per hour (decision 0010). */
const rateLimit = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
      const [max, seconds] = [Number(match?.[1]), Number(match?.[2])];
      if (!match || max < 1 || seconds < 1) {
        ctx.addIssue({ code: 'custom', message: 'use máximo/segundos, por exemplo 3/3600' });
        return z.NEVER;
      }
      return { max, seconds };
    });

/** A web page the portal links to (format/address.ts): https:// or http://, never javascript: or data:. */
const webPage = z.string().trim().refine(isSafeWebPage, 'use um endereço que comece com https:// ou http://');

/** Every setting the server reads from the environment, parsed once (README lists them). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: all interfaces, or only 127.0.0.1 while the embedded demo provider signs anyone in. */
  HOST: z.string().optional(),
  /** The address users reach the portal at; OIDC redirect URIs and the CSRF origin check derive from it. */
  PUBLIC_URL: z.url().optional(),
  /** Extra origins allowed to send writes, comma-separated (e.g. the Vite dev server). */
  TRUSTED_ORIGINS: z.string().default(''),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Where uploaded files live: unset → DATA_DIR/files; `file:///dir`; `s3://bucket/folder?endpoint=…`. */
  STORAGE_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_TIMEOUT: seconds(2 * 60 * 60),
  SESSION_ABSOLUTE_TIMEOUT: seconds(12 * 60 * 60),
  /** Sign-in starts and callbacks (both providers together) per client address. */
  RATE_LIMIT_SIGN_IN: rateLimit('60/60'),
  /** Calls with an unknown or expired session cookie per client address. */
  RATE_LIMIT_BAD_SESSION: rateLimit('120/60'),
  /** Invitation e-mails resent to one user. */
  RATE_LIMIT_INVITE_RESEND: rateLimit('3/3600'),
  /** Enquiries sent from the public locator ('Fale com um parceiro') per client address. */
  RATE_LIMIT_CONTATO: rateLimit('5/600'),
  /** Applications ('Seja um parceiro') and documents sent to one, per client address. */
  RATE_LIMIT_CANDIDATURA: rateLimit('5/600'),
  /** Visitors' privacy requests ('Seus dados pessoais') per client address. */
  RATE_LIMIT_PRIVACIDADE: rateLimit('5/600'),
  /** Calls of the integration routes per integration token. */
  RATE_LIMIT_INTEGRACAO: rateLimit('120/60'),
  /** Hosts a webhook may reach though they are private or loopback (a receiver inside the company). */
  WEBHOOK_HOSTS_PERMITIDOS: z.string().default(''),
  OIDC_PARCEIRO_ISSUER: z.url().optional(),
  OIDC_PARCEIRO_CLIENT_ID: z.string().optional(),
  OIDC_PARCEIRO_CLIENT_SECRET: z.string().optional(),
  OIDC_CORPORATIVO_ISSUER: z.url().optional(),
  OIDC_CORPORATIVO_CLIENT_ID: z.string().optional(),
  OIDC_CORPORATIVO_CLIENT_SECRET: z.string().optional(),
  EMBEDDED_IDP: bool,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Portal de Parceiros Prix <nao-responda@prix.com.br>'),
  /** The e-mail queue (decision 0022): first retry after this many seconds, doubling up to an hour. */
  MAIL_RETRY_DELAY: seconds(30),
  /** Attempts after the first before a message is given up (failed, kept in the queue's table). */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(12),
  /** How often an idle worker looks for queued e-mail (at least 0.5 s). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  CONTATO_URL: webPage.default('https://www.prix.com.br/contato'),
  SUPORTE_EMAIL: z.email().default('suporte@prix.com.br'),
  /** The e-learning platform of the training button, when the parameter URL_ELEARNING is not set. */
  ELEARNING_URL: webPage.optional(),
  /** The first administrator of a production portal: an empty database gets no one else (seed/administrator.ts). */
  ADMIN_EMAIL: z.email().optional(),
  /** Turns /metrics on, for `Authorization: Bearer <token>` only (at least 16 characters). */
  METRICS_TOKEN: z.string().min(16).optional(),
  // Signed-in pages drawn by the server (decision 0049); PRIMEIRA_TELA=false sends them to be drawn by the browser.
  PRIMEIRA_TELA: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0' && v !== 'no'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface RateLimit {
  max: number;
  seconds: number;
}

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** True when HOST was not set and the embedded provider made the server listen on 127.0.0.1 only. */
  hostNarrowed: boolean;
  publicUrl: string;
  /** Origins whose POST/PUT/DELETE are accepted: the public URL's, plus TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  storageUrl: string | undefined;
  sessionSecret: string;
  session: { idleSeconds: number; absoluteSeconds: number };
  /** Requests allowed per window (decision 0010), counted in the database every process shares. */
  rateLimit: {
    signIn: RateLimit;
    badSession: RateLimit;
    inviteResend: RateLimit;
    contato: RateLimit;
    candidatura: RateLimit;
    privacidade: RateLimit;
    integracao: RateLimit;
  };
  oidc: { parceiro: OidcClientConfig | null; corporativo: OidcClientConfig | null };
  /** True when sign-in goes through the identity provider embedded in this server. */
  embeddedIdp: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailQueue: { retryDelaySeconds: number; retryLimit: number; pollSeconds: number };
  contatoUrl: string;
  elearningUrl: string | null;
  /** ADMIN_EMAIL: who becomes the first administrator when production starts on an empty database. */
  adminEmail: string | null;
  suporteEmail: string;
  logLevel: string;
  metricsToken: string | undefined;
  /**
   * Webhooks (decision 0056): whether an endpoint may be http:// (outside production only), and the hosts it
   * may reach though they resolve to private, loopback or link-local addresses (lower case, IPv6 unbracketed).
   */
  webhook: { httpAllowed: boolean; allowedHosts: string[] };
  /** Whether signed-in pages arrive drawn by the server (decision 0049). */
  firstView: boolean;
  webDist: string;
  /** How often index.html is looked at again for a new build (default 1 s); tests set 0 to look every time. */
  webPageRecheckMs?: number;
}

function oidcClient(issuer?: string, clientId?: string, clientSecret?: string): OidcClientConfig | null {
  if (!issuer) return null;
  if (!clientId || !clientSecret)
    throw new ConfigError(`O emissor OIDC ${issuer} precisa de CLIENT_ID e CLIENT_SECRET.`);
  return { issuer, clientId, clientSecret };
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError with a readable reason for any unsafe or invalid setup. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const parceiro = oidcClient(
    e.OIDC_PARCEIRO_ISSUER,
    e.OIDC_PARCEIRO_CLIENT_ID,
    e.OIDC_PARCEIRO_CLIENT_SECRET,
  );
  const corporativo = oidcClient(
    e.OIDC_CORPORATIVO_ISSUER,
    e.OIDC_CORPORATIVO_CLIENT_ID,
    e.OIDC_CORPORATIVO_CLIENT_SECRET,
  );
  const needsEmbedded = !parceiro || !corporativo;
  if (production && needsEmbedded && !e.EMBEDDED_IDP) {
    throw new ConfigError(
      'Em produção configure OIDC_PARCEIRO_ISSUER e OIDC_CORPORATIVO_ISSUER, ou habilite explicitamente o provedor de identidade embutido com EMBEDDED_IDP=true.',
    );
  }
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError('Em produção defina SESSION_SECRET (ao menos 32 caracteres).');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const devOrigins = production ? [] : ['http://localhost:5173'];
  const extraOrigins = e.TRUSTED_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // The embedded provider lets anyone who reaches the port sign in as any demo user: unless told
    // otherwise, only this machine may reach it.
    host: e.HOST ?? (needsEmbedded ? '127.0.0.1' : '0.0.0.0'),
    hostNarrowed: !e.HOST && needsEmbedded,
    publicUrl,
    trustedOrigins: [new URL(publicUrl).origin, ...devOrigins, ...extraOrigins.map((o) => new URL(o).origin)],
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    storageUrl: e.STORAGE_URL || undefined,
    // Outside production a per-process secret is fine: it only signs the short-lived sign-in cookie.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    session: { idleSeconds: e.SESSION_IDLE_TIMEOUT, absoluteSeconds: e.SESSION_ABSOLUTE_TIMEOUT },
    rateLimit: {
      signIn: e.RATE_LIMIT_SIGN_IN,
      badSession: e.RATE_LIMIT_BAD_SESSION,
      inviteResend: e.RATE_LIMIT_INVITE_RESEND,
      contato: e.RATE_LIMIT_CONTATO,
      candidatura: e.RATE_LIMIT_CANDIDATURA,
      privacidade: e.RATE_LIMIT_PRIVACIDADE,
      integracao: e.RATE_LIMIT_INTEGRACAO,
    },
    oidc: { parceiro, corporativo },
    embeddedIdp: needsEmbedded,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mailQueue: {
      retryDelaySeconds: e.MAIL_RETRY_DELAY,
      retryLimit: e.MAIL_RETRY_LIMIT,
      pollSeconds: e.JOB_POLL_SECONDS,
    },
    contatoUrl: e.CONTATO_URL,
    elearningUrl: e.ELEARNING_URL ?? null,
    adminEmail: e.ADMIN_EMAIL ?? null,
    suporteEmail: e.SUPORTE_EMAIL,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN || undefined,
    webhook: {
      httpAllowed: !production,
      allowedHosts: e.WEBHOOK_HOSTS_PERMITIDOS.toLowerCase()
        .split(',')
        .map((host) => host.trim().replace(/^\[(.*)\]$/, '$1'))
        .filter(Boolean),
    },
    firstView: e.PRIMEIRA_TELA,
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
