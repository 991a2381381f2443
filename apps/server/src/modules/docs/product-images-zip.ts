import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../../storage/index.js';

export interface ZipEntry {
  key: string;
  size: number;
  /** The name inside the zip (the image's file name). */
  name: string;
}

/** Two products may have images of the same file name: the second becomes 'nome (2).png'. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

/**
 * The selected product images as one zip, written while it is read: each image is opened from storage only
 * when the zip reaches it and stored as it is (images are compressed already), so a hundred images never sit
 * in memory, and the sizes are known, so the zip's length is known before the first byte.
 */
export function zipOfImages(
  storage: FileStorage,
  entries: readonly ZipEntry[],
): { stream: Readable; size: number } {
  const zip = new ZipFile();
  const names = uniqueNames(entries.map((e) => e.name));
  entries.forEach((entry, i) => {
    zip.addReadStreamLazy(names[i]!, { compress: false, size: entry.size }, (done) => {
      storage.read(entry.key).then(
        (stream) =>
          stream ? done(null, stream) : done(new Error(`objeto ausente: ${entry.key}`), null as never),
        (error: unknown) => done(error, null as never),
      );
    });
  });
  let size = -1;
  // yazl passes the final size (-1 when unknown) to this callback, which its typings leave out.
  const onSize = ((total: number) => {
    size = total;
  }) as () => void;
  zip.end({ forceZip64Format: false, comment: '' }, onSize);
  return { stream: zip.outputStream as Readable, size };
}
