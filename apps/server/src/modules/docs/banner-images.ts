import type { FastifyInstance } from 'fastify';
import { banner } from '@prix/shared';
import { derivedImagesOf, type ImageVariant, type OriginalImage } from '../../storage/derived-images.js';
import { deriveAfterSave } from './derived-image.js';

/** A banner's image at one width: `{BANNER_IMAGE_PATH}/{sha256 of the original}/{width}` (WebP, immutable). */
export const BANNER_IMAGE_PATH = '/api/docs/banner-image';

/**
 * The widths the carousel's srcset offers (banners are 1200×360, SPEC §3): a phone's column at 1× (480), a
 * phone at 2× or a tablet (800), and the original's own width (1200), which also serves a wider column (up to
 * 1400 px): a larger file would hold no more detail. Never enlarged: an original narrower than a width gives
 * its own width there.
 */
export const BANNER_VARIANTS: readonly ImageVariant[] = [480, 800, 1200].map((width) => ({
  name: `banner-${width}-webp`,
  width,
  quality: 76,
}));

export const bannerVariantOf = (width: string): ImageVariant | undefined =>
  BANNER_VARIANTS.find((variant) => String(variant.width) === width);

/**
 * The srcset of a banner's widths (`… 480w, … 800w, … 1200w`), made first when missing (an upload makes them;
 * rows from before, on first request); null when the original gives none (the page shows the original).
 */
export async function bannerSrcSet(app: FastifyInstance, original: OriginalImage): Promise<string | null> {
  const state = await derivedImagesOf(app.storage, app.log).ensureAll(original, BANNER_VARIANTS);
  if (state === 'unusable') return null;
  return BANNER_VARIANTS.map(
    ({ width }) => `${BANNER_IMAGE_PATH}/${original.sha256}/${width} ${width}w`,
  ).join(', ');
}

/** The banner register's hooks: a banner's widths are made as soon as its image is saved. */
export const bannerRegisterHooks = (app: FastifyInstance) =>
  deriveAfterSave(app, banner.table, BANNER_VARIANTS);
