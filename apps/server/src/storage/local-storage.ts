import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LimitedHash } from './limited-hash.js';
import {
  isDerivedKey,
  isStorageKey,
  type ByteRange,
  type FileStorage,
  type ObjectInfo,
  type PendingObject,
  type WriteOptions,
} from './storage.js';

/**
 * Files in a local directory: `objects/{first two hex digits}/{uuid}-{sha256}`, written first as
 * `tmp/{uuid}.part` and renamed (atomic on one file system) when the row that names it is written.
 */
export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly tmpDir: string;
  private readonly objectsDir: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, 'tmp');
    this.objectsDir = path.join(root, 'objects');
  }

  async init(): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
    await mkdir(this.objectsDir, { recursive: true });
  }

  private pathOf(key: string): string | null {
    return isStorageKey(key) ? path.join(this.objectsDir, key.slice(0, 2), key) : null;
  }

  async write(body: Readable, { maxBytes }: WriteOptions): Promise<PendingObject> {
    const id = randomUUID();
    const tmp = path.join(this.tmpDir, `${id}.part`);
    const counter = new LimitedHash(maxBytes);
    try {
      await pipeline(body, counter, createWriteStream(tmp, { flags: 'wx' }));
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    const sha256 = counter.digest();
    const key = `${id}-${sha256}`;
    const final = this.pathOf(key)!;
    let kept = false;
    return {
      key,
      size: counter.size,
      sha256,
      keep: async () => {
        await mkdir(path.dirname(final), { recursive: true });
        await rename(tmp, final);
        kept = true;
      },
      discard: async () => {
        await rm(kept ? final : tmp, { force: true }).catch(() => undefined);
      },
    };
  }

  async writeDerived(key: string, body: Readable, { maxBytes }: WriteOptions): Promise<void> {
    if (!isDerivedKey(key)) throw new Error(`chave derivada inválida: ${key}`);
    const tmp = path.join(this.tmpDir, `${randomUUID()}.part`);
    const final = this.pathOf(key)!;
    try {
      await pipeline(body, new LimitedHash(maxBytes), createWriteStream(tmp, { flags: 'wx' }));
      await mkdir(path.dirname(final), { recursive: true });
      await rename(tmp, final);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.pathOf(key);
    if (!file || !(await this.stat(key))) return null;
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const file = this.pathOf(key);
    if (!file) return null;
    try {
      const info = await stat(file);
      return info.isFile() ? { size: info.size, modified: info.mtime } : null;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    if (file) await rm(file, { force: true });
  }

  async sweep(olderThanMs: number): Promise<number> {
    const limit = Date.now() - olderThanMs;
    let removed = 0;
    for (const name of await readdir(this.tmpDir).catch(() => [] as string[])) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < limit) {
        await rm(file, { force: true, recursive: true });
        removed += 1;
      }
    }
    return removed;
  }

  async probe(): Promise<void> {
    const file = path.join(this.tmpDir, `probe-${randomUUID()}`);
    await writeFile(file, 'ok');
    await unlink(file);
  }
}
