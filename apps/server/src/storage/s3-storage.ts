import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
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
 * The AWS SDK, loaded when S3 storage is opened: some 200 ms of modules that a portal on its local directory
 * (no STORAGE_URL) never needs, kept off its start.
 */
async function loadSdk() {
  const [client, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...client, Upload: storage.Upload };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

export interface S3Options {
  readonly bucket: string;
  /** Folder inside the bucket ('' for its root), without slashes at either end. */
  readonly prefix: string;
  readonly endpoint?: string;
  readonly region: string;
  readonly forcePathStyle: boolean;
  readonly credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * S3-compatible object storage. An upload streams as a multipart upload (5 MB parts, two in flight, so a
 * 200 MB file never sits in memory) to `{prefix}/tmp/{key}`, which nothing reads; keeping it copies it
 * server-side to `{prefix}/objects/{key}` and deletes the temporary one. A crash in between leaves only
 * `tmp/` objects and unfinished multipart uploads, which `sweep` removes.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  /** S3 storage with the SDK loaded (the constructor takes it, so it is imported only here). */
  static async open(options: S3Options): Promise<S3Storage> {
    return new S3Storage(options, await loadSdk());
  }

  private constructor(
    private readonly options: S3Options,
    private readonly sdk: Sdk,
  ) {
    this.client = new sdk.S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Many S3-compatible servers do not know the SDK's newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private name(area: 'tmp' | 'objects', key: string): string {
    return [this.options.prefix, area, key].filter(Boolean).join('/');
  }

  /**
   * Streams `body` (counted and hashed by `counter`) as a multipart upload to `name`, which appears only when
   * the upload completes; on failure the upload is aborted and nothing is left under `name`.
   */
  private async upload(name: string, body: Readable, counter: LimitedHash, contentType?: string) {
    const stream = new PassThrough();
    const upload = new this.sdk.Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: name, Body: stream, ContentType: contentType },
      partSize: 5 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    const uploaded = upload.done();
    // Errors of the body (oversize, client gone) are not passed into the upload's stream: the SDK would
    // reject a promise of its own that nobody awaits. The upload is aborted instead, and its stream closed.
    const failed = new Promise<never>((_resolve, reject) => {
      body.once('error', reject);
      counter.once('error', reject);
    });
    body.pipe(counter).pipe(stream);
    try {
      await Promise.race([uploaded, failed]);
    } catch (error) {
      body.unpipe(counter);
      counter.unpipe(stream);
      await upload.abort().catch(() => undefined);
      stream.destroy();
      await uploaded.catch(() => undefined);
      await this.deleteName(name);
      throw error;
    }
  }

  async write(body: Readable, { maxBytes, contentType }: WriteOptions): Promise<PendingObject> {
    const id = randomUUID();
    const tmpName = this.name('tmp', id);
    const counter = new LimitedHash(maxBytes);
    await this.upload(tmpName, body, counter, contentType);
    const sha256 = counter.digest();
    const key = `${id}-${sha256}`;
    let kept = false;
    return {
      key,
      size: counter.size,
      sha256,
      keep: async () => {
        await this.client.send(
          new this.sdk.CopyObjectCommand({
            Bucket: this.options.bucket,
            CopySource: `${this.options.bucket}/${tmpName}`,
            Key: this.name('objects', key),
          }),
        );
        kept = true;
        await this.deleteName(tmpName);
      },
      discard: async () => {
        await this.deleteName(tmpName);
        if (kept) await this.deleteName(this.name('objects', key));
      },
    };
  }

  async writeDerived(key: string, body: Readable, { maxBytes, contentType }: WriteOptions): Promise<void> {
    if (!isDerivedKey(key)) throw new Error(`chave derivada inválida: ${key}`);
    await this.upload(this.name('objects', key), body, new LimitedHash(maxBytes), contentType);
  }

  private async deleteName(name: string): Promise<void> {
    await this.client
      .send(new this.sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: name }))
      .catch(() => undefined);
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!isStorageKey(key)) return null;
    try {
      const result = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.name('objects', key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return result.Body instanceof Readable ? result.Body : null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    if (!isStorageKey(key)) return null;
    try {
      const head = await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.options.bucket, Key: this.name('objects', key) }),
      );
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    if (isStorageKey(key)) await this.deleteName(this.name('objects', key));
  }

  async sweep(olderThanMs: number): Promise<number> {
    const limit = Date.now() - olderThanMs;
    const prefix = `${this.name('tmp', '')}`;
    let removed = 0;
    const listed = await this.client.send(
      new this.sdk.ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: prefix }),
    );
    for (const object of listed.Contents ?? []) {
      if (object.Key && (object.LastModified?.getTime() ?? 0) < limit) {
        await this.deleteName(object.Key);
        removed += 1;
      }
    }
    const uploads = await this.client
      .send(new this.sdk.ListMultipartUploadsCommand({ Bucket: this.options.bucket, Prefix: prefix }))
      .catch(() => ({ Uploads: [] }));
    for (const upload of uploads.Uploads ?? []) {
      if (upload.Key && upload.UploadId && (upload.Initiated?.getTime() ?? 0) < limit) {
        await this.client
          .send(
            new this.sdk.AbortMultipartUploadCommand({
              Bucket: this.options.bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          )
          .catch(() => undefined);
        removed += 1;
      }
    }
    return removed;
  }

  async probe(): Promise<void> {
    const name = this.name('tmp', `probe-${randomUUID()}`);
    await this.client.send(
      new this.sdk.PutObjectCommand({ Bucket: this.options.bucket, Key: name, Body: 'ok' }),
    );
    await this.deleteName(name);
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
