import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { isStorableText, unstorableMessage } from '@prix/shared';
import { HttpError } from '../plugins/errors.js';
import { TooLargeError, type FileStorage, type PendingObject } from '../storage/index.js';
import { FILE_KINDS, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type FileKind } from './file-kinds.js';
import { textEncodingOf } from './text-encoding.js';

/** Enough of the head for file-type to recognise PDFs, images and MP4. */
const HEAD_BYTES = 4100;
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

export interface UploadRules {
  /** The multipart field that carries the file (SPEC §7: `fileInput`). */
  readonly fileField: string;
  /**
   * Forms with several files (SPEC §7 benefit forms: two parts named `file` for fairs): how many files each
   * field may carry. Unset: one file, in `fileField`.
   */
  readonly fileFields?: Readonly<Record<string, number>>;
  readonly accept: readonly FileKind[];
  readonly maxBytes?: number;
  /** The 413's message when `maxBytes` is not the 200 MB of SPEC §9. */
  readonly tooLargeMessage?: string;
  /** The 415's message when the accepted kinds call for more than SPEC's 'Tipo de arquivo não aceito'. */
  readonly wrongTypeMessage?: string;
  /**
   * Fields whose files differ from the others (a redemption's NF-e XML beside its photos): their kinds, limit
   * and messages, and `read` when the route reads the file itself (its bytes come back in `bytes`; keep the
   * limit small, they are held in memory).
   */
  readonly fileRules?: Readonly<Record<string, FileRule>>;
}

export interface FileRule {
  readonly accept: readonly FileKind[];
  readonly maxBytes: number;
  readonly tooLargeMessage?: string;
  readonly wrongTypeMessage?: string;
  readonly read?: boolean;
}

export interface ReceivedFile extends PendingObject {
  /** The multipart field it came in. */
  readonly field: string;
  /** The user's file name, for Content-Disposition only: it never names anything on disk. */
  readonly filename: string;
  /** Detected from the content. */
  readonly mime: string;
  readonly ext: string;
  /** The whole content, for a field whose rule says `read`. */
  readonly bytes?: Buffer;
}

export interface ReceivedUpload {
  /** Text fields, by name (a null-prototype object). */
  readonly fields: Record<string, string>;
  /** The first file (the only one, for single-file uploads). */
  readonly file: ReceivedFile | null;
  /** Every file, in the order sent. */
  readonly files: readonly ReceivedFile[];
}

/**
 * The one upload pipeline (SPEC §5, decision 0014): reads a multipart request as it arrives, streams its one
 * file into storage (never whole in memory) after checking its type by content, counts bytes while
 * streaming (one byte over the limit → 413, nothing kept), and collects the text fields. The file comes
 * back pending: the caller keeps it inside the transaction that writes its row (`saveWithFile`).
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  rules: UploadRules,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(415, UPLOAD_MESSAGES.notMultipart);
  const maxBytes = rules.maxBytes ?? MAX_UPLOAD_BYTES;
  const fields: Record<string, string> = Object.create(null);
  const allowed: Readonly<Record<string, number>> = rules.fileFields ?? { [rules.fileField]: 1 };
  const maxFiles = Object.values(allowed).reduce((a, b) => a + b, 0);
  const fileRules = rules.fileRules ?? {};
  const largest = Math.max(maxBytes, ...Object.values(fileRules).map((r) => r.maxBytes));
  const files: ReceivedFile[] = [];
  try {
    const parts = request.parts({
      // busboy stops one byte past the limit, so the counter in storage sees the excess and refuses it.
      limits: {
        fileSize: largest + 1,
        files: maxFiles,
        fields: 30,
        fieldSize: 100_000,
        parts: 30 + maxFiles,
        headerPairs: 50,
      },
    });
    for await (const part of parts) {
      if (FORBIDDEN_NAMES.has(part.fieldname) || !isStorableText(part.fieldname))
        throw new HttpError(400, UPLOAD_MESSAGES.badField);
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (!isStorableText(value)) throw new HttpError(400, unstorableMessage(`o campo ${part.fieldname}`));
        fields[part.fieldname] = value;
        continue;
      }
      if (!isStorableText(part.filename)) throw new HttpError(400, unstorableMessage('o nome do arquivo'));
      const sameField = files.filter((f) => f.field === part.fieldname).length;
      if (!Object.hasOwn(allowed, part.fieldname) || sameField >= allowed[part.fieldname]!)
        throw new HttpError(400, UPLOAD_MESSAGES.oneFile);
      const rule = Object.hasOwn(fileRules, part.fieldname) ? fileRules[part.fieldname] : undefined;
      const chunks = part.file[Symbol.asyncIterator]();
      const head = await readHead(chunks, HEAD_BYTES);
      const accepted = (rule?.accept ?? rules.accept).flatMap(
        (kind) => FILE_KINDS[kind] as readonly string[],
      );
      const type =
        (await fileTypeFromBuffer(head)) ??
        (accepted.includes('text/csv') ? plainText(head) : undefined) ??
        (accepted.includes('application/xml') ? xmlText(head) : undefined);
      if (!type || !accepted.includes(type.mime))
        throw new HttpError(
          415,
          rule?.wrongTypeMessage ?? rules.wrongTypeMessage ?? UPLOAD_MESSAGES.wrongType,
        );
      const read: Buffer[] | null = rule?.read ? [] : null;
      let pending: PendingObject;
      try {
        pending = await storage.write(Readable.from(prepend(head, chunks, read)), {
          maxBytes: rule?.maxBytes ?? maxBytes,
          contentType: type.mime,
        });
      } catch (error) {
        if (error instanceof TooLargeError && rule?.tooLargeMessage)
          throw new HttpError(413, rule.tooLargeMessage);
        throw error;
      }
      files.push({
        ...pending,
        field: part.fieldname,
        filename: part.filename,
        mime: type.mime,
        ext: type.ext,
        ...(read ? { bytes: Buffer.concat(read) } : {}),
      });
    }
    return { fields, file: files[0] ?? null, files };
  } catch (error) {
    await Promise.all(files.map((f) => f.discard()));
    if (error instanceof TooLargeError && rules.tooLargeMessage)
      throw new HttpError(413, rules.tooLargeMessage);
    throw translate(error);
  }
}

/**
 * Writes a record and its file as one: `save` runs the database work and calls `keep` inside its
 * transaction; if anything fails the file is removed, so there is never a row without its file nor a file
 * without its row.
 */
