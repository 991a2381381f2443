import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (decision 0014). One interface, two drivers chosen by configuration: a local
 * directory (default `DATA_DIR/files`) or S3-compatible object storage (`STORAGE_URL=s3://…`), so several
 * server instances can share files. Files are stored under an internal key made by the storage itself,
 * never under the user's file name, and a key from an address never reaches the file system unchecked.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Streams `body` into a new object that nobody can reach yet (a temporary file, or an S3 multipart upload
   * not yet completed). Rejects, leaving nothing behind, if the body fails or passes `maxBytes`.
   */
  write(body: Readable, options: WriteOptions): Promise<PendingObject>;
  /** Reads a stored object, or part of it (`end` inclusive, as in HTTP ranges); null when it does not exist. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<ObjectInfo | null>;
  /** Deletes an object; deleting one that does not exist is not an error. */
  remove(key: string): Promise<void>;
  /** Removes what crashed or abandoned uploads left behind (not touched for `olderThanMs`). */
  sweep(olderThanMs: number): Promise<number>;
  /** Writes and deletes a small probe: the readiness check. */
  probe(): Promise<void>;
}

export interface WriteOptions {
  readonly maxBytes: number;
  readonly contentType?: string;
}

export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export interface ObjectInfo {
  readonly size: number;
  readonly modified: Date;
}

/** A written object waiting for its database row. */
export interface PendingObject {
  /** The key the row stores; valid once `keep()` resolves. */
  readonly key: string;
  readonly size: number;
  /** SHA-256 of the content, hex. */
  readonly sha256: string;
  /** Makes the object permanent under `key` (called inside the row's transaction, before it commits). */
  keep(): Promise<void>;
  /** Removes the object, kept or not (the row's transaction failed). Never throws. */
  discard(): Promise<void>;
}

/** The body passed `maxBytes`. */
export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`arquivo maior que ${maxBytes} bytes`);
  }
}
