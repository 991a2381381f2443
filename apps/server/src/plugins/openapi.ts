import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { access } from './access.js';
import { renderReference, type OpenApiDocument } from './openapi-page.js';

/**
 * What a route says about itself in the OpenAPI document, beside the request schemas it validates with.
 * Responses here document only: they are never used to serialise (an incomplete schema would strip fields).
 */
export interface RouteDocs {
  readonly summary: string;
  readonly tags?: readonly string[];
  readonly description?: string;
  readonly response?: Readonly<Record<number, z.ZodType>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const REFERENCE_PATH = '/api/referencia';

/**
 * The API described for integrators (ERP import, click ingestion…): an OpenAPI 3.1 document generated from
 * every route's zod schemas and `config.docs` at /api/openapi.json, and a reference page at /api/referencia
 * (not /api/docs/*, which serves SPEC's documents), both for signed-in staff only. Registered before the
 * routes, which it records as they are added; only /api routes are described.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'API do Portal de Parceiros Prix',
          version: '1',
          description:
            'Todas as respostas JSON começam com o prefixo anti-sequestro )]}\', (5 caracteres), que o cliente remove antes de interpretar. Erros: { "errors": ["mensagem"] }. A sessão é o cookie emitido no login.',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            sessao: { type: 'apiKey', in: 'cookie', name: app.sessionCookie.name },
            // Integration routes only (/api/integracao/*, decision 0054): a token made under 'Integrações'.
            integracao: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'prix_ seguido de 43 caracteres (token de integração)',
              description:
                'Token de integração criado por um administrador em Integrações. Vale só nas rotas /api/integracao/*; o cookie de sessão não vale nelas.',
            },
          },
        },
        security: [{ sessao: [] }],
      },
      transform: (document) => {
        const { url, route } = document;
        if (!url.startsWith('/api/')) return { schema: { hide: true } as FastifySchema, url };
        const docs = route.config?.docs;
        const schema = {
          ...document.schema,
          summary: docs?.summary,
          description: docs?.description,
          tags: [...(docs?.tags ?? [url.split('/')[2]!])],
          response: docs?.response ?? document.schema?.response,
          ...(route.config?.access?.kind === 'public' ? { security: [] } : {}),
          ...(route.config?.access?.kind === 'integration' ? { security: [{ integracao: [] }] } : {}),
        } as FastifySchema;
        return jsonSchemaTransform({ ...document, schema });
      },
    });

    app.get(
      OPENAPI_PATH,
      {
        config: {
          access: access.staff,
          docs: { summary: 'Este documento OpenAPI 3.1', tags: ['Referência'] },
        },
      },
      // Its own media type: no anti-hijack prefix (it carries no personal data), so tools read it as it is.
      async (_request, reply) =>
        reply.type('application/vnd.oai.openapi+json; charset=utf-8').send(JSON.stringify(app.swagger())),
    );
    app.get(
      REFERENCE_PATH,
      {
        config: {
          access: access.staff,
          page: true,
          docs: { summary: 'A referência da API em HTML', tags: ['Referência'] },
        },
      },
      async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(renderReference(app.swagger() as unknown as OpenApiDocument)),
    );
  },
  { name: 'openapi', dependencies: ['sessions'] },
);
