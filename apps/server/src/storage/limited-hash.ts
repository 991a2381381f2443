import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { TooLargeError } from './storage.js';

/**
 * A pass-through that counts and hashes what flows, and fails the stream as soon as it passes `maxBytes`
 * (so an oversize body is refused while it streams, never after it was stored whole).
 */
export class LimitedHash extends Transform {
  private readonly hash = createHash('sha256');
  size = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(new TooLargeError(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}
