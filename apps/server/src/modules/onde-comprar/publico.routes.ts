import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  municipiosQuerySchema,
  municipiosResponseSchema,
  parceirosQuerySchema,
  parceirosResponseSchema,
} from '@prix/shared/onde-comprar';
import { readCache } from '../../db/read-cache.js';
import { access } from '../../plugins/access.js';
import { buscarMunicipios, buscarParceiros } from './locator.js';

/** Public answers: the same for everyone, kept 5 minutes by browsers and a CDN (decision 0046). */
const PUBLICO = { access: access.public, cache: { maxAge: 300 } } as const;
const TAGS = ['Onde comprar'];

/** The public locator's API (no sign-in): the city autocomplete and the partners near a place. */
export async function publicoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  // The locator's totals by kind and state, kept until a table they read changes (decision 0031).
  const totais = readCache<number>(app.database.changes, 100);

  app.get(
    '/api/publico/municipios',
    {
      schema: { querystring: municipiosQuerySchema, response: { 200: municipiosResponseSchema } },
      config: {
        ...PUBLICO,
        docs: {
          summary: 'Municípios cujo nome contém o texto buscado (acentos e maiúsculas ignorados), até 10',
          tags: TAGS,
        },
      },
    },
    async (request) => {
      const q = request.query;
      return { municipios: await buscarMunicipios(db(), q.busca, q.uf) };
    },
  );

  app.get(
    '/api/publico/parceiros',
    {
      schema: { querystring: parceirosQuerySchema, response: { 200: parceirosResponseSchema } },
      config: {
        ...PUBLICO,
        docs: {
          summary:
            'Parceiros autorizados (revendas e assistências técnicas) mais próximos de um município ou de uma posição, 10 por página',
          description:
            'Sem município nem posição: os parceiros listados por estado e nome. `distanciaKm` é a distância em linha reta (km) do lugar buscado.',
          tags: TAGS,
        },
      },
    },
    async (request) => buscarParceiros(db(), request.query, totais),
  );
}
