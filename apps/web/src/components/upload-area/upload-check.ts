import {
  FILE_KINDS,
  formatDecimal,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  type FileKind,
} from '@prix/shared/core';

/** The MIME types an upload area accepts (its picker's `accept`, and the drop check). */
export function acceptedTypes(accept: readonly FileKind[]): string[] {
  return accept.flatMap((kind) => FILE_KINDS[kind]);
}

/**
 * Whether the browser may send this file (SPEC §5): its type as the browser reads it from the name, and its
 * size, checked before a byte is sent. The server checks the type again by content. A type the browser
 * does not know ('') is left to the server.
 */
export function fileProblem(
  file: { readonly type: string; readonly size: number },
  accept: readonly FileKind[],
  maxBytes = MAX_UPLOAD_BYTES,
  tooLargeMessage: string = UPLOAD_MESSAGES.tooLarge,
): string | null {
  if (file.type !== '' && !acceptedTypes(accept).includes(file.type)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > maxBytes) return tooLargeMessage;
  return null;
}

/**
 * Whether what is being dragged over the area could be dropped: one item of an accepted (or unknown) type, or,
 * where the area takes several files, every item of one.
 */
export function dragAcceptable(
  items: readonly { readonly kind: string; readonly type: string }[],
  accept: readonly FileKind[],
  multiple = false,
): boolean {
  if (multiple) return items.every((item) => item.type === '' || acceptedTypes(accept).includes(item.type));
  if (items.length !== 1) return items.length === 0;
  const [item] = items;
  return item!.kind === 'file' && (item!.type === '' || acceptedTypes(accept).includes(item!.type));
}

/** A file size as people read it: '820 bytes', '12,4 kB', '3,1 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatDecimal(value, 1)} ${units[unit]}`;
}
