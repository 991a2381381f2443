import sharp from 'sharp';

/**
 * A photo-like PNG: noise, which compresses badly, so a derived image must be much smaller than it, as a
 * real photo's is. The same `seed` gives the same bytes (the same content hash).
 */
export async function photo(seed: number, width = 900, height = 600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 7919 + 1;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (x >> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
