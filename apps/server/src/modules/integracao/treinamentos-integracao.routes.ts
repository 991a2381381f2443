import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERM } from '@prix/shared';
import { importacaoTreinamentosSchema } from '@prix/shared/candidatura';
import { treinamentosIntegracaoSchema } from '@prix/shared/integracao';
import { access } from '../../plugins/access.js';
import { importTreinamentosRows } from '../treinamento/import-treinamentos.js';
import { idempotencyHeaders, idempotentWrite, integrationResponses } from './integration-write.js';

const body = treinamentosIntegracaoSchema.meta({
  examples: [
    {
      linhas: [
        { pessoa: '529.982.247-25', tipo: 'OPER', data: '2026-03-10', validadeMeses: 24 },
        { pessoa: 'fernanda@empresa.com.br', tipo: 'VEND', data: '15/03/2026', validadeMeses: null },
      ],
    },
  ],
});

const result = importacaoTreinamentosSchema.meta({ examples: [{ importadas: 1, atualizadas: 1 }] });

/**
 * The e-learning's completions through the API (decision 0057): the same rows, checks and write as the
 * completions file (decision 0047, `importTreinamentosRows`), all or nothing, the same rows twice changing
 * nothing; an `Idempotency-Key` makes a retried call answer what the first did without importing again.
 */
export async function treinamentosIntegracaoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/api/integracao/treinamentos',
    {
      config: {
        access: access.integration(PERM.treinamento.importar),
        docs: {
          summary: 'Importa conclusões de treinamentos (como o arquivo do e-learning)',
          description:
            'Cada linha é uma conclusão: a pessoa (CPF ou e-mail de um usuário do portal), o código do tipo de treinamento, o dia e, se vence, a validade em meses. Tudo ou nada: com qualquer linha inválida nada é gravado e a resposta 400 lista cada linha com erro ("Linha N", contando a partir de 1). Enviar as mesmas linhas de novo não muda nada; uma validade nova atualiza a conclusão. Com o cabeçalho Idempotency-Key, repetir a chamada com o mesmo corpo devolve a mesma resposta sem importar de novo; a mesma chave com outro corpo é 409. Exige um token com a permissão treinamentos.importar.',
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
      idempotentWrite(request, reply, 'PUT /api/integracao/treinamentos', () =>
        importTreinamentosRows(
          app.database.db,
          request.body.linhas.map((l) => [
            l.pessoa ?? null,
            l.tipo ?? null,
            l.data ?? null,
            l.validadeMeses ?? null,
          ]),
          { origem: 'integracao', autor: null },
        ),
      ),
  );
}
