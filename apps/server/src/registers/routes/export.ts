import { can, exportQuerySchema, labelFor, visibleListColumns } from '@prix/shared';
import { exportDocs, sendExport } from '../../exports/send-export.js';
import { signedIn } from '../../plugins/access.js';
import { registerExportSource } from '../register-export.js';
import type { RegisterContext } from './context.js';

/**
 * GET {base}/exportar: the whole filtered list as a spreadsheet (decision 0026): the list's access, scope,
 * search and columns.
 */
export function exportRoute(ctx: RegisterContext): void {
  const { app, def, scopeOf } = ctx;
  app.get(
    `${ctx.base}/exportar`,
    {
      config: { access: ctx.access.read, docs: exportDocs(`Lista de ${labelFor(def.title, false)}`) },
      compress: false as const,
      schema: { querystring: exportQuerySchema },
    },
    async (request, reply) => {
      const auth = await signedIn(request);
      const { geral, formato } = request.query;
      const columns = visibleListColumns(def.list, (key) => can(auth.permissions, key));
      return sendExport(
        reply,
        formato,
        registerExportSource(app, def, auth, geral || undefined, scopeOf(auth), columns),
      );
    },
  );
}
