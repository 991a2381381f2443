import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERM } from '@prix/shared';
import { importResultSchema } from '@prix/shared/faturamento';
import { faturamentoIntegracaoSchema } from '@prix/shared/integracao';
import { access } from '../../plugins/access.js';
import { importBillingRows } from '../faturamento/import-faturamento.js';
import { idempotencyHeaders, idempotentWrite, integrationResponses } from './integration-write.js';

const body = faturamentoIntegracaoSchema.meta({
  examples: [
    {
      linhas: [
        {
          parceiro: '12.345.678/0001-95',
          mes: '03/2026',
          produtos: 15234.5,
          servicos: '2.100,00',
          beneficiosResgatados: 0,
        },
        { parceiro: '0000101', mes: '03/2026', produtos: 980, servicos: 0, beneficiosResgatados: 150 },
      ],
    },
  ],
});

const result = importResultSchema.meta({
  examples: [{ linhas: 2, inseridos: 1, atualizados: 0, inalterados: 1 }],
});

/**
 * The ERP's billing through the API (decision 0054): the same rows, checks and write as the billing file
 * (decision 0025, `importBillingRows`), all or nothing, the same rows twice changing nothing; an
 * `Idempotency-Key` makes a retried call answer what the first did without importing again.
 */
export async function faturamentoIntegracaoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/api/integracao/faturamento',
    {
      config: {
        access: access.integration(PERM.faturamento.importar),
        docs: {
          summary: 'Importa o faturamento mensal dos parceiros (como o arquivo do ERP)',
          description:
            'Tudo ou nada: com qualquer linha inválida nada é gravado e a resposta 400 lista cada linha com erro ("Linha N", contando a partir de 1). Enviar as mesmas linhas de novo não muda nada. Com o cabeçalho Idempotency-Key, repetir a chamada com o mesmo corpo devolve a mesma resposta sem importar de novo; a mesma chave com outro corpo é 409. Exige um token com a permissão faturamento.importar.',
          tags: ['Integrações'],
          response: integrationResponses({ 200: result }, 409),
        },
      },
      schema: {
        body,
        headers: idempotencyHeaders,
      },
    },
    async (request, reply) =>
      idempotentWrite(request, reply, 'PUT /api/integracao/faturamento', () =>
        importBillingRows(
          app.database.db,
          request.body.linhas.map((l) => [
            l.parceiro ?? null,
            l.mes ?? null,
            l.produtos ?? null,
            l.servicos ?? null,
            l.beneficiosResgatados ?? null,
          ]),
        ),
      ),
  );
}
