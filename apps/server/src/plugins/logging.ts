import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** An id a proxy or client may pass on: short and plain, so it cannot forge log lines. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Logs an operator can use and nobody can mine (issue 16): JSON in production, readable lines when a person
 * watches a terminal; a request id on every line of a request and in its `X-Request-Id` answer (taken from
 * the proxy's `X-Request-Id` when it sends a plain one; plugins/security-headers.ts writes it on the answer);
 * and no personal data or secret: requests are logged by method and path only (query strings carry e-mails
 * on the error page and codes in the OIDC callback), and cookies and authorisation headers are never logged.
 */
export function loggingOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
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
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}
