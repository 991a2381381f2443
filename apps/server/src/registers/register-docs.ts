import { z } from 'zod';
import {
  FILE_FIELD,
  FILE_KINDS,
  JSON_FIELD,
  deleteResponseSchema,
  insertResponseSchema,
  keysResponseSchema,
  labelFor,
  listResponseSchema,
  updateResponseSchema,
  type RegisterDef,
} from '@prix/shared';
import type { RouteDocs } from '../plugins/openapi.js';

const record = z
  .record(z.string(), z.unknown())
  .describe('O registro: os campos da definição, auditoria e `related`');

/** How a file register's write is sent (decision 0015); nothing for a JSON register. */
function multipart(def: RegisterDef, file: string): string | undefined {
  if (!def.file) return undefined;
  const kinds = def.file.accept.flatMap((kind) => FILE_KINDS[kind]).join(', ');
  return (
    `Corpo multipart/form-data: o registro em JSON na parte \`${JSON_FIELD}\` (os mesmos campos e regras do ` +
    `cadastro) e um arquivo na parte \`${FILE_FIELD}\` (${file}; até 200 MB; tipos aceitos pelo conteúdo: ${kinds}).`
  );
}

/** What the OpenAPI document says of each generic call of a register (SPEC §7). */
export function registerDocs(
  def: RegisterDef,
): Record<'list' | 'detail' | 'insert' | 'update' | 'remove' | 'keys', RouteDocs> {
  const title = labelFor(def.title, false);
  const one = labelFor(def.singular, false);
  const tags = [title];
  return {
    list: {
      summary: `${title}: lista paginada (10 por página), com busca em \`geral\``,
      tags,
      response: { 200: listResponseSchema },
    },
    detail: { summary: `${one}: um registro pelo uuid`, tags, response: { 200: record } },
    insert: {
      summary: `${one}: inclui${def.file ? ' (multipart/form-data, com o arquivo)' : ''}`,
      description: multipart(def, 'obrigatório'),
      tags,
      response: { 200: insertResponseSchema },
    },
    update: {
      summary: `${one}: atualiza${def.file ? ' (multipart/form-data; o arquivo é opcional)' : ''}`,
      description: multipart(def, 'opcional: sem ele, o arquivo gravado continua'),
      tags,
      response: { 200: updateResponseSchema },
    },
    remove: { summary: `${one}: exclui (409 quando em uso)`, tags, response: { 200: deleteResponseSchema } },
    keys: {
      summary: `${title}: opções de um seletor (código e nome), por busca, 20 por página`,
      tags,
      response: { 200: keysResponseSchema },
    },
  };
}
