/**
 * Where a viewer's PDF is served (SPEC §7 Files): `/api/docs/{identificador}/{nome_arquivo}`, or the button's
 * latest document, `/api/docs/{identificador}.pdf`, for the viewers whose address names no file
 * (catalogo-pecas, lista-de-relacionamento-revendas).
 */
export function documentFileUrl(identificador: string, nome?: string | null): string {
  const id = encodeURIComponent(identificador);
  return nome ? `/api/docs/${id}/${encodeURIComponent(nome)}` : `/api/docs/${id}.pdf`;
}

/** Why a document could not be shown: each gets its own message. */
export type DocumentProblem = 'forbidden' | 'notFound' | 'signedOut' | 'failed';

/**
 * What a failed load means. pdf.js fetches the file itself and reports an HTTP failure as a
 * `ResponseException` carrying the status; anything else (a broken file, the network) is 'failed'.
 */
export function problemOf(error: unknown): DocumentProblem {
  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : null;
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 401) return 'signedOut';
  return 'failed';
}
