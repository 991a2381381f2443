import { TextDecoder } from 'node:util';

/**
 * The encodings a CSV arrives in (decision 0025): UTF-8, with or without BOM, and Windows-1252, what Excel's
 * 'CSV (separado por vírgulas)' and most Brazilian ERPs write. Told apart by content, as nothing else says
 * which it is: bytes that are valid UTF-8 are UTF-8 (Windows-1252 text is almost never valid UTF-8 once it has
 * an accent); otherwise Windows-1252 when they read as text. Decoded by the platform's `TextDecoder`
 * (Node's ICU), never by a table of our own.
 */
export type TextEncoding = 'utf-8' | 'windows-1252';

/**
 * Characters no spreadsheet's text holds: C0 controls other than tab, line feed and carriage return, DEL, and
 * the C1 controls, which is how Windows-1252's five unassigned bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) decode.
 * A NUL means binary or UTF-16.
 */
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Whether decoded text is something a person wrote (no control characters). */
export const isText = (text: string): boolean => !NOT_TEXT.test(text);

/**
 * The encoding `bytes` are text in, or null when they are text in neither (binary, UTF-16, a PDF …). A
 * character cut at the end is allowed unless `complete` (the bytes are the whole file).
 */
export function textEncodingOf(bytes: Uint8Array, complete = false): TextEncoding | null {
  if (bytes.length === 0) return null;
  let utf8: string | null;
  try {
    utf8 = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !complete });
  } catch {
    utf8 = null;
  }
  if (utf8 !== null) return isText(utf8) ? 'utf-8' : null;
  return isText(new TextDecoder('windows-1252').decode(bytes)) ? 'windows-1252' : null;
}

/** Why bytes could not be read as text: none of it is, or it changes encoding at `line` (UTF-8, then not). */
export class NotTextError extends Error {
  constructor(readonly line: number | null) {
    super(line === null ? 'o arquivo não é texto' : `o arquivo deixa de ser UTF-8 na linha ${line}`);
  }
}

/** How many bytes after the first non-ASCII one are looked at before the encoding is chosen. */
const JUDGE_BYTES = 256;

/**
 * The text of a stream of bytes, decoded as it flows (memory stays one chunk). Until the first byte that is
 * not ASCII both encodings read the same, so the choice waits for it, with at least JUDGE_BYTES after it (or
 * the rest of the file) at hand: a file whose header and first rows are plain ASCII is still read right
 * when its first accent comes thousands of lines down. Throws NotTextError when the bytes are not text, or
 * when UTF-8 turns into something else further on (two exports pasted together).
 */
export async function* decodeText(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  let pending: Buffer = Buffer.alloc(0);
  let lines = 1;
  const emit = (text: string) => {
    if (!isText(text)) throw new NotTextError(null);
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
    return text;
  };
  const decode = (bytes: Uint8Array, end: boolean): string => {
    try {
      return decoder!.decode(bytes, { stream: !end });
    } catch {
      // UTF-8 up to here, then bytes that are not: binary, or text in another encoding from the line where
      // it happens on, counted on what was read.
      if (!isText(new TextDecoder('windows-1252').decode(bytes))) throw new NotTextError(null);
      const before = new TextDecoder('utf-8').decode(bytes).split('\uFFFD', 1)[0]!;
      throw new NotTextError(lines + (before.match(/\n/g)?.length ?? 0));
    }
  };
  const choose = (end: boolean): string => {
    const firstHigh = pending.findIndex((byte) => byte >= 0x80);
    if (firstHigh === -1) {
      // Plain ASCII so far: the same in either encoding, passed on as it is.
      const ascii = pending.toString('latin1');
      pending = Buffer.alloc(0);
      return ascii;
    }
    if (!end && pending.length - firstHigh < JUDGE_BYTES) return '';
    const from = pending.subarray(firstHigh);
    // The first accent decides: a whole UTF-8 character is UTF-8 (a later byte that is not is an error
    // naming its line); otherwise Windows-1252, if the bytes from there read as text.
    const first = new TextDecoder('utf-8').decode(from, { stream: !end }).codePointAt(0);
    const encoding = first !== undefined && first !== 0xfffd ? 'utf-8' : textEncodingOf(from, end);
    if (encoding === null) throw new NotTextError(null);
    decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
    const bytes = pending;
    pending = Buffer.alloc(0);
    return decode(bytes, end);
  };

  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (decoder) {
      const text = decode(bytes, false);
      if (text) yield emit(text);
      continue;
    }
    pending = pending.length ? Buffer.concat([pending, bytes]) : Buffer.from(bytes);
    const text = choose(false);
    if (text) yield emit(text);
  }
  const rest = decoder ? decode(new Uint8Array(0), true) : choose(true);
  if (rest) yield emit(rest);
}
