import { TextDecoder } from 'node:util';

/** Each character's Windows-1252 byte, found by decoding every byte once (the platform's code page). */
const WINDOWS_1252_BYTE = new Map(
  Array.from({ length: 256 }, (_, byte) => [
    new TextDecoder('windows-1252').decode(Uint8Array.of(byte)),
    byte,
  ]),
);

/** Text as Excel's 'CSV (separado por vírgulas)' writes it on a Brazilian Windows: Windows-1252 bytes. */
export function windows1252(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (char) => {
      const byte = WINDOWS_1252_BYTE.get(char);
      if (byte === undefined) throw new Error(`'${char}' não existe em Windows-1252`);
      return byte;
    }),
  );
}

/** Bytes from a fixed seed (a linear congruential generator): the same "random" file on every run. */
export function randomBytes(size: number, seed = 12345): Buffer {
  const bytes = Buffer.alloc(size);
  let state = seed >>> 0;
  for (let i = 0; i < size; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}
