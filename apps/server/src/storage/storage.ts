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
  /**
   * Streams `body` into the derived object `key` (`derivedKey`: a thumbnail of a stored file), visible only
   * once complete (a temporary file renamed, an S3 upload completed), so a reader sees all of it or nothing.
   * Writing a key again replaces it; the content is made from the same original, so readers never mind which.
   */
  writeDerived(key: string, body: Readable, options: WriteOptions): Promise<void>;
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

/** An uploaded object's key: `{uuid}-{sha256}`, made by the storage. */
const OBJECT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{64}$/;
/** A derived object's key: `{sha256 of the original}.{variant}`, so every instance finds the same one. */
const DERIVED_KEY = /^[0-9a-f]{64}\.[a-z0-9-]{1,40}$/;

/** The only shapes a key may have, so no address can name another path or object. */
export const isStorageKey = (key: string): boolean => OBJECT_KEY.test(key) || DERIVED_KEY.test(key);
export const isDerivedKey = (key: string): boolean => DERIVED_KEY.test(key);

/** The key of `variant` (lower-case letters, digits, hyphens) of the file whose content hash is `sha256`. */
export function derivedKey(sha256: string, variant: string): string {
  const key = `${sha256}.${variant}`;
  if (!DERIVED_KEY.test(key)) throw new Error(`chave derivada inválida: ${key}`);
  return key;
}

/** The body passed `maxBytes`. */
export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`arquivo maior que ${maxBytes} bytes`);
  }
}
