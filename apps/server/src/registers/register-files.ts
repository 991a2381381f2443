import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FILE_COLUMNS,
  FILE_FIELD,
  UPLOAD_MESSAGES,
  MSG,
  can,
  fileNameColumn,
  namesItsField,
  type PermissionTree,
  type RegisterDef,
} from '@prix/shared';
import { queryRows, type Db } from '../db/client.js';
import { HttpError } from '../plugins/errors.js';
import type { FileStorage } from '../storage/index.js';
import { receiveUpload, type ReceivedFile } from '../uploads/receive-upload.js';
import { jsonPart } from '../uploads/upload-json.js';

/**
 * File registers (decision 0015): the record travels as JSON in the multipart part `json`, validated by the
 * same schema as a JSON register's body, and its one file in `fileInput`, streamed into storage by the one
 * upload pipeline (decision 0014) and kept only when the row commits.
 */

type Payload = Record<string, unknown>;

/** zod's issues as the error handler words a body's (field schemas name their field; others get the path). */
export function validationMessages(error: z.ZodError): string[] {
  const messages = error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field && !namesItsField(issue.message) ? `${field}: ${issue.message}` : issue.message;
  });
  return messages.length ? messages : [MSG.corpoInvalido];
}

/**
 * A file register's POST or PUT: the record (parsed by `schema`) and the file, pending (null when an update
 * keeps the stored one). A JSON request, a missing or invalid `json` part, a wrong type, an oversize file,
 * or no file on insert is refused, and whatever was streamed is removed.
 */
export async function receiveRecordWithFile(
  request: FastifyRequest,
  storage: FileStorage,
  def: RegisterDef & { file: NonNullable<RegisterDef['file']> },
  schema: z.ZodType,
  mode: 'insert' | 'update',
): Promise<{ payload: Payload; file: ReceivedFile | null }> {
  const { fields, file } = await receiveUpload(request, storage, {
    fileField: FILE_FIELD,
    accept: def.file.accept,
  });
  try {
    const parsed = schema.safeParse(jsonPart(fields));
    if (!parsed.success) throw new HttpError(400, validationMessages(parsed.error));
    if (mode === 'insert' && !file) throw new HttpError(400, UPLOAD_MESSAGES.missingFile);
    return { payload: { ...(parsed.data as Payload) }, file };
  } catch (error) {
    await file?.discard();
    throw error;
  }
}

/** The file's columns of the row (FILE_COLUMNS): what the storage made of it and the user's name for it. */
export function fileAssignments(def: RegisterDef, file: ReceivedFile): [string, unknown][] {
  return [
    [FILE_COLUMNS.key, file.key],
    [FILE_COLUMNS.size, file.size],
    [FILE_COLUMNS.sha256, file.sha256],
    [FILE_COLUMNS.type, file.mime],
    [fileNameColumn(def.file!), file.filename.slice(0, 255)],
  ];
}

/** The storage key of a record's file (to delete it once the row's change has committed). */
export async function storedFileKey(db: Db, def: RegisterDef, code: string): Promise<string | null> {
  const [row] = await queryRows<{ key: string }>(
    db,
    sql`select ${sql.identifier(FILE_COLUMNS.key)} as key from ${sql.identifier(def.table)}
      where ${sql.identifier(def.codeField)} = ${code}`,
  );
  return row?.key ?? null;
}

/**
 * Fields behind a key (`Field.permission`) the viewer lacks: a value other than the stored one (or, on insert,
 * any value) is refused with 403; an empty or unchanged one is left out of the write.
 */
export function guardFieldPermissions(
  def: RegisterDef,
  tree: PermissionTree,
  payload: Payload,
  current: Payload | null,
): void {
  for (const [name, f] of Object.entries(def.fields)) {
    if (!f.permission || can(tree, f.permission) || !(name in payload)) continue;
    const sent = payload[name] ?? '';
    const stored = current?.[name] ?? '';
    if (sent !== '' && String(sent) !== String(stored)) throw new HttpError(403, MSG.semPermissaoAcao);
    delete payload[name];
  }
}
