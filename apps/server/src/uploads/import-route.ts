import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MSG, type PermissionQuery } from '@prix/shared';
import { IMPORT_MAX_BYTES, importMessages } from '@prix/shared/faturamento';
import type { AuthState } from '../auth/access-context.js';
import { access, signedIn } from '../plugins/access.js';
import { HttpError } from '../plugins/errors.js';
import type { RouteDocs } from '../plugins/openapi.js';
import { withUploads } from '../plugins/uploads.js';
import type { ImportKind } from './file-import.js';
import { UPLOAD_MESSAGES } from './file-kinds.js';
import { receiveUpload, saveWithFile } from './receive-upload.js';

/** A module's file import as a route: where, who, what it says of itself, and what it does with the file. */
export interface ImportRoute<S extends z.ZodType> {
  url: string;
  /** The staff's permission to import. */
  permission: PermissionQuery;
  docs: Omit<RouteDocs, 'response'>;
  /** The answer: what the import did. */
  response: S;
  /** Imports the file (all or nothing: `importRows`). */
  run(body: Readable, kind: ImportKind, auth: AuthState): Promise<z.output<S>>;
}

/**
 * POST of a CSV or XLSX file in the multipart field `fileInput` (at most IMPORT_MAX_BYTES), for staff with the
 * permission: never a partner, whatever their profile holds. The file goes through the one upload pipeline
 * into storage, is read back from there by `run`, and removed after: the system it came from keeps it, not
 * the portal. The route is its module's one upload (plugins/uploads.ts).
 */
export async function importRoute<S extends z.ZodType>(
  app: FastifyInstance,
  route: ImportRoute<S>,
): Promise<void> {
  // Fastify cannot work out the answer's type of a generic schema: `run`'s type already ties it to `S`.
  const response: z.ZodType = route.response;
  await withUploads(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      route.url,
      {
        schema: { response: { 200: response } },
        config: {
          access: access.key(route.permission),
          docs: { ...route.docs, response: { 200: response } },
        },
      },
      async (request) => {
        const auth = await signedIn(request);
        if (auth.usuario.externo) throw new HttpError(403, MSG.semPermissaoAcao);
        const { file } = await receiveUpload(request, app.storage, {
          fileField: 'fileInput',
          accept: ['csv', 'xlsx'],
          maxBytes: IMPORT_MAX_BYTES,
          tooLargeMessage: importMessages.tooLarge,
          wrongTypeMessage: importMessages.notText,
        });
        if (!file) throw new HttpError(400, UPLOAD_MESSAGES.missingFile);
        return saveWithFile(file, async (keep) => {
          await keep();
          try {
            const body = await app.storage.read(file.key);
            if (!body) throw new Error('arquivo enviado não encontrado no armazenamento');
            return await route.run(body, file.mime === 'text/csv' ? 'csv' : 'xlsx', auth);
          } finally {
            await file.discard();
          }
        });
      },
    );
  });
}
