import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  LIST_COUNT_LIMIT,
  MSG,
  PAGE_SIZE,
  can,
  canWriteRegister,
  createSchemaOf,
  deleteResponseSchema,
  exportQuerySchema,
  fieldsByCodeMessages,
  insertResponseSchema,
  keysRequestSchema,
  keysResponseSchema,
  labelFor,
  visibleListColumns,
  listQuerySchema,
  updateResponseSchema,
  updateSchemaOf,
  type KeyValue,
  type ListResponse,
  type RegisterDef,
} from '@prix/shared';
import { queryRows, type Db } from '../db/client.js';
import { readCache, renderSql } from '../db/read-cache.js';
import { access, signedIn, type Access } from '../plugins/access.js';
import type { AuthState } from '../auth/access-context.js';
import { HttpError } from '../plugins/errors.js';
import { PG, duplicatedColumns, inUseMessage, pgErrorOf, tablesReferencing } from './db-errors.js';
import {
  countQuery,
  detailQuery,
  keysQuery,
  LIST_TOTAL_COLUMN,
  listQuery,
  type Scope,
} from './register-sql.js';
import { deleteRecord, insertRecord, updateRecord } from './register-writes.js';
import { registerDocs } from './register-docs.js';
import { exportDocs, sendExport } from '../exports/send-export.js';
import { registerExportSource } from '../exports/register-export.js';
import { saveWithFile } from '../uploads/receive-upload.js';
import { withUploads } from '../plugins/uploads.js';
import {
  fileAssignments,
  guardFieldPermissions,
  receiveRecordWithFile,
  storedFileKey,
} from './register-files.js';

/** How long a list's 'mais de …' floor is reused (decision 0016), and how many are kept per register. */
const FLOOR_TTL_MS = 10_000;
const FLOORS_MAX = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidParams = z.object({ uuid: z.string() });

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Payload = Record<string, unknown>;

/** What a save hook sees: the viewer, the payload (which it may adjust) and, on update, the stored record. */
export interface SaveContext {
  auth: AuthState;
  tx: Tx;
  mode: 'insert' | 'update';
  payload: Payload;
  current: Payload | null;
}

/**
 * How a register with rules of its own (usuario, cliente) wraps the generic routes: other access keys, a
 * scope on the rows the viewer may reach (everything else answers 404), and hooks around writes. Hooks
 * refuse by throwing an HttpError; `afterSave` runs once the transaction is committed.
 */
