import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server (s3rver) on a free local port, with one empty bucket: the S3 storage driver is
 * tested against it, never against a mock. `storageUrl` is what STORAGE_URL would say.
 */
export async function startS3Server(bucket = 'prix'): Promise<{
  storageUrl: (prefix?: string) => string;
  directory: string;
  close(): Promise<void>;
}> {
  const directory = await mkdtemp(path.join(tmpdir(), 'prix-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    // s3rver accepts its own fixed credentials.
    storageUrl: (prefix = '') =>
      `s3://S3RVER:S3RVER@${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=true`,
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
