import { describe, expect, it } from 'vitest';
import { FILE_KINDS } from '@prix/shared/core';
import { DOCUMENTO_CANDIDATURA_KINDS, MAX_DOCUMENTO_CANDIDATURA_BYTES } from '@prix/shared/core/candidatura';
import { formatarTamanho, mensagemDoEnvio, nomeDoTipo, problemaDoArquivo, TIPOS_DOCUMENTO } from './arquivos';

const arquivo = (name: string, type: string, size: number) => ({ name, type, size });

describe("an application's documents, checked before they are sent", () => {
  it('accepts the types the server accepts (PDF and images, by the shared list)', () => {
    expect([...TIPOS_DOCUMENTO].sort()).toEqual(
      DOCUMENTO_CANDIDATURA_KINDS.flatMap((kind) => FILE_KINDS[kind]).sort(),
    );
  });

  it('refuses another type and a file over 20 MB, naming the file; takes a PDF or an image up to 20 MB', () => {
    expect(problemaDoArquivo(arquivo('contrato.docx', 'application/msword', 1000))).toBe(
      'O arquivo contrato.docx não é PDF nem imagem: envie um PDF ou uma imagem PNG, JPEG ou WebP.',
    );
    expect(
      problemaDoArquivo(arquivo('scan.pdf', 'application/pdf', MAX_DOCUMENTO_CANDIDATURA_BYTES + 1)),
    ).toBe('O arquivo scan.pdf tem 20 MB: o máximo é 20 MB por documento.');
    expect(problemaDoArquivo(arquivo('grande.jpg', 'image/jpeg', 25 * 1024 * 1024))).toContain('tem 25 MB');
    expect(problemaDoArquivo(arquivo('vazio.pdf', 'application/pdf', 0))).toBe(
      'O arquivo vazio.pdf está vazio.',
    );
    expect(
      problemaDoArquivo(arquivo('scan.pdf', 'application/pdf', MAX_DOCUMENTO_CANDIDATURA_BYTES)),
    ).toBeNull();
    expect(problemaDoArquivo(arquivo('foto.png', 'image/png', 2048))).toBeNull();
    expect(problemaDoArquivo(arquivo('foto.webp', 'image/webp', 2048))).toBeNull();
    // A type the browser cannot name is left to the server, which reads the content.
    expect(problemaDoArquivo(arquivo('cartao', '', 2048))).toBeNull();
  });

  it('says sizes and kinds as people read them, and what 413 and 415 mean', () => {
    expect(formatarTamanho(820)).toBe('820 bytes');
    expect(formatarTamanho(12.4 * 1024)).toBe('12,4 kB');
    expect(formatarTamanho(3.1 * 1024 * 1024)).toBe('3,1 MB');
    expect(nomeDoTipo('contratoSocial')).toBe('Contrato social');
    expect(nomeDoTipo('cartaoCnpj')).toBe('Cartão CNPJ');
    expect(nomeDoTipo('outro')).toBe('Outro documento');
    expect(mensagemDoEnvio(413)).toContain('passa de 20 MB');
    expect(mensagemDoEnvio(415)).toContain('não é PDF nem imagem');
    expect(mensagemDoEnvio(400)).toBeNull();
  });
});
