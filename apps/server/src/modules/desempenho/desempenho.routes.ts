import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, PERM, can } from '@prix/shared';
import {
  desempenhoSchema,
  relatorioDesempenhoQuerySchema,
  relatorioDesempenhoSchema,
  RELATORIO_DESEMPENHO_TITULO,
  type Desempenho,
} from '@prix/shared/desempenho';
import type { AuthState } from '../../auth/access-context.js';
import { exportRoute, sendExport } from '../../exports/send-export.js';
import { access, signedIn } from '../../plugins/access.js';
import { HttpError } from '../../plugins/errors.js';
import type { TypedApp } from '../../plugins/typed-routes.js';
import { desempenhoOf } from './desempenho.js';
import { relatorioDesempenho, relatorioDesempenhoExport } from './relatorio-desempenho.js';

const TAGS = ['Desempenho'];
const clienteParams = z.object({ clienteId: z.string().min(1).max(10) });

export const DESEMPENHO_MSG = {
  escolhaParceiro: 'Escolha o parceiro cujo desempenho deseja ver.',
};

/** A partner's page: its current company only; staff, any company with the report's key. */
function pageRoutes(app: TypedApp): void {
  const answer = async (clienteId: string): Promise<Desempenho> => {
    const found = await desempenhoOf(app.database.db, clienteId);
    if (!found) throw new HttpError(404, MSG.naoEncontrado);
    return found;
  };

  app.get(
    '/api/desempenho',
    {
      config: {
        access: access.key(PERM.desempenho.visualizar),
        docs: {
          summary:
            'Meu desempenho: classe atual e desde quando, faturamento líquido do ano contra os limites das classes, a classe que a reclassificação daria hoje, os meses contra o ano anterior, a verba, os contatos e os treinamentos da empresa atual',
          tags: TAGS,
        },
      },
      schema: { response: { 200: desempenhoSchema } },
    },
    async (request) => {
      const auth = await signedIn(request);
      if (!auth.usuario.externo) throw new HttpError(400, DESEMPENHO_MSG.escolhaParceiro);
      if (!auth.empresa) throw new HttpError(404, MSG.naoEncontrado);
      return answer(auth.empresa.id);
    },
  );

  app.get(
    '/api/desempenho/:clienteId',
    {
      config: {
        access: access.anyOf(PERM.desempenho.visualizar, PERM.desempenho.relatorio),
        docs: {
          summary:
            'O desempenho de um parceiro pelo código: a equipe interna com relatorio.desempenho vê qualquer um; o parceiro, só a sua empresa atual',
          tags: TAGS,
        },
      },
      schema: { params: clienteParams, response: { 200: desempenhoSchema } },
    },
    async (request) => {
      const auth = await signedIn(request);
      const { clienteId } = request.params;
      if (auth.usuario.externo) {
        // Only the company chosen in the switcher; any other is answered as if it did not exist.
        if (!can(auth.permissions, PERM.desempenho.visualizar) || auth.empresa?.id !== clienteId)
          throw new HttpError(404, MSG.naoEncontrado);
      } else if (!can(auth.permissions, PERM.desempenho.relatorio))
        throw new HttpError(403, MSG.semPermissaoAcao);
      return answer(clienteId);
    },
  );
}

/** The report is the staff's: never a partner's, whatever their profile holds. */
const staffOnly = (auth: AuthState) => {
  if (auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
};

/** The staff's report of every partner and its export. */
function reportRoutes(app: TypedApp): void {
  const reportAccess = access.key(PERM.desempenho.relatorio);

  app.get(
    '/api/desempenho/relatorio',
    {
      config: {
        access: reportAccess,
        docs: {
          summary:
            'Desempenho dos parceiros: classe, faturamento do ano, % da próxima classe, classe projetada e saldo da verba, os mais perto de mudar de classe primeiro (filtros: classe, uf, tendencia=sobe|desce|mantem; page)',
          tags: ['Relatórios'],
        },
      },
      schema: { querystring: relatorioDesempenhoQuerySchema, response: { 200: relatorioDesempenhoSchema } },
    },
    async (request) => {
      staffOnly(await signedIn(request));
      return relatorioDesempenho(app.database.db, request.query);
    },
  );

  app.get(
    '/api/desempenho/relatorio/exportar',
    exportRoute(
      reportAccess,
      RELATORIO_DESEMPENHO_TITULO,
      relatorioDesempenhoQuerySchema.omit({ page: true }),
    ),
    async (request, reply) => {
      staffOnly(await signedIn(request));
      const { formato, ...q } = request.query;
      return sendExport(reply, formato, await relatorioDesempenhoExport(app.database.db, q));
    },
  );
}

/** 'Meu desempenho' and the staff's report of every partner's performance (decision 0053). */
export async function desempenhoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  pageRoutes(app);
  reportRoutes(app);
}
