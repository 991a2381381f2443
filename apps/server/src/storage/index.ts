import path from 'node:path';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';

export type { FileStorage, PendingObject, ByteRange, ObjectInfo } from './storage.js';
export { TooLargeError, derivedKey } from './storage.js';

/**
 * The storage `STORAGE_URL` names: unset → `DATA_DIR/files`; `file:///srv/prix-files` → that directory;
 * `s3://bucket/folder?endpoint=https://…&region=…&forcePathStyle=true` → S3-compatible storage, with
 * credentials from the address (`s3://KEY:SECRET@bucket`) or the AWS SDK's usual sources (environment,
 * instance role).
 */
export async function openStorage(storageUrl: string | undefined, dataDir: string): Promise<FileStorage> {
  if (!storageUrl) return local(path.join(dataDir, 'files'));
  const url = new URL(storageUrl);
  if (url.protocol === 'file:') return local(decodeURIComponent(url.pathname));
  if (url.protocol !== 's3:') throw new Error(`STORAGE_URL: protocolo não suportado (${url.protocol})`);
  const params = url.searchParams;
  return S3Storage.open({
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ''),
    endpoint: params.get('endpoint') ?? undefined,
    region: params.get('region') ?? 'us-east-1',
    forcePathStyle: params.get('forcePathStyle') === 'true',
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
  });
}

async function local(dir: string): Promise<FileStorage> {
  const storage = new LocalStorage(path.resolve(dir));
  await storage.init();
  return storage;
}
