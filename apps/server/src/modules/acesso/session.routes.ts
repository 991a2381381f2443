import type { FastifyInstance } from 'fastify';
import { sessionInfoSchema, userProfileSchema, type SessionInfo, type UserProfile } from '@prix/shared';
import { access } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import { MSG } from '@prix/shared';

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
    async (request): Promise<SessionInfo> => {
      const auth = await request.auth();
      if (!auth) throw new HttpError(401, MSG.naoAutenticado);
      const { usuario } = auth;
      return {
        usuario: {
          ...usuario,
          tipos: [
            'logado',
            usuario.externo ? 'externo' : 'interno',
            ...(usuario.funcionario ? (['funcionario'] as const) : []),
          ],
        },
        permissions: auth.permissions,
        env: {
          ambiente: app.config.env,
          contatoUrl: app.config.contatoUrl,
          suporteEmail: app.config.suporteEmail,
          seletorEmpresa: usuario.externo && !usuario.funcionario && auth.empresas.length > 1,
        },
        empresa: auth.empresa,
      };
    },
  );

  app.get(
    '/api/usuario/profile',
    {
      config: {
        access: access.signedIn,
        docs: {
          summary: 'As empresas do usuário externo (seletor de empresa)',
          tags: ['Acesso'],
          response: { 200: userProfileSchema },
        },
      },
    },
    async (request): Promise<UserProfile> => {
      const auth = await request.auth();
      return { result: { clientes: auth?.empresas ?? [] } };
    },
  );
}
