import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid, MSG, registerAccess, type RegisterDef } from '@prix/shared';
import type { AuthState } from '../../auth/access-context.js';
import { queryRows, type Db } from '../../db/client.js';
import { access, type Access } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import type { RouteDocs } from '../../plugins/openapi.js';
import type { TypedApp } from '../../plugins/typed-routes.js';
import { registerDocs } from '../register-docs.js';
import { detailQuery, type Scope } from '../register-sql.js';

export const uuidParams = z.object({ uuid: z.string() });

export type Payload = Record<string, unknown>;

/** What a save hook sees: the viewer, the payload (which it may adjust) and, on update, the stored record. */
export interface SaveContext {
  auth: AuthState;
  /** The save's transaction. */
  tx: Db;
  mode: 'insert' | 'update';
  payload: Payload;
  current: Payload | null;
}

/**
 * How a register with rules of its own (usuario, cliente) wraps the generic routes: who may read its keys, a
 * scope on the rows the viewer may reach (everything else answers 404), and hooks around writes. Hooks
 * refuse by throwing an HttpError; `afterWrite` runs in the transaction after the row is written, `afterSave`
 * once the transaction is committed.
 */
export interface RegisterHooks {
  /** Its selectors' keys: any signed-in user unless given (registers whose names are private). */
  access?: { keys?: Access };
  scope?(auth: AuthState): Scope;
  beforeSave?(ctx: SaveContext): Promise<void>;
  /** Inside the save's transaction, once the row is written: what must commit or roll back with it. */
  afterWrite?(ctx: SaveContext & { code: string }): Promise<void>;
  afterSave?(ctx: Omit<SaveContext, 'tx'> & { code: string; uuid: string }): Promise<void>;
  beforeDelete?(ctx: { auth: AuthState; tx: Db; code: string }): Promise<void>;
  /** Shapes the detail for the viewer: adds what the definition cannot say, drops what they may not see. */
  presentDetail?(ctx: { auth: AuthState; record: Payload; related: Payload }): Promise<Payload>;
}

type RouteAccess = 'read' | 'write' | 'create' | 'remove' | 'keys';

/**
 * Floors of unscoped (staff) searches: 'more than cap records match this search', until the expiry kept
 * here. Reading a thousand matches is most of a broad search's cost (decision 0016), and a floor stays true
 * while records are only added; a delete here forgets them all, one in another process counts after
 * FLOOR_TTL_MS (list.ts) at most. Exact totals (below the cap) are never kept.
 */
export type ListFloors = Map<string, number>;
export const listFloors = (): ListFloors => new Map<string, number>();

/** What every route of one register shares (registerRoutes makes it once per register). */
export interface RegisterContext {
  /** Where the routes are declared: their handlers typed by their schemas. */
  app: TypedApp;
  def: RegisterDef;
  hooks: RegisterHooks;
  /** The list's path, `/api{apiPath}`; a record's is `${base}/:uuid`. */
  base: string;
  db(): Db;
  /** Who may make each call. */
  access: Record<RouteAccess, Access>;
  /** The list's 'mais de …' floors, which a delete forgets (list.ts). */
  floors: ListFloors;
  /** A route's config: its access and what the OpenAPI document says of it (register-docs.ts). */
  documented(
    access: RouteAccess,
    doc: keyof ReturnType<typeof registerDocs>,
  ): { config: { access: Access; docs: RouteDocs } };
  scopeOf(auth: AuthState): Scope;
  /** The stored record behind a uuid, within the viewer's scope; anything else is 404. */
  currentRecord(database: Db, uuid: string, auth: AuthState): Promise<Payload>;
}

export function registerContext(
  app: FastifyInstance,
  def: RegisterDef,
  hooks: RegisterHooks,
  floors: ListFloors,
): RegisterContext {
  // Adding and deleting may need a key of their own (botao: cadastro.exclusao.botoes, SPEC §6).
  const rules = registerAccess(def);
  const routeAccess: Record<RouteAccess, Access> = {
    read: access.rule(rules.read),
    write: access.rule(rules.write),
    create: access.rule(rules.create),
    remove: access.rule(rules.remove),
    // Selectors read keys (code and name only) in any form, 'Meus dados' included: any signed-in user may.
    // Registers whose names are private (users, companies) narrow them with their scope.
    keys: hooks.access?.keys ?? access.signedIn,
  };
  const docs = registerDocs(def);
  const scopeOf = (auth: AuthState) => hooks.scope?.(auth) ?? null;
  return {
    app: app.withTypeProvider<ZodTypeProvider>(),
    def,
    hooks,
    base: `/api${def.apiPath}`,
    db: () => app.database.db,
    access: routeAccess,
    floors,
    documented: (which, doc) => ({ config: { access: routeAccess[which], docs: docs[doc] } }),
    scopeOf,
    async currentRecord(database, uuid, auth) {
      if (!isUuid(uuid)) throw new HttpError(404, MSG.naoEncontrado);
      const [row] = await queryRows<Payload>(database, detailQuery(def, uuid, scopeOf(auth)));
      if (!row) throw new HttpError(404, MSG.naoEncontrado);
      return row;
    },
  };
}
