import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG, PERM, usuario, type RegisterDef } from '@prix/shared';
import { queryRows } from '../../db/client.js';
import { deleteUserSessions } from '../../auth/session-store.js';
import { access } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { registerRoutes } from '../../registers/register-routes.js';
import { detailQuery } from '../../registers/register-sql.js';
import { sendInvitation } from './invitation.js';
import { meuPerfilRoutes } from './meu-perfil.routes.js';
import { USUARIO_MSG, applyUsuarioRules, usuarioScope } from './usuario-rules.js';

const def = usuario as unknown as RegisterDef;

/**
 * Users (SPEC §2.3, §4, §6): the generic register routes with the scope of external users, the rules of
 * applyUsuarioRules, the invitation e-mail and the end of every session of a user made inactive.
 */
export async function usuarioRoutes(app: FastifyInstance): Promise<void> {
  // Before the generic `/api/usuario/:uuid`, which would otherwise take 'meu-perfil' for a uuid.
  await meuPerfilRoutes(app);
  const writeKeys = [PERM.cadastro.usuario, PERM.cadastro.usuarioExterno] as const;

  await registerRoutes(app, def, {
    access: {
      read: access.registerRead(...writeKeys),
      write: access.registerWrite(...writeKeys),
      remove: access.key(PERM.usuario.excluirExterno),
    },
    scope: usuarioScope,
    beforeSave: async (ctx) => applyUsuarioRules(ctx),
    afterSave: async ({ mode, payload, current, code }) => {
      if (mode === 'insert') {
        await sendInvitation(app, { nome: String(payload.nome), email: String(payload.email) });
      } else if (payload.inativo === true && current?.inativo !== true) {
        await deleteUserSessions(app.database.db, code);
      }
    },
    beforeDelete: async ({ auth, code }) => {
      if (code === auth.usuario.id) throw new HttpError(400, USUARIO_MSG.excluirSe);
    },
  });

  // 'Reenviar e-mail de convite' (SPEC §4, §7): the client reads resendInviteOk.
  app.get(
    '/api/usuario/reenvioemail/:uuid',
    {
      config: { access: access.registerWrite(...writeKeys) },
      schema: { params: z.object({ uuid: z.string() }) },
    },
    async (request) => {
      const auth = await request.auth();
      const { uuid } = request.params as { uuid: string };
      const [row] = /^[0-9a-f-]{36}$/i.test(uuid)
        ? await queryRows<{ nome: string; email: string }>(
            app.database.db,
            detailQuery(def, uuid, usuarioScope(auth!)),
          )
        : [];
      if (!row) throw new HttpError(404, MSG.naoEncontrado);
      return { resendInviteOk: await sendInvitation(app, { nome: row.nome, email: row.email }) };
    },
  );
}
