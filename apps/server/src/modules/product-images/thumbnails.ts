import { pipeline } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { derivedKey, type FileStorage } from '../../storage/index.js';

/** The thumbnail's storage variant: the key is `{sha256 of the original}.{variant}` (decision 0018). */
export const THUMBNAIL_VARIANT = 'miniatura-320-webp';
/** Longest side, in pixels: two columns of a 390 px phone at 2× and four of a desktop grid at 1×–1.5×. */
export const THUMBNAIL_SIZE = 320;
/**
 * sharp reads a streamed input whole before decoding it (libvips needs random access to most formats), so an
 * original larger than this gets no thumbnail (the gallery shows an icon) rather than tens of MB in memory.
 */
export const MAX_SOURCE_BYTES = 32 * 1024 * 1024;
/** Decoded size limit (a 'decompression bomb' PNG is small on disk and huge in memory). */
const MAX_SOURCE_PIXELS = 40_000_000;
const MAX_THUMBNAIL_BYTES = 4 * 1024 * 1024;
/** Originals found unusable (corrupt, too large), remembered so a grid does not decode them again. */
const MAX_REMEMBERED = 10_000;

export interface OriginalImage {
  /** Storage key of the original. */
  readonly key: string;
  readonly sha256: string;
  readonly size: number;
}

export type ThumbnailState = 'ready' | 'unusable';

/**
 * WebP thumbnails of product images, made once and kept in storage under a key derived from the original's
 * content hash, so every instance (and both drivers) finds the one made first, and a replaced image gets a
 * new one. Made right after an upload commits and, for older rows, on first request; at most `concurrency`
 * at a time on this process, and one per original however many requests wait for it.
 */
export class Thumbnails {
  private readonly making = new Map<string, Promise<ThumbnailState>>();
  private readonly unusable = new Set<string>();
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
    private readonly concurrency = 2,
  ) {}

  keyOf(sha256: string): string {
    return derivedKey(sha256, THUMBNAIL_VARIANT);
  }

  /**
   * 'ready' once the thumbnail is in storage; 'unusable' when the original cannot give one (not an image
   * sharp can decode, too large, missing). Storage failures are thrown: they are the server's, not the image's.
   */
  async ensure(original: OriginalImage): Promise<ThumbnailState> {
    if (this.unusable.has(original.sha256)) return 'unusable';
    const key = this.keyOf(original.sha256);
    if (await this.storage.stat(key)) return 'ready';
    let pending = this.making.get(key);
    if (!pending) {
      pending = this.make(original, key).finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  private async make(original: OriginalImage, key: string): Promise<ThumbnailState> {
    if (original.size > MAX_SOURCE_BYTES) return this.remember(original, 'original grande demais');
    await this.slot();
    try {
      // Loaded with the first thumbnail, not at start (the start-up budget; libvips ~0.13 s).
      const { default: sharp } = await import('sharp');
      const source = await this.storage.read(original.key);
      if (!source) return 'unusable';
      const resize = sharp({ limitInputPixels: MAX_SOURCE_PIXELS, sequentialRead: true, failOn: 'error' })
        .autoOrient()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 76, effort: 4 });
      // Which failed first: the pipeline passes one stream's error on to the other.
      let first: { by: 'source' | 'decode'; error: unknown } | null = null;
      source.once('error', (error) => (first ??= { by: 'source', error }));
      resize.once('error', (error) => (first ??= { by: 'decode', error }));
      // Streamed: the original from storage into sharp, sharp's WebP into storage.
      const body = pipeline(source, resize, () => undefined);
      try {
        await this.storage.writeDerived(key, body, {
          maxBytes: MAX_THUMBNAIL_BYTES,
          contentType: 'image/webp',
        });
      } catch (error) {
        const failure = first as { by: 'source' | 'decode'; error: unknown } | null;
        if (failure?.by !== 'decode') throw error;
        return this.remember(original, failure.error);
      }
      return 'ready';
    } finally {
      this.release();
    }
  }

  private remember(original: OriginalImage, reason: unknown): 'unusable' {
    if (this.unusable.size >= MAX_REMEMBERED) this.unusable.clear();
    this.unusable.add(original.sha256);
    this.log.warn({ key: original.key, reason: String(reason) }, 'miniatura de imagem de produto não gerada');
    return 'unusable';
  }

  private async slot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running -= 1;
  }
}

const perStorage = new WeakMap<FileStorage, Thumbnails>();

/** The one thumbnail maker of a storage (its in-flight work shared by the upload hook and the route). */
export function thumbnailsOf(storage: FileStorage, log: FastifyBaseLogger): Thumbnails {
  let thumbnails = perStorage.get(storage);
  if (!thumbnails) {
    thumbnails = new Thumbnails(storage, log);
    perStorage.set(storage, thumbnails);
  }
  return thumbnails;
}
