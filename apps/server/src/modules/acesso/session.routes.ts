import type { FastifyInstance } from 'fastify';
import {
  sessionInfoSchema,
  userProfileSchema,
  type PermissionTree,
  type SessionInfo,
  type UserProfile,
} from '@prix/shared';
import { access } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { MSG } from '@prix/shared';

/**
 * A permission tree as JSON, written once per tree: trees are frozen and shared by every request with the
 * same grants (access-context.ts), and the tree is most of `acesso/info`'s answer, which every page asks for.
 */
const treesJson = new WeakMap<PermissionTree, string>();
function permissionsJson(tree: PermissionTree): string {
  let json = treesJson.get(tree);
  if (json === undefined) treesJson.set(tree, (json = JSON.stringify(tree)));
  return json;
}

/** SPEC §7 session calls: who is signed in, with what permissions, and (external users) which companies. */
export async function sessionRoutes(app: FastifyInstance) {
  app.post(
    '/api/acesso/info',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary: 'Quem está na sessão: usuário, permissões, ambiente',
          tags: ['Acesso'],
          response: { 200: sessionInfoSchema },
        },
      },
    },
    async (request, reply) => {
      const auth = await request.auth();
      if (!auth) throw new HttpError(401, MSG.naoAutenticado);
      const { usuario } = auth;
      const rest = {
        usuario: {
          ...usuario,
          tipos: [
            'logado',
            usuario.externo ? 'externo' : 'interno',
            ...(usuario.funcionario ? (['funcionario'] as const) : []),
          ],
        },
        env: {
          ambiente: app.config.env,
          contatoUrl: app.config.contatoUrl,
          suporteEmail: app.config.suporteEmail,
          seletorEmpresa: usuario.externo && !usuario.funcionario && auth.empresas.length > 1,
        },
        empresa: auth.empresa,
      } satisfies Omit<SessionInfo, 'permissions'>;
      // SessionInfo's JSON, with the tree's text kept from an earlier request.
      const json = JSON.stringify(rest);
      reply.type('application/json; charset=utf-8');
      return `${json.slice(0, -1)},"permissions":${permissionsJson(auth.permissions)}}`;
    },
  );

  app.get(
    '/api/usuario/profile',
    {
      config: {
        access: access.signedIn,
        docs: { summary: 'As empresas do usuário externo (seletor de empresa)', tags: ['Acesso'] },
      },
      // Checked on every answer: the web app reads it without checking it again (SERVER_CHECKED_ANSWERS).
      schema: { response: { 200: userProfileSchema } },
    },
    async (request): Promise<UserProfile> => {
      const auth = await request.auth();
      return { result: { clientes: auth?.empresas ?? [] } };
    },
  );
}
