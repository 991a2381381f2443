import type { FastifyReply, FastifyRequest } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import fresh from 'fresh';
import parseRange from 'range-parser';
import type { SQL } from 'drizzle-orm';
import { MSG } from '@prix/shared';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import type { FileStorage } from '../../storage/index.js';

/** What a file register's row says of its file (FILE_COLUMNS). */
export interface StoredFile {
  key: string;
  size: number;
  sha256: string;
  type: string;
  /** The user's file name: only ever in Content-Disposition. */
  name: string;
  modified: Date;
}

/**
 * Sends a stored file as browsers and PDF viewers expect: its detected type with `nosniff`, an RFC 6266
 * `Content-Disposition` (accents in `filename*`), `ETag` (its SHA-256) and `Last-Modified` with 304 answers,
 * and single byte ranges (206, or 416 outside the file) so video and large PDFs load in parts. Documents are
 * cached privately but revalidated every time, so a permission removed counts at the next open.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  disposition: 'inline' | 'attachment' = 'inline',
): Promise<FastifyReply> {
  const etag = `"${file.sha256}"`;
  const lastModified = file.modified.toUTCString();
  const validators = { etag, 'last-modified': lastModified };
  const cacheHeaders = { ...validators, 'cache-control': 'private, no-cache' };
  if (fresh(request.headers, validators)) return reply.status(304).headers(cacheHeaders).send();

  let range: { start: number; end: number } | undefined;
  const asked = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (asked && (!ifRange || ifRange === etag)) {
    const ranges = parseRange(file.size, asked, { combine: true });
    if (ranges === -1) {
      reply.header('content-range', `bytes */${file.size}`);
      throw new HttpError(416, 'O trecho pedido está fora do arquivo.');
    }
    // A malformed header, or several ranges (multipart answers): the whole file, as RFC 9110 allows.
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) range = ranges[0];
  }
  const body = await storage.read(file.key, range);
  if (!body) throw new HttpError(404, MSG.naoEncontrado);
  // Headers of the file only now: an error above is answered as JSON, not as the file's type.
  reply.headers({
    ...cacheHeaders,
    'content-type': file.type,
    'x-content-type-options': 'nosniff',
    'content-disposition': contentDisposition(file.name, { type: disposition }),
    'accept-ranges': 'bytes',
  });
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(body);
}

/**
 * An attachment's download: `statement` selects its row as `key, size, sha256, type, name, modified` (sizes and
 * dates as the driver gives them); none is a 404, else the file as `sendStoredFile` sends it, to save.
 */
export async function sendAttachment(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  db: Db,
  statement: SQL,
): Promise<FastifyReply> {
  const [file] = await queryRows<
    Omit<StoredFile, 'size' | 'modified'> & { size: number | string; modified: Date | string }
  >(db, statement);
  if (!file) throw new HttpError(404, MSG.naoEncontrado);
  const stored = { ...file, size: Number(file.size), modified: new Date(file.modified) };
  return sendStoredFile(request, reply, storage, stored, 'attachment');
}