export interface RegisterHooks {
  access?: { read?: Access; write?: Access; remove?: Access; keys?: Access };
  scope?(auth: AuthState): Scope;
  beforeSave?(ctx: SaveContext): Promise<void>;
  afterSave?(ctx: Omit<SaveContext, 'tx'> & { code: string; uuid: string }): Promise<void>;
  beforeDelete?(ctx: { auth: AuthState; tx: Tx; code: string }): Promise<void>;
  /** Shapes the detail for the viewer: adds what the definition cannot say, drops what they may not see. */
  presentDetail?(ctx: { auth: AuthState; record: Payload; related: Payload }): Promise<Payload>;
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

/**
 * The generic calls of SPEC §7 for one register: list, detail, insert, update, delete and keys, guarded by
 * the register's key (read: cadastro or somenteleitura plus the key; write: the key, never somenteleitura).
 */
export async function registerRoutes(
  app: FastifyInstance,
  def: RegisterDef,
  hooks: RegisterHooks = {},
): Promise<void> {
  const db = () => app.database.db;
  const base = `/api${def.apiPath}`;
  const read = { config: { access: hooks.access?.read ?? access.registerRead(def.permission) } };
  const write = { config: { access: hooks.access?.write ?? access.registerWrite(def.permission) } };
  // Adding and deleting may need a key of their own (botao: cadastro.exclusao.botoes, SPEC §6).
  const manage = def.manage;
  const manageAccess: Access | null = manage
    ? {
        kind: 'permission',
        describe: `escrita ${def.permission} + ${manage}`,
        allows: (t) => canWriteRegister(t, def.permission) && canWriteRegister(t, manage),
      }
    : null;
  const create = { config: { access: hooks.access?.write ?? manageAccess ?? write.config.access } };
  const remove = { config: { access: hooks.access?.remove ?? manageAccess ?? write.config.access } };
  const fileDef = def.file ? (def as RegisterDef & { file: NonNullable<RegisterDef['file']> }) : null;
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
      : { payload: { ...(request.body as Payload) }, file: null };
  /** Removes a replaced or deleted record's file once its row's change has committed; a failure only costs space. */
  const removeStored = async (key: string | null) => {
    if (!key) return;
    await app.storage.remove(key).catch((error: unknown) => {
      app.log.warn({ err: error, key }, 'não foi possível remover o arquivo substituído ou excluído');
    });
  };
  // Selectors read keys (code and name only) in any form, 'Meus dados' included: any signed-in user may.
  // Registers whose names are private (users, companies) narrow them with their scope.
  const keys = { config: { access: hooks.access?.keys ?? access.signedIn } };
  const scopeOf = (auth: AuthState) => hooks.scope?.(auth) ?? null;
  /**
   * Floors of unscoped (staff) searches: 'more than cap records match this search', until the expiry kept
   * here. Reading a thousand matches is most of a broad search's cost (decision 0016), and a floor stays true
   * while records are only added; a delete here forgets them all, one in another process counts after
   * FLOOR_TTL_MS at most. Exact totals (below the cap) are never kept.
   */
  const floors = new Map<string, number>();
  /** List pages as last read, kept until a table they were read from changes (db/read-cache.ts). */
  const listPages = readCache<ListResponse>(app.database.changes);
  const docs = registerDocs(def);
  const documented = (options: { config: { access: Access } }, doc: keyof typeof docs) => ({
    config: { ...options.config, docs: docs[doc] },
  });

  /** The stored record behind a uuid, within the viewer's scope; anything else is 404. */
  async function currentRecord(database: Db, uuid: string, auth: AuthState): Promise<Payload> {
    if (!UUID.test(uuid)) throw new HttpError(404, MSG.naoEncontrado);
    const [row] = await queryRows<Payload>(database, detailQuery(def, uuid, scopeOf(auth)));
    if (!row) throw new HttpError(404, MSG.naoEncontrado);
    return row;
  }

  app.get(
    base,
    { ...documented(read, 'list'), schema: { querystring: listQuerySchema } },
    async (request): Promise<ListResponse> => {
      const auth = await signedIn(request);
      const { geral, page } = request.query as z.infer<typeof listQuerySchema>;
      // Columns behind a key the viewer lacks are not even selected (SPEC §6: e.g. the complementary partnership).
      const columns = visibleListColumns(def.list, (key) => can(auth.permissions, key));
      const scope = scopeOf(auth);
      // Everything the page depends on besides the tables (decision 0031): the search, the page, the
      // columns the viewer sees and the scope (with its parameters: the viewer's companies).
      const key = JSON.stringify([
        geral ?? '',
        page,
        columns.length === def.list.length ? null : columns.map((column) => def.list.indexOf(column)),
        scope === null ? null : renderSql(scope),
      ]);
      const statement = () => listQuery(def, geral || undefined, page, scope, columns, 1);
      // Not checked against listResponseSchema on the way out (pages come from the cache): typed as its type, and
      // the register contract tests parse every register's pages with it (SERVER_CHECKED_ANSWERS 'tested').
      return listPages(key, statement, () => listPage(geral, page, scope, columns));
    },
  );

  /** One page of the list and its (capped) total, as the database has them now. */
  async function listPage(
    geral: string | undefined,
    page: number,
    scope: Scope,
    columns: RegisterDef['list'][number][],
  ): Promise<ListResponse> {
    // The count as a capped subquery rather than count(*) over(): the page can then walk an index instead of
    // sorting all rows.
    const offset = (page - 1) * PAGE_SIZE;
    // Counted only up to LIST_COUNT_LIMIT past this page (decision 0016): beyond, 'mais de …'. The count
    // comes with the page (one round trip), unless a floor kept here already says 'more than the cap'.
    const cap = offset + LIST_COUNT_LIMIT;
    const floorKey = scope === null ? `${(geral ?? '').toLowerCase()}\u0000${cap}` : null;
    const floorKnown = floorKey !== null && (floors.get(floorKey) ?? 0) > Date.now();
    const answer = await queryRows<Payload & { [LIST_TOTAL_COLUMN]?: number }>(
      db(),
      listQuery(def, geral || undefined, page, scope, columns, floorKnown ? null : cap + 1),
    );
    const counted = answer[0]?.[LIST_TOTAL_COLUMN];
    const rows: Payload[] = answer.map(({ [LIST_TOTAL_COLUMN]: _total, ...row }) => row);
    // A page that is not full is the last one: the total is known without counting.
    if (rows.length < PAGE_SIZE && (rows.length > 0 || page === 1)) {
      return { results: rows, total: offset + rows.length };
    }
    if (floorKnown) return { results: rows, total: cap, totalIsMinimum: true };
    // A page past the end has no row to carry the count: counted on its own.
    const total =
      counted ??
      (await queryRows<{ total: number }>(db(), countQuery(def, geral || undefined, scope, cap + 1)))[0]
        ?.total ??
      0;
    if (total <= cap) return { results: rows, total };
    if (floorKey !== null) {
      if (floors.size >= FLOORS_MAX) floors.clear();
      floors.set(floorKey, Date.now() + FLOOR_TTL_MS);
    }
    return { results: rows, total: cap, totalIsMinimum: true };
  }

  // The whole filtered list as a spreadsheet (decision 0026): the list's access, scope, search and columns.
  app.get(
    `${base}/exportar`,
    {
      config: { ...read.config, docs: exportDocs(`Lista de ${labelFor(def.title, false)}`) },
      compress: false as const,
      schema: { querystring: exportQuerySchema },
    },
    async (request, reply) => {
      const auth = await signedIn(request);
      const { geral, formato } = request.query as z.infer<typeof exportQuerySchema>;
      const columns = visibleListColumns(def.list, (key) => can(auth.permissions, key));
      return sendExport(
        reply,
        formato,
        registerExportSource(app, def, auth, geral || undefined, scopeOf(auth), columns),
      );
    },
  );

  app.get(
    `${base}/:uuid`,
    { ...documented(read, 'detail'), schema: { params: uuidParams } },
    async (request) => {
      const { uuid } = request.params as { uuid: string };
      const auth = await signedIn(request);
      const row = await currentRecord(db(), uuid, auth);
      const related: Payload = {};
      const record: Payload = {};
      for (const [key, value] of Object.entries(row)) {
        if (key.startsWith('related.')) related[key.slice('related.'.length)] = value;
        else record[key] = value;
      }
      return hooks.presentDetail ? hooks.presentDetail({ auth, record, related }) : { ...record, related };
    },
  );

  // A file register's body is multipart, read and validated by the handler (register-files.ts).
  const bodySchema = (schema: z.ZodObject) => (fileDef ? {} : { body: schema });

  // A file register's writes carry its file: they alone read multipart (plugins/uploads.ts).
  const writeRoutes = (scope: FastifyInstance) => {
    scope.post(
      base,
      {
        ...documented(create, 'insert'),
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

    scope.put(
      `${base}/:uuid`,
      {
        ...documented(write, 'update'),
        schema: {
          params: uuidParams,
          ...bodySchema(updateSchemaOf(def)),
          response: { 200: updateResponseSchema },
        },
      },
      async (request) => {
        const auth = await signedIn(request);
        const { uuid } = request.params as { uuid: string };
        // An unknown uuid is 404 before a file is streamed for it.
        if (fileDef) await currentRecord(db(), uuid, auth);
        const { payload, file } = await readWrite(request, 'update');
        try {
          const saved = await saveWithFile(file, (keep) =>
            db().transaction(async (tx) => {
              const current = await currentRecord(tx as unknown as Db, uuid, auth);
              const code = String(current[def.codeField]);
              // Fields whose rule the stored code decides (an address parameter's value): 400 like the schema's.
              const byCode = fieldsByCodeMessages(def, code, payload);
              if (byCode.length) throw new HttpError(400, byCode);
              guardFieldPermissions(def, auth.permissions, payload, current);
              await hooks.beforeSave?.({ auth, tx, mode: 'update', payload, current });
              // The file replaced: its object goes only after the new row has committed.
              const replaced = file ? await storedFileKey(tx as unknown as Db, def, code) : null;
              await updateRecord(
                tx,
                def,
                code,
                payload,
                auth.usuario.id,
                file ? fileAssignments(def, file) : [],
              );
              await keep();
              return { code, current, replaced };
            }),
          );
          await removeStored(saved.replaced);
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
  };
  if (fileDef) await withUploads(app, writeRoutes);
  else writeRoutes(app);

  app.delete(
    `${base}/:uuid`,
    // The answer is checked on every delete: the lists read it without checking it again (SERVER_CHECKED_ANSWERS).
    {
      ...documented(remove, 'remove'),
      schema: { params: uuidParams, response: { 200: deleteResponseSchema, 409: deleteResponseSchema } },
    },
    async (request, reply) => {
      const auth = await signedIn(request);
      const { uuid } = request.params as { uuid: string };
      try {
        const removedFile = await db().transaction(async (tx) => {
          const code = String((await currentRecord(tx as unknown as Db, uuid, auth))[def.codeField]);
          await hooks.beforeDelete?.({ auth, tx, code });
          const key = fileDef ? await storedFileKey(tx as unknown as Db, def, code) : null;
          await deleteRecord(tx, def, code);
          return key;
        });
        floors.clear();
        // The file goes once the row's delete has committed.
        await removeStored(removedFile);
        return { deleted: true, errors: [] };
      } catch (error) {
        try {
          conflictFrom(def, error, 'delete');
        } catch (conflict) {
          if (conflict instanceof InUse) {
            const code = String((await currentRecord(db(), uuid, auth))[def.codeField]);
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

  app.post(
    `${base}/keys`,
    {
      ...documented(keys, 'keys'),
      schema: { body: keysRequestSchema, response: { 200: keysResponseSchema } },
    },
    async (request): Promise<KeyValue[]> => {
      const auth = await signedIn(request);
      const { search, selected, offset } = request.body as z.infer<typeof keysRequestSchema>;
      const rows = await queryRows<{ key: string; value: string }>(
        db(),
        keysQuery(def, search.trim(), selected, scopeOf(auth), offset),
      );
      return rows.map(({ key, value }) => ({ key, value }));
    },
  );
}
