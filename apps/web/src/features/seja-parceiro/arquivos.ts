import { DOCUMENTOS_CANDIDATURA, MAX_DOCUMENTO_CANDIDATURA_BYTES } from '@prix/shared/core/candidatura';

/**
 * The documents of an application (contrato social, cartão CNPJ, any asked later): PDF or image, each at most
 * 20 MB, checked before a byte is sent. The server checks the type again by content (the one upload pipeline).
 */

/** FILE_KINDS.pdf and FILE_KINDS.image of '@prix/shared/core' (the server's list; a test keeps them equal). */
export const TIPOS_DOCUMENTO: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
];
/** The file picker's `accept`: the types, and their extensions for systems that pick by name. */
export const ACEITA_DOCUMENTO = ['.pdf', '.png', '.jpg', '.jpeg', '.webp', ...TIPOS_DOCUMENTO].join(',');
export const DICA_DOCUMENTO = 'PDF ou imagem (PNG, JPEG ou WebP), até 20 MB.';
export const LIMITE_MB = Math.round(MAX_DOCUMENTO_CANDIDATURA_BYTES / (1024 * 1024));

/** A file size as people read it: '820 bytes', '12,4 kB', '3,1 MB'. */
export function formatarTamanho(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  const [valor, unidade] = kb < 1024 ? [kb, 'kB'] : [kb / 1024, 'MB'];
  return `${valor.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${unidade}`;
}

/**
 * Why this file cannot be sent, or null: a type the browser names and that is not PDF or image, or over 20 MB.
 * A type the browser does not know ('') is left to the server, which reads the content.
 */
export function problemaDoArquivo(arquivo: {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}) {
  if (arquivo.type !== '' && !TIPOS_DOCUMENTO.includes(arquivo.type))
    return `O arquivo ${arquivo.name} não é PDF nem imagem: envie um PDF ou uma imagem PNG, JPEG ou WebP.`;
  if (arquivo.size > MAX_DOCUMENTO_CANDIDATURA_BYTES)
    return `O arquivo ${arquivo.name} tem ${formatarTamanho(arquivo.size)}: o máximo é ${LIMITE_MB} MB por documento.`;
  if (arquivo.size === 0) return `O arquivo ${arquivo.name} está vazio.`;
  return null;
}

/** The name a document kind shows with ('Contrato social'); a document asked for later is 'Outro documento'. */
export const nomeDoTipo = (tipo: string): string =>
  Object.hasOwn(DOCUMENTOS_CANDIDATURA, tipo)
    ? DOCUMENTOS_CANDIDATURA[tipo as keyof typeof DOCUMENTOS_CANDIDATURA]
    : 'Outro documento';

/** What the server's refusals of a multipart send mean for the person (413, 415); null for the others. */
export function mensagemDoEnvio(status: number): string | null {
  if (status === 413)
    return `Um dos documentos passa de ${LIMITE_MB} MB. Envie cada documento com até ${LIMITE_MB} MB (um PDF ou uma foto menor).`;
  if (status === 415)
    return 'Um dos documentos não é PDF nem imagem. Envie os documentos em PDF ou como imagem PNG, JPEG ou WebP.';
  return null;
}
