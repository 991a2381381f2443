import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PDF_HEAD } from '../testing/multipart.js';
import { randomBytes, windows1252 } from '../testing/text-files.js';
import { NotTextError, decodeText, textEncodingOf } from './text-encoding.js';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const HEADER = 'Parceiro;Mês;Produtos;Serviços;Benefícios resgatados\r\n';

/** `bytes` in chunks of `size`, as a file stream hands them over. */
const inChunks = (bytes: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );
const decoded = async (body: Readable) => {
  let text = '';
  for await (const part of decodeText(body)) text += part;
  return text;
};

describe('text encoding of a CSV', () => {
  it('decodes Windows-1252 with the platform’s code page: accents, the euro sign and curly quotes', () => {
    const bytes = Buffer.from([0x4d, 0xea, 0x73, 0x3b, 0x80, 0x93, 0x94, 0x96, 0xe7, 0xe3, 0xc1]);
    expect(textEncodingOf(bytes)).toBe('windows-1252');
    expect(new TextDecoder('windows-1252').decode(bytes)).toBe('Mês;€“”–çãÁ');
    expect(windows1252('Mês;€“”–çãÁ')).toEqual(bytes);
  });

  it('tells UTF-8 (with or without BOM) from Windows-1252 by content', () => {
    expect(textEncodingOf(Buffer.from(HEADER, 'utf8'))).toBe('utf-8');
    expect(textEncodingOf(Buffer.concat([BOM, Buffer.from(HEADER, 'utf8')]))).toBe('utf-8');
    expect(textEncodingOf(windows1252(HEADER))).toBe('windows-1252');
    expect(textEncodingOf(Buffer.from('100234;01/2025;1,00;0;0\r\n'))).toBe('utf-8');
    // A head cut in the middle of 'ç' is still UTF-8, unless it is the whole file.
    const cut = Buffer.from('Serviç', 'utf8').subarray(0, -1);
    expect(textEncodingOf(cut)).toBe('utf-8');
    expect(textEncodingOf(cut, true)).toBe('windows-1252');
  });

  it('finds no text in binary files, UTF-16 (with or without BOM), random bytes or nothing', () => {
    expect(textEncodingOf(Buffer.from(HEADER, 'utf16le'))).toBeNull();
    expect(textEncodingOf(Buffer.from(HEADER, 'utf16le').swap16())).toBeNull();
    expect(
      textEncodingOf(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(HEADER, 'utf16le')])),
    ).toBeNull();
    expect(textEncodingOf(randomBytes(4100))).toBeNull();
    expect(textEncodingOf(Buffer.concat([PDF_HEAD, Buffer.from([0x78, 0x9c, 0x00, 0x01, 0x8d])]))).toBeNull();
    expect(textEncodingOf(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01]))).toBeNull();
    expect(textEncodingOf(Buffer.alloc(0))).toBeNull();
  });

  it('decodes as the bytes flow, a character split across chunks included, and drops the BOM', async () => {
    const text = `${HEADER}AÇÃO-77;03/2025;1.234,56;0;0\r\n`;
    for (const size of [1, 2, 3, 7, 64 * 1024]) {
      expect(await decoded(inChunks(Buffer.from(text, 'utf8'), size)), `UTF-8 em blocos de ${size}`).toBe(
        text,
      );
      expect(await decoded(inChunks(Buffer.concat([BOM, Buffer.from(text)]), size))).toBe(text);
      expect(await decoded(inChunks(windows1252(text), size)), `Windows-1252 em blocos de ${size}`).toBe(
        text,
      );
    }
  });

  it('waits for the first accent to choose: kilobytes of plain ASCII, then Windows-1252 or UTF-8', async () => {
    const ascii =
      'Parceiro;Mes;Produtos;Servicos;Beneficios resgatados\r\n' + '100234;01/2025;1,00;0;0\r\n'.repeat(800);
    const text = `${ascii}AÇÃO-77;02/2025;2,00;0;0\r\n`;
    expect(await decoded(inChunks(windows1252(text), 4096))).toBe(text);
    expect(await decoded(inChunks(Buffer.from(text, 'utf8'), 4096))).toBe(text);
  });

  it('refuses binary after a text head, and UTF-8 turning into another encoding, naming the line', async () => {
    const binary = Buffer.concat([Buffer.from(HEADER), randomBytes(10_000)]);
    await expect(decoded(inChunks(binary, 4096))).rejects.toEqual(new NotTextError(null));
    await expect(decoded(inChunks(Buffer.from(HEADER, 'utf16le'), 4096))).rejects.toEqual(
      new NotTextError(null),
    );
    // Twenty rows of UTF-8 after the header, then one row in Windows-1252: line 22.
    const mixed = Buffer.concat([
      Buffer.from(`${HEADER}${'100234;01/2025;1,00;0;0\r\n'.repeat(20)}`, 'utf8'),
      windows1252('AÇÃO-77;02/2025;2,00;0;0\r\n'),
    ]);
    for (const size of [16, 4096]) {
      const error = await decoded(inChunks(mixed, size)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotTextError);
      expect((error as NotTextError).line).toBe(22);
    }
  });
});
