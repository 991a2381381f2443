import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  createSchemaOf,
  deleteResponseSchema,
  fieldsByCodeMessages,
  insertResponseSchema,
  updateResponseSchema,
  updateSchemaOf,
  type RegisterDef,
} from '@prix/shared';
import { signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import type { TypedApp } from '../../plugins/typed-routes.js';
import { withUploads } from '../../plugins/uploads.js';
import { saveWithFile } from '../../uploads/receive-upload.js';
import { PG, duplicatedColumns, inUseMessage, pgErrorOf, tablesReferencing } from '../db-errors.js';
import {
  fileAssignments,
  guardFieldPermissions,
  receiveRecordWithFile,
  storedFileKey,
} from '../register-files.js';
import { deleteRecord, insertRecord, updateRecord } from '../register-writes.js';
import { uuidParams, type Payload, type RegisterContext } from './context.js';

/** A delete refused by a foreign key; the route names every user of the record once the transaction is over. */
class InUse extends Error {
  constructor(readonly firstTable: string | undefined) {
    super('em uso');
  }
}

/**
 * A JSON write's record, a copy the hooks may adjust. The route's body schema has made it an object; its type
 * cannot say so, as a file register's route has no body schema (its multipart is read by the handler).
 */
const jsonPayload = (body: unknown): Payload =>
  typeof body === 'object' && body !== null ? { ...body } : {};

/** Turns a constraint failure into the 409 a person can act on; anything else goes up unchanged. */
function conflictFrom(def: RegisterDef, error: unknown, action: 'write' | 'delete'): never {
  const pg = pgErrorOf(error);
  if (pg?.code === PG.uniqueViolation) {
    const columns = duplicatedColumns(pg.detail);
    const field = Object.entries(def.fields).find(([name, f]) => columns.includes(f.column ?? name));
    throw new HttpError(
      409,
      field ? `Já existe um registro com este valor de ${field[1].label}.` : 'Registro duplicado.',
    );
  }
  if (pg?.code === PG.foreignKeyViolation && action === 'delete') throw new InUse(pg.table);
  throw error;
}

/** A file register's definition (its record carries a file), or null. */
const fileDefOf = (def: RegisterDef) =>
  def.file ? (def as RegisterDef & { file: NonNullable<RegisterDef['file']> }) : null;

/** Removes a replaced or deleted record's file once its row's change has committed; a failure only costs space. */
async function removeStored(app: FastifyInstance, key: string | null): Promise<void> {
  if (!key) return;
  await app.storage.remove(key).catch((error: unknown) => {
    app.log.warn({ err: error, key }, 'não foi possível remover o arquivo substituído ou excluído');
  });
}

/**
 * POST {base}, PUT and DELETE {base}/:uuid: insert, update and delete, each in one transaction with the
 * register's hooks; a file register's record carries its file (register-files.ts), whose replaced or deleted
 * object goes once the row's change has committed.
 */
export async function writeRoutes(ctx: RegisterContext): Promise<void> {
  // A file register's writes carry its file: they alone read multipart (plugins/uploads.ts).
  if (fileDefOf(ctx.def))
    await withUploads(ctx.app, (scope) => saveRoutes(ctx, scope.withTypeProvider<ZodTypeProvider>()));
  else saveRoutes(ctx, ctx.app);
  deleteRoute(ctx);
}

/** POST {base} and PUT {base}/:uuid, declared on `app` (the uploads' scope for a file register). */
function saveRoutes(ctx: RegisterContext, app: TypedApp): void {
  const { def, hooks, base, db } = ctx;
  const fileDef = fileDefOf(def);
  /** The record a write carries: the JSON body, or a file register's multipart (`json` part and file). */
  const readWrite = async (request: FastifyRequest, mode: 'insert' | 'update') =>
    fileDef
      ? receiveRecordWithFile(
          request,
          app.storage,
          fileDef,
          mode === 'insert' ? createSchemaOf(def) : updateSchemaOf(def),
          mode,
        )
      : { payload: jsonPayload(request.body), file: null };
  // A file register's body is multipart, read and validated by the handler (register-files.ts).
  const bodySchema = (schema: z.ZodObject) => (fileDef ? {} : { body: schema });

  app.post(
    base,
    {
      ...ctx.documented('create', 'insert'),
      // Checked on the way out: the record form reads it as it comes (SERVER_CHECKED_ANSWERS).
      schema: { ...bodySchema(createSchemaOf(def)), response: { 200: insertResponseSchema } },
    },
    async (request) => {
      const auth = await signedIn(request);
      const { payload, file } = await readWrite(request, 'insert');
      try {
        guardFieldPermissions(def, auth.permissions, payload, null);
        const saved = await saveWithFile(file, (keep) =>
          db().transaction(async (tx) => {
            await hooks.beforeSave?.({ auth, tx, mode: 'insert', payload, current: null });
            const inserted = await insertRecord(
              tx,
              def,
              payload,
              auth.usuario.id,
              file ? fileAssignments(def, file) : [],
            );
            await hooks.afterWrite?.({
              auth,
              tx,
              mode: 'insert',
              payload,
              current: null,
              code: inserted.code,
            });
            await keep();
            return inserted;
          }),
        );
        await hooks.afterSave?.({ auth, mode: 'insert', payload, current: null, ...saved });
        return { inserted: true, uuid: saved.uuid };
      } catch (error) {
        conflictFrom(def, error, 'write');
      }
    },
  );

  app.put(
    `${base}/:uuid`,
    {
      ...ctx.documented('write', 'update'),
      schema: {
        params: uuidParams,
        ...bodySchema(updateSchemaOf(def)),
        response: { 200: updateResponseSchema },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      const { uuid } = request.params;
      // An unknown uuid is 404 before a file is streamed for it.
      if (fileDef) await ctx.currentRecord(db(), uuid, auth);
      const { payload, file } = await readWrite(request, 'update');
      try {
        const saved = await saveWithFile(file, (keep) =>
          db().transaction(async (tx) => {
            const current = await ctx.currentRecord(tx, uuid, auth);
            const code = String(current[def.codeField]);
            // Fields whose rule the stored code decides (an address parameter's value): 400 like the schema's.
            const byCode = fieldsByCodeMessages(def, code, payload);
            if (byCode.length) throw new HttpError(400, byCode);
            guardFieldPermissions(def, auth.permissions, payload, current);
            await hooks.beforeSave?.({ auth, tx, mode: 'update', payload, current });
            // The file replaced: its object goes only after the new row has committed.
            const replaced = file ? await storedFileKey(tx, def, code) : null;
            await updateRecord(
              tx,
              def,
              code,
              payload,
              auth.usuario.id,
              file ? fileAssignments(def, file) : [],
            );
            await hooks.afterWrite?.({ auth, tx, mode: 'update', payload, current, code });
            await keep();
            return { code, current, replaced };
          }),
        );
        await removeStored(app, saved.replaced);
        await hooks.afterSave?.({
          auth,
          mode: 'update',
          payload,
          current: saved.current,
          code: saved.code,
          uuid,
        });
        return { updated: true };
      } catch (error) {
        conflictFrom(def, error, 'write');
      }
    },
  );
}

/** DELETE {base}/:uuid: 409 naming where the record is in use. */
function deleteRoute(ctx: RegisterContext): void {
  const { app, def, hooks, base, db } = ctx;
  const fileDef = fileDefOf(def);

  app.delete(
    `${base}/:uuid`,
    // The answer is checked on every delete: the lists read it without checking it again (SERVER_CHECKED_ANSWERS).
    {
      ...ctx.documented('remove', 'remove'),
      schema: { params: uuidParams, response: { 200: deleteResponseSchema, 409: deleteResponseSchema } },
    },
    async (request, reply) => {
      const auth = await signedIn(request);
      const { uuid } = request.params;
      try {
        const removedFile = await db().transaction(async (tx) => {
          const code = String((await ctx.currentRecord(tx, uuid, auth))[def.codeField]);
          await hooks.beforeDelete?.({ auth, tx, code });
          const key = fileDef ? await storedFileKey(tx, def, code) : null;
          await deleteRecord(tx, def, code);
          return key;
        });
        ctx.floors.clear();
        // The file goes once the row's delete has committed.
        await removeStored(app, removedFile);
        return { deleted: true, errors: [] };
      } catch (error) {
        try {
          conflictFrom(def, error, 'delete');
        } catch (conflict) {
          if (conflict instanceof InUse) {
            const code = String((await ctx.currentRecord(db(), uuid, auth))[def.codeField]);
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
    },
  );
}
