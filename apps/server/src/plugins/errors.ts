import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { JSON_PREFIX, MSG, namesItsField } from '@prix/shared';

/** An error whose message is safe to show: it becomes `{ errors: [message] }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string | string[],
  ) {
    super(Array.isArray(message) ? message.join('\n') : message);
    this.messages = Array.isArray(message) ? message : [message];
  }
  readonly messages: string[];
}

const STATUS_MESSAGES: Record<number, string> = {
  401: MSG.naoAutenticado,
  403: MSG.semPermissaoAcao,
  404: MSG.rotaNaoEncontrada,
  413: 'Conteúdo muito grande',
  415: 'Tipo de conteúdo não suportado',
  429: MSG.muitasRequisicoes,
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
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = status === 400 ? MSG.corpoInvalido : (STATUS_MESSAGES[status] ?? MSG.corpoInvalido);
        return reply.status(status).send({ errors: [message] });
      }
      request.log.error({ err: error }, 'erro inesperado');
      return reply.status(500).send({ errors: [MSG.erroInterno] });
    });

    // Anti-hijack prefix on every JSON body (DESIGN §4); the web client strips it.
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (typeof payload === 'string' && typeof type === 'string' && type.startsWith('application/json')) {
        return JSON_PREFIX + payload;
      }
      return payload;
    });
  },
  { name: 'errors' },
);
