import { signedIn } from '../../plugins/access.js';
import { uuidParams, type Payload, type RegisterContext } from './context.js';

/** GET {base}/:uuid: one record within the viewer's scope, with its references' names in `related`. */
export function detailRoute(ctx: RegisterContext): void {
  const { hooks } = ctx;
  ctx.app.get(
    `${ctx.base}/:uuid`,
    { ...ctx.documented('read', 'detail'), schema: { params: uuidParams } },
    async (request) => {
      const { uuid } = request.params;
      const auth = await signedIn(request);
      const row = await ctx.currentRecord(ctx.db(), uuid, auth);
      const related: Payload = {};
      const record: Payload = {};
      for (const [key, value] of Object.entries(row)) {
        if (key.startsWith('related.')) related[key.slice('related.'.length)] = value;
        else record[key] = value;
      }
      return hooks.presentDetail ? hooks.presentDetail({ auth, record, related }) : { ...record, related };
    },
  );
}
