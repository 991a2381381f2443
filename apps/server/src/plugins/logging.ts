import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import type { Config } from '../config.js';

/** An id a proxy or client may pass on: short and plain, so it cannot forge log lines. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

type LogArgs = [object | string, string?, ...unknown[]];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, made only when the request logs something at an enabled level: pino's child (the request
 * id bound and serialised) cost every request, the many that log nothing included (measured with `tools/bench/profile.ts`).
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  private get child_(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }
  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.child_.level = level;
  }
  private enabled(level: Level): boolean {
    if (this.#child || this.options.level) return true;
    const parent = this.parent as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    return parent.isLevelEnabled?.(level) ?? true;
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.child_.child(bindings, options);
  }
  // Methods on the prototype, not arrow fields: nothing is made per request but the object itself.
  fatal(...args: LogArgs) {
    this.write('fatal', args);
  }
  error(...args: LogArgs) {
    this.write('error', args);
  }
  warn(...args: LogArgs) {
    this.write('warn', args);
  }
  info(...args: LogArgs) {
    this.write('info', args);
  }
  debug(...args: LogArgs) {
    this.write('debug', args);
  }
  trace(...args: LogArgs) {
    this.write('trace', args);
  }
  silent() {}
  private write(level: Level, args: LogArgs): void {
    if (this.enabled(level)) this.child_[level](...args);
  }
}

/**
 * Logs an operator can use and nobody can mine: JSON in production, readable lines when a person
 * watches a terminal; a request id on every line of a request and in its `X-Request-Id` answer (taken from
 * the proxy's `X-Request-Id` when it sends a plain one; plugins/security-headers.ts writes it on the answer);
 * and no personal data or secret: requests are logged by method and path only (query strings carry e-mails
 * on the error page and codes in the OIDC callback), and cookies and authorisation headers are never logged.
 */
export function loggingOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'childLoggerFactory'> {
  const pretty = config.env !== 'production' && process.stdout.isTTY === true;
  return {
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] },
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          path: req.url.split('?')[0],
        }),
      },
      ...(pretty
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
            },
          }
        : {}),
    },
    requestIdHeader: false,
    childLoggerFactory: (logger, bindings, options) =>
      new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}
