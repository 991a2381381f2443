import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../testing/s3.js';
import { derivedKey, openStorage, TooLargeError, type FileStorage } from './index.js';
import { LocalStorage } from './local-storage.js';
import type { S3Storage } from './s3-storage.js';

const LIMIT = 6 * 1024 * 1024; // over one S3 part, so the multipart path runs

/** `size` bytes in 64 KB chunks, optionally failing after `failAt` bytes (a client that disconnects). */
function body(size: number, failAt?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAt !== undefined && sent >= failAt) {
        this.destroy(new Error('conexão encerrada pelo cliente'));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const n = Math.min(65536, size - sent);
      this.push(Buffer.alloc(n, sent % 251));
      sent += n;
    },
  });
}

/** Every object and temporary the driver holds, whatever the area. */
async function leftovers(storage: FileStorage): Promise<string[]> {
  if (storage instanceof LocalStorage) {
    const walk = async (dir: string): Promise<string[]> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      const nested = await Promise.all(
        entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])),
      );
      return nested.flat();
    };
    return walk(storage.root);
  }
  const s3 = storage as S3Storage;
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: 'prix' }));
  return (listed.Contents ?? []).map((o) => o.Key ?? '');
}

const drivers: { name: string; open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }> }[] =
  [
    {
      name: 'local',
      open: async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'prix-files-'));
        return {
          storage: await openStorage(undefined, dir),
          close: () => rm(dir, { recursive: true, force: true }),
        };
      },
    },
    {
      name: 's3',
      open: async () => {
        const server = await startS3Server();
        return {
          storage: await openStorage(server.storageUrl('arquivos'), '/nao-usado'),
          close: server.close,
        };
      },
    },
  ];

describe.each(drivers)('file storage: $name', ({ open }) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());

  it('keeps a body of exactly the limit, reads it back whole and by range, then removes it', async () => {
    const pending = await storage.write(body(LIMIT), { maxBytes: LIMIT });
    expect(pending.size).toBe(LIMIT);
    expect(pending.key).toMatch(new RegExp(`-${pending.sha256}$`));
    expect(await storage.stat(pending.key)).toBeNull(); // nobody can reach it before keep()
    await pending.keep();
    expect((await storage.stat(pending.key))?.size).toBe(LIMIT);

    const part = await storage.read(pending.key, { start: 65536 + 10, end: 65536 + 19 });
    const bytes = await buffer(part!);
    expect(bytes).toEqual(Buffer.alloc(10, 65536 % 251));

    await storage.remove(pending.key);
    expect(await storage.stat(pending.key)).toBeNull();
    expect(await leftovers(storage)).toEqual([]);
  });

  it('refuses one byte over the limit while streaming, leaving nothing', async () => {
    await expect(storage.write(body(LIMIT + 1), { maxBytes: LIMIT })).rejects.toBeInstanceOf(TooLargeError);
    expect(await leftovers(storage)).toEqual([]);
  });

  it('leaves nothing when the body fails midway (the client disconnected)', async () => {
    await expect(storage.write(body(LIMIT, 5_300_000), { maxBytes: LIMIT })).rejects.toThrow(/encerrada/);
    expect(await leftovers(storage)).toEqual([]);
  });

  it('discards a kept object when its row could not be written', async () => {
    const pending = await storage.write(body(1000), { maxBytes: LIMIT });
    await pending.keep();
    await pending.discard();
    expect(await storage.stat(pending.key)).toBeNull();
    expect(await leftovers(storage)).toEqual([]);
  });

  it('never reads outside its objects: a key from an address is checked', async () => {
    for (const key of ['../../etc/passwd', '..%2F..%2Fetc', 'a\u0000b', '', 'objects/x']) {
      expect(await storage.read(key)).toBeNull();
      expect(await storage.stat(key)).toBeNull();
    }
  });

  it('writes a derived object under the key of its original, whole or not at all', async () => {
    const key = derivedKey('ab'.repeat(32), 'miniatura-teste');
    await expect(storage.writeDerived(key, body(LIMIT, 5_300_000), { maxBytes: LIMIT })).rejects.toThrow(
      /encerrada/,
    );
    expect(await storage.stat(key)).toBeNull();
    expect(await leftovers(storage)).toEqual([]);
    await storage.writeDerived(key, body(1000), { maxBytes: LIMIT });
    expect(await buffer((await storage.read(key))!)).toEqual(await buffer(body(1000)));
    // Written again (another instance made it too): replaced, still readable.
    await storage.writeDerived(key, body(1000), { maxBytes: LIMIT });
    expect((await storage.stat(key))?.size).toBe(1000);
    await storage.remove(key);
    expect(await leftovers(storage)).toEqual([]);
    expect(() => derivedKey('../x', 'a')).toThrow();
  });

  it('reports itself writable', async () => {
    await expect(storage.probe()).resolves.toBeUndefined();
    expect(await leftovers(storage)).toEqual([]);
  });
});

describe('local storage sweep', () => {
  it('removes temporary files a crash left behind, and keeps recent ones', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'prix-files-'));
    const storage = (await openStorage(undefined, dir)) as LocalStorage;
    const stale = await storage.write(body(10), { maxBytes: 100 });
    const fresh = await storage.write(body(10), { maxBytes: 100 });
    const tmp = path.join(storage.root, 'tmp');
    const [staleName] = (await readdir(tmp)).filter((n) => n.startsWith(stale.key.slice(0, 36)));
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(tmp, staleName!), old, old);
    expect(await storage.sweep(60 * 60 * 1000)).toBe(1);
    await fresh.keep();
    expect(await text((await storage.read(fresh.key))!)).toHaveLength(10);
    await rm(dir, { recursive: true, force: true });
  });
});
