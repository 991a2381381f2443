import { z } from 'zod';
import {
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
    insert: { summary: `${one}: inclui`, tags, response: { 200: insertResponseSchema } },
    update: { summary: `${one}: atualiza`, tags, response: { 200: updateResponseSchema } },
    remove: { summary: `${one}: exclui (409 quando em uso)`, tags, response: { 200: deleteResponseSchema } },
    keys: {
      summary: `${title}: opções de um seletor (código e nome), por busca, 20 por página`,
      tags,
      response: { 200: keysResponseSchema },
    },
  };
}
