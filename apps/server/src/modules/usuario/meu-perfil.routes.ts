import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  MSG,
  MASKS,
  PERM,
  can,
  meuPerfilAnswerSchema,
  meuPerfilSchema,
  usuario,
  type RegisterDef,
} from '@prix/shared';
import { queryRows, type Db } from '../../db/client.js';
import { usuario as usuarioTable } from '../../db/schema.js';
import { deleteUserSessions } from '../../auth/session-store.js';
import { access } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { detailQuery } from '../../registers/register-sql.js';
import { updateRecord } from '../../registers/register-writes.js';
import { USUARIO_MSG } from './usuario-rules.js';

const def = usuario as unknown as RegisterDef;

/**
 * 'Meus dados' (SPEC §2.3, §4): the signed-in user's own record, with no permission needed. Completing an
 * incomplete (self-registered) record leaves it waiting for the administrator: inactive, signed out.
 */
export async function meuPerfilRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  async function ownRecord(database: Db, uuid: string) {
    const [row] = await queryRows<Record<string, unknown>>(database, detailQuery(def, uuid));
    if (!row) throw new HttpError(404, MSG.naoEncontrado);
    return row;
  }

  const docs = (summary: string, response: z.ZodType) => ({
    summary,
    tags: ['Meus dados'],
    response: { 200: response },
  });
  const ownRecordDocs = docs('Meus dados: o próprio cadastro', z.record(z.string(), z.unknown()));
  app.get(
    '/api/usuario/meu-perfil',
    { config: { access: access.signedIn, docs: ownRecordDocs } },
    async (request) => {
      const auth = await request.auth();
      const { related: _related, ...record } = await ownRecord(app.database.db, auth!.usuario.uuid);
      return record;
    },
  );

  app.put(
    '/api/usuario/meu-perfil',
    {
      config: {
        access: access.signedIn,
        docs: docs(
          'Meus dados: grava o próprio cadastro (completar o cadastro aguarda ativação)',
          meuPerfilAnswerSchema,
        ),
      },
      // Checked on the way out: 'Meus dados' reads it as it comes (SERVER_CHECKED_ANSWERS).
      schema: { body: meuPerfilSchema, response: { 200: meuPerfilAnswerSchema } },
    },
    async (request) => {
      const auth = (await request.auth())!;
      const payload = { ...request.body };
      const waiting = await app.database.db.transaction(async (tx) => {
        const current = await ownRecord(tx, auth.usuario.uuid);
        const stored = typeof current.cpf === 'string' ? current.cpf : '';
        const typed = typeof payload.cpf === 'string' && payload.cpf ? MASKS.cpf.format(payload.cpf) : '';
        if (stored && typed !== stored && !can(auth.permissions, PERM.usuario.editarDadosLgpd)) {
          throw new HttpError(403, USUARIO_MSG.cpf);
        }
        await updateRecord(tx, def, auth.usuario.id, payload, auth.usuario.id);
        if (current.incompleto !== true) return false;
        await tx
          .update(usuarioTable)
          .set({ incompleto: false, inativo: true })
          .where(eq(usuarioTable.id, auth.usuario.id));
        return true;
      });
      if (!waiting) return { updated: true };
      await deleteUserSessions(app.database.db, auth.usuario.id);
      return { updated: true, aguardandoAtivacao: true };
    },
  );
}
