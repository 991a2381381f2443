import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  MSG,
  PERM,
  keysResponseSchema,
  resendInviteAnswerSchema,
  registerAccess,
  usuario,
  usuarioExterno,
  type KeyValue,
  type RegisterDef,
} from '@prix/shared';
import { queryRows } from '../../db/client.js';
import { deleteUserSessions } from '../../auth/session-store.js';
import { access } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { registerRoutes, type RegisterHooks } from '../../registers/register-routes.js';
import { detailQuery } from '../../registers/register-sql.js';
import { OQUE, registrarAcesso } from '../privacidade/acessos.js';
import { sendInvitation } from './invitation.js';
import { meuPerfilRoutes } from './meu-perfil.routes.js';
import { USUARIO_MSG, applyUsuarioRules, foreignCompanies, usuarioScope } from './usuario-rules.js';

const def = usuario as unknown as RegisterDef;

/**
 * Users (SPEC §2.3, §4, §6): the generic register routes with the scope of external users, the rules of
 * applyUsuarioRules, the invitation e-mail and the end of every session of a user made inactive.
 */
export async function usuarioRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before the generic `/api/usuario/:uuid`, which would otherwise take 'meu-perfil' for a uuid.
  await meuPerfilRoutes(app);
  const afterSave: RegisterHooks['afterSave'] = async ({ mode, payload, current, code }) => {
    if (mode === 'insert') {
      await sendInvitation(app, { nome: String(payload.nome), email: String(payload.email) });
    } else if (payload.inativo === true && current?.inativo !== true) {
      await deleteUserSessions(app.database.db, code);
    }
  };
  const beforeDelete: RegisterHooks['beforeDelete'] = async ({ auth, tx, code }) => {
    if (code === auth.usuario.id) throw new HttpError(400, USUARIO_MSG.excluirSe);
    if (auth.usuario.externo) {
      // A person who also belongs to another partner stays: only the back office removes them.
      const links = await queryRows<{ id: string }>(
        tx,
        sql`select cliente_id as id from usuario_cliente where usuario_id = ${code}`,
      );
      if (
        foreignCompanies(
          auth,
          links.map((l) => l.id),
        ).length
      )
        throw new HttpError(403, USUARIO_MSG.excluirCompartilhado);
    }
  };

  // Staff reading another person's record is logged for the data protection officer (decision 0048).
  const presentDetail: RegisterHooks['presentDetail'] = async ({ auth, record, related }) => {
    if (!auth.usuario.externo && record.id !== auth.usuario.id)
      await registrarAcesso(app.database.db, {
        quem: auth.usuario.id,
        titularUsuarioId: String(record.id),
        oque: OQUE.detalheUsuario,
      });
    return { ...record, related };
  };

  await registerRoutes(app, def, {
    scope: usuarioScope,
    beforeSave: async (ctx) => applyUsuarioRules(ctx),
    afterSave,
    beforeDelete,
    presentDetail,
  });

  // 'Adicionar/Editar Funcionário' (SPEC §2.3): the same rules, always an external user, fewer fields.
  await registerRoutes(app, usuarioExterno as unknown as RegisterDef, {
    scope: (auth) => sql`t.externo and ${usuarioScope(auth) ?? sql`true`}`,
    beforeSave: async ({ payload, current, ...ctx }) => {
      payload.externo = true;
      applyUsuarioRules({ ...ctx, payload, current: current && { ...current, externo: true } });
    },
    afterSave,
    beforeDelete,
  });

  // Lookup of the company form's 'Responsável' (SPEC §3): active internal employees (8-digit ids, SPEC §1).
  app.get(
    '/api/usuario/funcionario',
    {
      config: {
        access: access.registerRead(PERM.cadastro.cliente),
        docs: { summary: 'Funcionários internos ativos (o Responsável de uma empresa)', tags: ['Usuários'] },
      },
      // Checked on the way out: the selector reads it as it comes (SERVER_CHECKED_ANSWERS).
      schema: { response: { 200: keysResponseSchema } },
    },
    async (): Promise<KeyValue[]> =>
      queryRows<KeyValue>(
        app.database.db,
        sql`select id as key, nomecompleto as value from usuario
          where not externo and not inativo and id ~ '^[0-9]{8}$' order by nomecompleto`,
      ),
  );

  // 'Reenviar e-mail de convite' (SPEC §4, §7): the client reads resendInviteOk.
  app.get(
    '/api/usuario/reenvioemail/:uuid',
    {
      // It sends mail: a link on another site must not fire it with the user's cookie.
      config: {
        access: access.rule(registerAccess(def).write),
        sameOriginOnly: true,
        // A few per person and hour, however many people press the button (decision 0010).
        rateLimit: app.rateLimits.inviteResend,
        docs: {
          summary: 'Reenvia o e-mail de convite (só do próprio portal: Sec-Fetch-Site ou x-prix-cliente)',
          tags: ['Usuários'],
        },
      },
      schema: { params: z.object({ uuid: z.string() }), response: { 200: resendInviteAnswerSchema } },
    },
    async (request) => {
      const auth = await request.auth();
      const { uuid } = request.params;
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