export async function saveWithFile<T>(
  file: ReceivedFile | null,
  save: (keep: () => Promise<void>) => Promise<T>,
): Promise<T> {
  try {
    return await save(async () => {
      await file?.keep();
    });
  } catch (error) {
    await file?.discard();
    throw error;
  }
}

/** `saveWithFile` for several files: all kept in the transaction, or all removed. */
export async function saveWithFiles<T>(
  files: readonly ReceivedFile[],
  save: (keep: () => Promise<void>) => Promise<T>,
): Promise<T> {
  try {
    return await save(async () => {
      for (const f of files) await f.keep();
    });
  } catch (error) {
    await Promise.all(files.map((f) => f.discard()));
    throw error;
  }
}

/**
 * A head that is text in UTF-8 or Windows-1252 (no control characters; a character cut at its end allowed)
 * is CSV.
 */
function plainText(head: Buffer): { mime: string; ext: string } | undefined {
  return textEncodingOf(head) ? { mime: 'text/csv', ext: 'csv' } : undefined;
}

/**
 * XML without the declaration file-type looks for: text whose first character, past a BOM and blanks, opens a
 * tag. Only its kind is decided here; the route that accepts XML reads it with a real parser.
 */
function xmlText(head: Buffer): { mime: string; ext: string } | undefined {
  if (!textEncodingOf(head)) return undefined;
  const first = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()[0];
  return first === '<' ? { mime: 'application/xml', ext: 'xml' } : undefined;
}

/** Reads at least `size` bytes (or all there is) from `chunks`, which `prepend` then reads on from. */
async function readHead(chunks: AsyncIterator<Buffer>, size: number): Promise<Buffer> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(head);
}

/** The head, then the rest; each chunk also kept in `copy` when the route reads the file. */
async function* prepend(
  head: Buffer,
  rest: AsyncIterator<Buffer>,
  copy: Buffer[] | null = null,
): AsyncGenerator<Buffer> {
  if (head.length) {
    copy?.push(head);
    yield head;
  }
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    copy?.push(next.value);
    yield next.value;
  }
}

function translate(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof TooLargeError) return new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, UPLOAD_MESSAGES.oneFile);
  if (code === 'FST_PROTO_VIOLATION') return new HttpError(400, UPLOAD_MESSAGES.badField);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new HttpError(413, UPLOAD_MESSAGES.tooManyFields);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, UPLOAD_MESSAGES.notMultipart);
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_INVALID_JSON_FIELD_ERROR')
    return new HttpError(400, UPLOAD_MESSAGES.brokenBody);
  return error;
}
