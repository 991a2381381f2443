import { productImagesZipUrl, productImageUrl } from '@prix/shared/core/product-images';

/** The thumbnails' longest side (the server's THUMBNAIL_SIZE): the img's width and height attributes. */
export const THUMBNAIL_SIZE = 320;

/**
 * Most images one download may carry: the names travel in the zip's address, and 100 typical names keep it
 * far below what servers and proxies accept in a request line (8 kB is a common limit).
 */
export const DOWNLOAD_MAX = 100;

/** Where 'Download das imagens selecionadas' goes: one image as it is, several as one zip; null for none. */
export function downloadUrl(selected: readonly string[]): string | null {
  if (selected.length === 0 || selected.length > DOWNLOAD_MAX) return null;
  if (selected.length === 1) return productImageUrl(selected[0]!, true);
  return productImagesZipUrl(selected);
}

/** 'Selecionar todas' over the images shown: everything on when some are off, else everything off. */
export function toggleAll(selected: ReadonlySet<string>, shown: readonly string[]): Set<string> {
  const next = new Set(selected);
  const allOn = shown.length > 0 && shown.every((name) => next.has(name));
  for (const name of shown) {
    if (allOn) next.delete(name);
    else next.add(name);
  }
  return next;
}
