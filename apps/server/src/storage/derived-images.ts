import { pipeline } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { derivedKey, type FileStorage } from './storage.js';

/**
 * One image made from a stored original (decision 0018): resized into a box, never enlarged, as WebP. Its
 * `name` is part of the storage key (`{sha256 of the original}.{name}`), so a variant made another way must
 * have another name: old and new never mix.
 */
export interface ImageVariant {
  /** Lower-case letters, digits and hyphens, saying what it is (`miniatura-320-webp`, `banner-800-webp`). */
  readonly name: string;
  /** Largest width, in pixels. */
  readonly width: number;
  /** Largest height, in pixels; without one, only the width bounds the image. */
  readonly height?: number;
  /** How the image meets the box: `inside` keeps all of it (the default), `cover` fills the box and crops. */
  readonly fit?: 'inside' | 'cover';
  /** WebP quality, 1–100. */
  readonly quality: number;
}

/**
 * sharp reads a streamed input whole before decoding it (libvips needs random access to most formats), so an
 * original larger than this gets no derived image (the page shows the original or an icon) rather than tens
 * of MB in memory.
 */
const MAX_SOURCE_BYTES = 32 * 1024 * 1024;
/** Decoded size limit (a 'decompression bomb' PNG is small on disk and huge in memory). */
const MAX_SOURCE_PIXELS = 40_000_000;
const MAX_DERIVED_BYTES = 4 * 1024 * 1024;
/** Originals found unusable (corrupt, too large), and keys seen in storage, each remembered up to this many. */
const MAX_REMEMBERED = 10_000;

export interface OriginalImage {
  /** Storage key of the original. */
  readonly key: string;
  readonly sha256: string;
  readonly size: number;
}

export type DerivedImageState = 'ready' | 'unusable';

/**
 * Images derived from stored originals (product thumbnails, banner widths), made once and kept in storage
 * under a key derived from the original's content hash and the variant's name, so every instance (and both
 * drivers) finds the one made first, and a replaced image gets new ones. Made right after an upload commits
 * and, for older rows, on first request; at most `concurrency` at a time on this process, and one per key
 * however many requests wait for it.
 */
export class DerivedImages {
  private readonly making = new Map<string, Promise<DerivedImageState>>();
  private readonly unusable = new Set<string>();
  /** Keys found in storage: nothing removes a derived object, so once seen it is there for good. */
  private readonly made = new Set<string>();
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
    private readonly concurrency = 2,
  ) {}

  keyOf(sha256: string, variant: ImageVariant): string {
    return derivedKey(sha256, variant.name);
  }

  /**
   * 'ready' once the variant is in storage; 'unusable' when the original cannot give one (not an image sharp
   * can decode, too large, missing). Storage failures are thrown: they are the server's, not the image's.
   */
  async ensure(original: OriginalImage, variant: ImageVariant): Promise<DerivedImageState> {
    if (this.unusable.has(original.sha256)) return 'unusable';
    const key = this.keyOf(original.sha256, variant);
    if (this.made.has(key)) return 'ready';
    if (await this.storage.stat(key)) return this.remember(this.made, key, 'ready');
    let pending = this.making.get(key);
    if (!pending) {
      pending = this.make(original, variant, key).finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  /** 'ready' when every variant is; 'unusable' when the original gives none. */
  async ensureAll(original: OriginalImage, variants: readonly ImageVariant[]): Promise<DerivedImageState> {
    const states = await Promise.all(variants.map((variant) => this.ensure(original, variant)));
    return states.every((state) => state === 'ready') ? 'ready' : 'unusable';
  }

  private async make(
    original: OriginalImage,
    variant: ImageVariant,
    key: string,
  ): Promise<DerivedImageState> {
    if (original.size > MAX_SOURCE_BYTES) return this.refuse(original, variant, 'original grande demais');
    await this.slot();
    try {
      // Another variant of the same original may have found it unusable while this one waited.
      if (this.unusable.has(original.sha256)) return 'unusable';
      // Loaded with the first derived image, not at start (the start-up budget; libvips ~0.13 s).
      const { default: sharp } = await import('sharp');
      const source = await this.storage.read(original.key);
      if (!source) return 'unusable';
      const resize = sharp({ limitInputPixels: MAX_SOURCE_PIXELS, sequentialRead: true, failOn: 'error' })
        .autoOrient()
        .resize(variant.width, variant.height ?? null, {
          fit: variant.fit ?? 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: variant.quality, effort: 4 });
      // Which failed first: the pipeline passes one stream's error on to the other.
      let first: { by: 'source' | 'decode'; error: unknown } | null = null;
      source.once('error', (error) => (first ??= { by: 'source', error }));
      resize.once('error', (error) => (first ??= { by: 'decode', error }));
      // Streamed: the original from storage into sharp, sharp's WebP into storage.
      const body = pipeline(source, resize, () => undefined);
      try {
        await this.storage.writeDerived(key, body, {
          maxBytes: MAX_DERIVED_BYTES,
          contentType: 'image/webp',
        });
      } catch (error) {
        const failure = first as { by: 'source' | 'decode'; error: unknown } | null;
        if (failure?.by !== 'decode') throw error;
        return this.refuse(original, variant, failure.error);
      }
      return this.remember(this.made, key, 'ready');
    } finally {
      this.release();
    }
  }

  private refuse(original: OriginalImage, variant: ImageVariant, reason: unknown): 'unusable' {
    this.log.warn(
      { key: original.key, variant: variant.name, reason: String(reason) },
      'imagem derivada não gerada',
    );
    return this.remember(this.unusable, original.sha256, 'unusable');
  }

  private remember<S extends DerivedImageState>(set: Set<string>, value: string, state: S): S {
    if (set.size >= MAX_REMEMBERED) set.clear();
    set.add(value);
    return state;
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

const perStorage = new WeakMap<FileStorage, DerivedImages>();

/**
 * The one maker of derived images of a storage: its in-flight work and its limit shared by every module that
 * asks (the upload hooks and the routes of product thumbnails and banners).
 */
export function derivedImagesOf(storage: FileStorage, log: FastifyBaseLogger): DerivedImages {
  let images = perStorage.get(storage);
  if (!images) {
    images = new DerivedImages(storage, log);
    perStorage.set(storage, images);
  }
  return images;
}
