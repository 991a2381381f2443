import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PERM, cliente, fieldSchema, type RegisterDef } from '@prix/shared';
import {
  clienteIntegracaoResultSchema,
  clienteIntegracaoSchema,
  type ClienteIntegracao,
  type ClienteIntegracaoResult,
} from '@prix/shared/integracao';
import type { IntegrationCaller } from '../../auth/integration-token.js';
import { queryRows } from '../../db/client.js';
import { access } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { PG, duplicatedColumns, pgErrorOf } from '../../registers/db-errors.js';
import { insertRecord, updateRecord } from '../../registers/register-writes.js';
import { applyMunicipio } from '../cliente/cliente-rules.js';
import { recordClassChange } from '../reclassificacao/classe-historico.js';
import { idempotencyHeaders, idempotentWrite, integrationResponses } from './integration-write.js';

const def = cliente as unknown as RegisterDef;
/** Who wrote the row, in the audit columns (`uscriacao`, `usedicao`): the sync, not a person. */
const AUTHOR = 'integracao';

export const CLIENTE_INTEGRACAO_MSG = {
  municipio: (codigo: string) =>
    `Município '${codigo}' não encontrado (endereco.municipio): use o código IBGE de 7 dígitos.`,
  classe:
    'Este token não pode definir a classe da empresa: a classe é do portal (reclassificação). Envie a classe atual, não a envie, ou peça um token com a permissão classe.reclassificar.',
} as const;

/**
 * A company from the ERP by its code (decision 0057): created or updated in one transaction, each value checked
 * by the company register's field and the write done by the register's own functions (references named by
 * field, the CNPJ stored with its mask, the municipality's state and name). The fields the ERP does not send
 * (the responsible, complementary partnerships, coordinates…) stay as staff left them. A class other than the
 * current one needs `classe.reclassificar` besides the sync's key, and its change is written to the class
 * history like every other (decision 0053).
 */
export async function syncCompany(
  app: FastifyInstance,
  caller: IntegrationCaller,
  codigo: string,
  body: ClienteIntegracao,
): Promise<ClienteIntegracaoResult> {
  try {
    return await app.database.db.transaction(async (tx) => {
      // Two calls for one new code: the second waits and updates what the first created.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cliente:${codigo}`}))`);
      const [current] = await queryRows<{ classe_id: string | null }>(
        tx,
        sql`select classe_id from cliente where id = ${codigo} for update`,
      );
      const [place] = await queryRows<{ uf: string }>(
        tx,
        sql`select uf::text as uf from municipio where id = ${body.endereco.municipio}`,
      );
      if (!place) throw new HttpError(400, CLIENTE_INTEGRACAO_MSG.municipio(body.endereco.municipio));
      const classeAtual = current?.classe_id ?? null;
      const classeNova = body.classe === undefined ? classeAtual : body.classe;
      if (classeNova !== classeAtual && !caller.chaves.includes(PERM.classe.reclassificar))
        throw new HttpError(403, CLIENTE_INTEGRACAO_MSG.classe);
      const { endereco } = body;
      const payload: Record<string, unknown> = {
        id: codigo,
        nome: body.nome,
        cnpj: body.cnpj ?? '',
        rua: endereco.rua ?? '',
        numero: endereco.numero ?? '',
        complemento: endereco.complemento ?? '',
        cep: endereco.cep ?? '',
        bairro: endereco.bairro ?? '',
        pais: 'BR',
        estado: place.uf,
        municipio: endereco.municipio,
        tiposparceria: body.tiposParceria,
        ...(classeNova !== classeAtual ? { classe: classeNova } : {}),
      };
      await applyMunicipio(tx, payload);
      let uuid: string;
      if (current) {
        await updateRecord(tx, def, codigo, { ...payload, inativo: !body.ativo }, AUTHOR);
        const [row] = await queryRows<{ uuid: string }>(
          tx,
          sql`select uuid from cliente where id = ${codigo}`,
        );
        uuid = row!.uuid;
      } else {
        ({ uuid } = await insertRecord(tx, def, payload, AUTHOR, body.ativo ? [] : [['inativo', true]]));
      }
      if (classeNova !== null && classeNova !== classeAtual)
        await recordClassChange(app, tx, {
          clienteId: codigo,
          origem: 'integracao',
          de: classeAtual,
          para: classeNova,
          usuarioId: null,
        });
      return { codigo, uuid, criado: !current };
    });
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code !== PG.uniqueViolation) throw error;
    const columns = duplicatedColumns(pg.detail);
    const field = Object.entries(def.fields).find(([name, f]) => columns.includes(f.column ?? name));
    throw new HttpError(
      409,
      field ? `Já existe outra empresa com este valor de ${field[1].label}.` : 'Registro duplicado.',
    );
  }
}

const body = clienteIntegracaoSchema.meta({
  examples: [
    {
      nome: 'Balanças Paulista Ltda.',
      cnpj: '12.345.678/0001-95',
      endereco: {
        rua: 'Rua das Indústrias',
        numero: '120',
        complemento: 'Galpão 2',
        cep: '01310-100',
        bairro: 'Centro',
        municipio: '3550308',
      },
      tiposParceria: ['REV', 'OTA'],
      ativo: true,
    },
  ],
});

const result = clienteIntegracaoResultSchema.meta({
  examples: [{ codigo: '100234', uuid: '0b0e6f4e-3f55-4c1e-9a51-6c2f8d7a1b20', criado: false }],
});

/** `PUT /api/integracao/clientes/{codigo}`: the ERP's companies (decision 0057). */
export async function clientesIntegracaoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/api/integracao/clientes/:codigo',
    {
      config: {
        access: access.integration(PERM.cadastro.cliente),
        docs: {
          summary: 'Cria ou atualiza uma empresa pelo código do ERP',
          description:
            'Grava a empresa com o código do caminho: 201 quando foi criada, 200 quando foi atualizada. Os valores passam pelas regras do cadastro de parceiros (dígitos do CNPJ, tamanhos, tipos de parceria existentes); o município é o código IBGE e dá o estado. Os campos do corpo são os do ERP e substituem os da empresa (um campo do endereço omitido fica vazio; tiposParceria é a lista completa); o que o ERP não envia (responsável, parceria complementar, coordenadas) fica como está. A classe é do portal: enviar uma classe diferente da atual exige um token que tenha também a permissão classe.reclassificar (senão 403), e a mudança entra no histórico de classes da empresa. Com o cabeçalho Idempotency-Key, repetir a chamada com o mesmo corpo devolve a mesma resposta sem gravar de novo; a mesma chave com outro corpo é 409. Exige um token com a permissão cadastro.cliente.',
          tags: ['Integrações'],
          response: integrationResponses({ 200: result, 201: result }, 409),
        },
      },
      schema: {
        params: z.object({
          codigo: fieldSchema(cliente.fields.id).describe("O código da empresa no ERP: '100234'"),
        }),
        body,
        headers: idempotencyHeaders,
      },
    },
    async (request, reply) => {
      const { codigo } = request.params;
      const answer = await idempotentWrite(
        request,
        reply,
        `PUT /api/integracao/clientes/${codigo}`,
        (caller) => syncCompany(app, caller, codigo, request.body),
      );
      return reply.status(answer.criado ? 201 : 200).send(answer);
    },
  );
}
