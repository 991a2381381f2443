import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  integracaoCreateSchema,
  integracaoDetailSchema,
  integracaoListSchema,
  integracaoSchema,
  integracaoTokenSchema,
} from '@prix/shared/integracao';
import { integrationStaff as staff, integrationStaffRoute as config } from './integration-staff.js';
import { defineNightlyJob } from '../../plugins/nightly-job.js';
import { LIMPEZA_INTEGRACOES, pruneIntegrationLogs } from './log-retention.js';
import {
  createIntegracao,
  integracaoDetail,
  listIntegracoes,
  revokeIntegracao,
  rotateIntegracao,
} from './integracao-store.js';

const params = z.object({ id: z.uuid({ error: 'Integração não encontrada' }) });

/**
 * The staff's register of integrations (decision 0054): list, create (the token answered once), detail with
 * the calls made, revoke, rotate. `integracoes.gerenciar`, and never an external user whatever their profile.
 * Each night the calls and finished webhook deliveries older than INTEGRATION_LOG_DAYS go.
 */
export async function integracaoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  defineNightlyJob(app, LIMPEZA_INTEGRACOES, async () => {
    app.log.info(await pruneIntegrationLogs(app.database.db), 'registros antigos das integrações apagados');
  });

  app.get(
    '/api/integracoes',
    {
      config: config('As integrações (tokens de outros sistemas), sem os tokens'),
      schema: { response: { 200: integracaoListSchema } },
    },
    async (request) => {
      await staff(request);
      return { integracoes: await listIntegracoes(db()) };
    },
  );

  app.post(
    '/api/integracoes',
    {
      config: config('Cria uma integração; o token vem só nesta resposta'),
      schema: { body: integracaoCreateSchema, response: { 200: integracaoTokenSchema } },
    },
    async (request) => {
      const auth = await staff(request);
      return createIntegracao(db(), request.body, auth.usuario.id);
    },
  );

  app.get(
    '/api/integracoes/:id',
    {
      config: config('Uma integração com as últimas chamadas feitas com o seu token'),
      schema: { params, response: { 200: integracaoDetailSchema } },
    },
    async (request) => {
      await staff(request);
      return integracaoDetail(db(), request.params.id);
    },
  );

  app.post(
    '/api/integracoes/:id/revogar',
    {
      config: config('Revoga a integração: o token deixa de valer na hora'),
      schema: { params, response: { 200: integracaoSchema } },
    },
    async (request) => {
      await staff(request);
      return revokeIntegracao(db(), request.params.id);
    },
  );

  app.post(
    '/api/integracoes/:id/rotacionar',
    {
      config: config('Gera um novo token; o anterior ainda vale por 24 horas'),
      schema: { params, response: { 200: integracaoTokenSchema } },
    },
    async (request) => {
      await staff(request);
      return rotateIntegracao(db(), request.params.id);
    },
  );
}
