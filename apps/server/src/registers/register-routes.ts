import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MSG,
  PERM,
  keysRequestSchema,
  listQuerySchema,
  type KeyValue,
  type ListResponse,
  type RegisterDef,
} from '@prix/shared';
import { queryRows, type Db } from '../db/client.js';
import { access } from '../plugins/access.js';
import { HttpError } from '../plugins/errors.js';
import { PG, duplicatedColumn, inUseMessage, pgErrorOf, tablesReferencing } from './db-errors.js';
import { countQuery, detailQuery, keysQuery, listQuery } from './register-sql.js';
import { deleteRecord, insertRecord, updateRecord } from './register-writes.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidParams = z.object({ uuid: z.string() });

async function signedInUserId(request: FastifyRequest): Promise<string> {
  const auth = await request.auth();
  if (!auth) throw new HttpError(401, MSG.naoAutenticado);
  return auth.usuario.id;
}

/** A delete refused by a foreign key; the route names every user of the record once the transaction is over. */
class InUse extends Error {
  constructor(readonly firstTable: string | undefined) {
    super('em uso');
  }
}

/** Turns a constraint failure into the 409 a person can act on; anything else goes up unchanged. */
function conflictFrom(def: RegisterDef, error: unknown, action: 'write' | 'delete'): never {
  const pg = pgErrorOf(error);
  if (pg?.code === PG.uniqueViolation) {
    const column = duplicatedColumn(pg.detail);
    const field = column
      ? Object.entries(def.fields).find(([name, f]) => (f.column ?? name) === column)
      : undefined;
    throw new HttpError(
      409,
      field ? `Já existe um registro com este valor de ${field[1].label}.` : 'Registro duplicado.',
    );
  }
  if (pg?.code === PG.foreignKeyViolation && action === 'delete') throw new InUse(pg.table);
  throw error;
}

/**
 * The generic calls of SPEC §7 for one register: list, detail, insert, update, delete and keys, guarded by
 * the register's key (read: cadastro or somenteleitura plus the key; write: the key, never somenteleitura).
 */
export async function registerRoutes(app: FastifyInstance, def: RegisterDef): Promise<void> {
  const db = () => app.database.db;
  const base = `/api${def.apiPath}`;
  const read = { config: { access: access.registerRead(def.permission) } };
  const write = { config: { access: access.registerWrite(def.permission) } };

  async function codeByUuid(database: Db, uuid: string): Promise<string> {
    if (!UUID.test(uuid)) throw new HttpError(404, MSG.naoEncontrado);
    const [row] = await queryRows<{ code: string }>(
      database,
      sql`select ${sql.identifier(def.codeField)} as code from ${sql.identifier(def.table)} where uuid = ${uuid}`,
    );
    if (!row) throw new HttpError(404, MSG.naoEncontrado);
    return row.code;
  }

  app.get(
    base,
    { ...read, schema: { querystring: listQuerySchema } },
    async (request): Promise<ListResponse> => {
      const { geral, page } = request.query as z.infer<typeof listQuerySchema>;
      const rows = await queryRows<Record<string, unknown> & { __total: string | number }>(
        db(),
        listQuery(def, geral || undefined, page),
      );
      let total = rows.length ? Number(rows[0]!.__total) : 0;
      if (!rows.length && page > 1) {
        const [count] = await queryRows<{ total: number }>(db(), countQuery(def, geral || undefined));
        total = count?.total ?? 0;
      }
      return { results: rows.map(({ __total: _t, ...row }) => row), total };
    },
  );

  app.get(`${base}/:uuid`, { ...read, schema: { params: uuidParams } }, async (request) => {
    const { uuid } = request.params as { uuid: string };
    if (!UUID.test(uuid)) throw new HttpError(404, MSG.naoEncontrado);
    const [row] = await queryRows<Record<string, unknown>>(db(), detailQuery(def, uuid));
    if (!row) throw new HttpError(404, MSG.naoEncontrado);
    const related: Record<string, unknown> = {};
    const record: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (key.startsWith('related.')) related[key.slice('related.'.length)] = value;
      else record[key] = value;
    }
    return { ...record, related };
  });

  app.post(base, { ...write, schema: { body: def.createSchema } }, async (request) => {
    const userId = await signedInUserId(request);
    try {
      const uuid = await db().transaction((tx) =>
        insertRecord(tx, def, request.body as Record<string, unknown>, userId),
      );
      return { inserted: true, uuid };
    } catch (error) {
      conflictFrom(def, error, 'write');
    }
  });

  app.put(
    `${base}/:uuid`,
    { ...write, schema: { params: uuidParams, body: def.updateSchema } },
    async (request) => {
      const userId = await signedInUserId(request);
      const { uuid } = request.params as { uuid: string };
      try {
        await db().transaction(async (tx) => {
          const code = await codeByUuid(tx as unknown as Db, uuid);
          await updateRecord(tx, def, code, request.body as Record<string, unknown>, userId);
        });
        return { updated: true };
      } catch (error) {
        conflictFrom(def, error, 'write');
      }
    },
  );

  app.delete(`${base}/:uuid`, { ...write, schema: { params: uuidParams } }, async (request, reply) => {
    const { uuid } = request.params as { uuid: string };
    try {
      await db().transaction(async (tx) =>
        deleteRecord(tx, def, await codeByUuid(tx as unknown as Db, uuid)),
      );
      return { deleted: true, errors: [] };
    } catch (error) {
      try {
        conflictFrom(def, error, 'delete');
      } catch (conflict) {
        if (conflict instanceof InUse) {
          const code = await codeByUuid(db(), uuid);
          const tables = await tablesReferencing(db(), def.table, code);
          const message = inUseMessage(
            tables.length ? tables : conflict.firstTable ? [conflict.firstTable] : [],
          );
          return reply.status(409).send({ deleted: false, errors: [message] });
        }
        if (conflict instanceof HttpError && conflict.statusCode === 409) {
          return reply.status(409).send({ deleted: false, errors: conflict.messages });
        }
        throw conflict;
      }
    }
  });

  // Selectors of any register form read these, so any register reader may (they show code and name only).
  app.post(
    `${base}/keys`,
    {
      config: { access: access.anyOf('cadastro.*', PERM.somenteleitura) },
      schema: { body: keysRequestSchema },
    },
    async (request): Promise<KeyValue[]> => {
      const { search, selected } = request.body as z.infer<typeof keysRequestSchema>;
      const rows = await queryRows<{ key: string; value: string }>(
        db(),
        keysQuery(def, search.trim(), selected),
      );
      return rows.map(({ key, value }) => ({ key, value }));
    },
  );
}
