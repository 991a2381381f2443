import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webhookCreateSchema,
  webhookEndpointSchema,
  webhookEntregaSchema,
  webhookEntregasSchema,
  webhookListSchema,
  webhookSecretSchema,
} from '@prix/shared/webhook';
import { integrationStaff as staff, integrationStaffRoute as config } from './integration-staff.js';
import { deliverWebhook, WEBHOOK_JOB_EXPIRE_SECONDS, WEBHOOK_JOB_RETRY_SECONDS } from './webhook-delivery.js';
import { WEBHOOK_JOB, type WebhookJob } from '../webhook/webhook-outbox.js';
import {
  createEndpoint,
  listDeliveries,
  listEndpoints,
  pauseEndpoint,
  reactivateEndpoint,
  removeEndpoint,
  resendDelivery,
} from './webhook-store.js';

const id = z.uuid({ error: 'Integração não encontrada' });
const endpointId = z.uuid({ error: 'Webhook não encontrado' });
const params = z.object({ id });
const endpointParams = z.object({ id, endpointId });
const entregaParams = z.object({ id, endpointId, entregaId: z.uuid({ error: 'Entrega não encontrada' }) });

/**
 * An integration's webhooks (decision 0056): its endpoints (the secret answered once), pause and reactivation,
 * removal, each endpoint's delivery log and 'Reenviar'; and the queue's job that delivers. The register's
 * access: `integracoes.gerenciar`, never an external user.
 */
export async function webhookRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.jobs.define<WebhookJob>({
    name: WEBHOOK_JOB,
    expireInSeconds: WEBHOOK_JOB_EXPIRE_SECONDS,
    retryDelaySeconds: WEBHOOK_JOB_RETRY_SECONDS,
    handler: async (job) => {
      await deliverWebhook(app, job.entregaId);
    },
  });

  const base = '/api/integracoes/:id/webhooks';

  app.get(
    base,
    {
      config: config('Os webhooks de uma integração, sem os segredos'),
      schema: { params, response: { 200: webhookListSchema } },
    },
    async (request) => {
      await staff(request);
      return { endpoints: await listEndpoints(db(), request.params.id) };
    },
  );

  app.post(
    base,
    {
      config: config(
        'Cadastra um webhook (https://, endereço público); o segredo de assinatura vem só nesta resposta',
      ),
      schema: { params, body: webhookCreateSchema, response: { 200: webhookSecretSchema } },
    },
    async (request) => {
      await staff(request);
      return createEndpoint(app, request.params.id, request.body);
    },
  );

  app.post(
    `${base}/:endpointId/pausar`,
    {
      config: config('Pausa um webhook: ele não recebe eventos até ser reativado'),
      schema: { params: endpointParams, response: { 200: webhookEndpointSchema } },
    },
    async (request) => {
      await staff(request);
      return pauseEndpoint(db(), request.params.id, request.params.endpointId);
    },
  );

  app.post(
    `${base}/:endpointId/reativar`,
    {
      config: config('Reativa um webhook pausado; as falhas anteriores são esquecidas'),
      schema: { params: endpointParams, response: { 200: webhookEndpointSchema } },
    },
    async (request) => {
      await staff(request);
      return reactivateEndpoint(db(), request.params.id, request.params.endpointId);
    },
  );

  app.delete(
    `${base}/:endpointId`,
    {
      config: config('Remove um webhook e o registro das suas entregas'),
      schema: { params: endpointParams, response: { 200: z.object({ removido: z.literal(true) }) } },
    },
    async (request) => {
      await staff(request);
      await removeEndpoint(db(), request.params.id, request.params.endpointId);
      return { removido: true as const };
    },
  );

  app.get(
    `${base}/:endpointId/entregas`,
    {
      config: config('As últimas entregas de um webhook: situação, código da resposta, tentativas, erro'),
      schema: { params: endpointParams, response: { 200: webhookEntregasSchema } },
    },
    async (request) => {
      await staff(request);
      return { entregas: await listDeliveries(db(), request.params.id, request.params.endpointId) };
    },
  );

  app.post(
    `${base}/:endpointId/entregas/:entregaId/reenviar`,
    {
      config: config('Reenvia uma entrega entregue ou que falhou (o mesmo corpo e a mesma identificação)'),
      schema: { params: entregaParams, response: { 200: webhookEntregaSchema } },
    },
    async (request) => {
      await staff(request);
      const { id: integracaoId, endpointId: endpoint, entregaId } = request.params;
      return resendDelivery(app, integracaoId, endpoint, entregaId);
    },
  );
}
