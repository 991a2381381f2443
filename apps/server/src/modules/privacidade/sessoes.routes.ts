import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG } from '@prix/shared';
import { sessoesSchema, type Sessoes } from '@prix/shared/privacidade';
import { DISPOSITIVO_DESCONHECIDO } from '../../auth/device.js';
import { queryRows } from '../../db/client.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';

const TAGS = ['Privacidade'];

/**
 * A session's id in the API: the first 16 hex characters of the SHA-256 of its stored hash. Never the hash
 * itself (that is the lookup key of the cookie: with it one could tell sessions apart in the database).
 */
export const sessionId = (tokenHash: string) =>
  createHash('sha256').update(tokenHash).digest('hex').slice(0, 16);

const idParams = z.object({ id: z.string().max(64) });
const answer = { 200: sessoesSchema };

interface SessionRow {
  token_hash: string;
  dispositivo: string | null;
  criado_em: Date | string;
  visto_em: Date | string;
}

/**
 * 'Sessões ativas' (decision 0048): where I am signed in (the device summarised at sign-in, the last use), and
 * signing out of one of them or of all the others. Deleting a session's row is what ends it: the row trigger
 * tells every process's session cache at once (decision 0031), so its next request is refused.
 */
export async function sessoesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const { idleSeconds, absoluteSeconds } = app.config.session;

  /** My live sessions (an expired one is gone for the session lookup too), the latest used first. */
  const mine = async (usuarioId: string) =>
    queryRows<SessionRow>(
      db(),
      sql`select token_hash, dispositivo, criado_em, visto_em from sessao
          where usuario_id = ${usuarioId}
            and visto_em >= now() - make_interval(secs => ${idleSeconds}::int)
            and criado_em >= now() - make_interval(secs => ${absoluteSeconds}::int)
          order by visto_em desc, criado_em desc`,
    );
  const current = async (request: FastifyRequest) => {
    const auth = await signedIn(request);
    const session = await request.session();
    if (!session) throw new HttpError(401, MSG.naoAutenticado);
    return { auth, tokenHash: session.tokenHash };
  };
  const list = async (usuarioId: string, tokenHash: string): Promise<Sessoes> => ({
    sessoes: (await mine(usuarioId)).map((s) => ({
      id: sessionId(s.token_hash),
      dispositivo: s.dispositivo ?? DISPOSITIVO_DESCONHECIDO,
      criadaEm: new Date(s.criado_em).toISOString(),
      ultimoUso: new Date(s.visto_em).toISOString(),
      atual: s.token_hash === tokenHash,
    })),
  });

  app.get(
    '/api/privacidade/sessoes',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary: 'Sessões ativas: onde estou conectado (dispositivo, último uso); `atual` é esta',
          tags: TAGS,
        },
      },
      schema: { response: answer },
    },
    async (request) => {
      const { auth, tokenHash } = await current(request);
      return list(auth.usuario.id, tokenHash);
    },
  );

  app.delete(
    '/api/privacidade/sessoes/:id',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary:
            'Encerra uma das minhas sessões (a de outro navegador é recusada na próxima requisição); de outra pessoa ou desconhecida → 404',
          tags: TAGS,
        },
      },
      schema: { params: idParams, response: answer },
    },
    async (request, reply) => {
      const { auth, tokenHash } = await current(request);
      const { id } = request.params;
      const target = (await mine(auth.usuario.id)).find((s) => sessionId(s.token_hash) === id);
      if (!target) throw new HttpError(404, MSG.naoEncontrado);
      await db().execute(
        sql`delete from sessao where token_hash = ${target.token_hash} and usuario_id = ${auth.usuario.id}`,
      );
      // Ending this very session signs this browser out.
      if (target.token_hash === tokenHash) app.sessionCookie.clear(reply);
      return list(auth.usuario.id, tokenHash);
    },
  );

  app.post(
    '/api/privacidade/sessoes/encerrar-outras',
    {
      config: {
        access: access.signedIn,
        docs: { summary: 'Encerra todas as minhas sessões menos esta', tags: TAGS },
      },
      schema: { response: answer },
    },
    async (request) => {
      const { auth, tokenHash } = await current(request);
      await db().execute(
        sql`delete from sessao where usuario_id = ${auth.usuario.id} and token_hash <> ${tokenHash}`,
      );
      return list(auth.usuario.id, tokenHash);
    },
  );
}
