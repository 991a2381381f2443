import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { JSON_PREFIX, MSG, namesItsField } from '@prix/shared';
import { cacheableAnswer } from './cacheable.js';

/**
 * An error whose message is safe to show: it becomes `{ errors: [message] }` with its status. It is an answer,
 * not a fault, and is never logged with a stack: none is captured (a 401 spent more time building its stack
 * than answering).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string | string[],
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(Array.isArray(message) ? message.join('\n') : message);
    Error.stackTraceLimit = limit;
    this.messages = Array.isArray(message) ? message : [message];
  }
  readonly messages: string[];
}

const STATUS_MESSAGES: Record<number, string> = {
  401: MSG.naoAutenticado,
  403: MSG.semPermissaoAcao,
  404: MSG.rotaNaoEncontrada,
  405: MSG.metodoNaoPermitido,
  408: MSG.tempoEsgotado,
  413: 'Conteúdo muito grande',
  414: MSG.enderecoLongo,
  415: 'Tipo de conteúdo não suportado',
  429: MSG.muitasRequisicoes,
  431: MSG.cabecalhosGrandes,
};

/**
 * Errors that say the database cannot be reached right now, not that the request or the code is wrong:
 * a refused or broken connection (PostgreSQL stopped, restarting, a network cut), the server shutting the
 * connection (57P01 admin shutdown, 57P02 crash, 57P03 still starting), any SQLSTATE of class 08
 * (connection exception), too many connections (53300), and the pool's connection timeout.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: unexpectedly, due to connection timeout
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

/**
 * True when `error` (or what it wraps: drizzle puts the driver's error in `cause`, Node's connect puts one
 * error per address in an AggregateError's `errors`) says the database is out of reach.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** Every /api answer may carry personal data: none is kept by the browser or a shared cache (ASVS 14.3.2). */
export const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The product's error, written by hand for answers Fastify's hooks never see (a URL the router could not
 * read, a request Node refused before Fastify): the same prefix, shape and headers as every other error.
 */
function rawErrorResponse(
  status: number,
  messages: string[],
): { head: Record<string, string>; body: string } {
  const body = JSON_PREFIX + JSON.stringify({ errors: messages });
  return {
    body,
    head: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  };
}

/**
 * Fastify's `frameworkErrors`: a malformed percent-encoding (`/api/pais/%ZZ`, 400) and a path parameter
 * longer than `maxParamLength` (414), answered before routing.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const message =
    status === 414 ? MSG.enderecoLongo : status === 400 ? MSG.enderecoInvalido : MSG.erroInterno;
  if (status === 500) reply.log.error({ err: error }, 'erro inesperado');
  const { head, body } = rawErrorResponse(status, [message]);
  reply.raw.writeHead(status, head).end(body);
}

/**
 * Node's `clientError` (Fastify's `clientErrorHandler`): headers over the size limit (431), a request that
 * took too long (408), anything the HTTP parser refused (400).
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ err: error }, 'requisição recusada pelo servidor HTTP');
  if (socket.writable) {
    const { head, body } = rawErrorResponse(status, [STATUS_MESSAGES[status] ?? MSG.corpoInvalido]);
    const lines = Object.entries({ ...head, connection: 'close' }).map(([k, v]) => `${k}: ${v}`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * DESIGN §4 in one place: the JSON prefix, the `{ errors }` shape, 4xx in Portuguese, 5xx without details.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ errors: error.messages });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // Field schemas name their field in their own messages; zod's generic ones get the path in front.
        const messages = error.validation.map((v) => {
          const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          const message = v.message ?? MSG.corpoInvalido;
          return field && !namesItsField(message) ? `${field}: ${message}` : message;
        });
        return reply.status(400).send({ errors: messages.length ? messages : [MSG.corpoInvalido] });
      }
      // The database is out of reach (stopped, restarting, network): a clean 503 the client may retry; the
      // pool drops the broken connections and the next request after it returns succeeds.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'banco de dados indisponível');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ errors: [MSG.servicoIndisponivel] });
      }
      // A percent-encoding that does not decode (decodeURIComponent in a route) is the client's mistake.
      const status = error.statusCode ?? (error instanceof URIError ? 400 : 500);
      if (status >= 400 && status < 500) {
        const message = status === 400 ? MSG.corpoInvalido : (STATUS_MESSAGES[status] ?? MSG.corpoInvalido);
        return reply.status(status).send({ errors: [message] });
      }
      request.log.error({ err: error }, 'erro inesperado');
      return reply.status(500).send({ errors: [MSG.erroInterno] });
    });

    // Any other method or path: the same 404 in the product's shape (GET pages are the web app's).
    app.setNotFoundHandler(async (_request, reply) =>
      reply.status(404).send({ errors: [MSG.rotaNaoEncontrada] }),
    );

    // Anti-hijack prefix on every JSON body (DESIGN §4); the web client strips it.
    app.addHook('onSend', (request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      const json =
        typeof payload === 'string' && typeof type === 'string' && type.startsWith('application/json');
      // A route the same for everyone says so (`config.cache`: public, ETag, 304: plugins/cacheable.ts).
      if (json && isApiUrl(request.url)) {
        const cached = cacheableAnswer(request, reply, JSON_PREFIX + payload);
        if (cached !== null) return done(null, cached);
      }
      // Answers carrying personal data are never cached; a route that serves a document says otherwise.
      if (isApiUrl(request.url) && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      done(null, json ? JSON_PREFIX + payload : payload);
    });
  },
  { name: 'errors' },
);
