/**
 * What each upload area accepts, by content (magic bytes read by file-type on the server), never by the file's
 * name or the Content-Type the client claims. SPEC §5 leaves the accepted types to us. The web app uses the same
 * lists for its file picker and its drop check.
 */
export const FILE_KINDS = {
  pdf: ['application/pdf'],
  image: ['image/png', 'image/jpeg', 'image/webp'],
  video: ['video/mp4'],
  /** Spreadsheets (the billing import): XLSX is a zip file-type recognises; CSV has no magic bytes, so the
   * server takes a head of plain text (UTF-8 or Windows-1252, no control characters) as CSV. Browsers on
   * Windows call a .csv 'application/vnd.ms-excel'. */
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  csv: ['text/csv', 'application/vnd.ms-excel'],
  /** An NF-e's XML (a co-op fund redemption's proof): the server reads it with an XML parser; browsers call a
   * .xml 'text/xml' or 'application/xml'. */
  xml: ['application/xml', 'text/xml'],
} as const satisfies Record<string, readonly string[]>;

export type FileKind = keyof typeof FILE_KINDS;

/** SPEC §5: one file of at most 200 MB (209 715 200 bytes) per request. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  tooLarge: 'Erro: Arquivo muito grande, máximo permitido: 200MB',
  wrongType: 'Tipo de arquivo não aceito',
  hint: 'Tamanho máximo do arquivo para upload: 200MB',
  oneFile: 'Envie um arquivo por vez.',
  missingFile: 'Selecione um arquivo.',
  notMultipart: 'Envie o arquivo como multipart/form-data.',
  missingJson: "Envie os dados do registro em JSON na parte 'json' do envio.",
  badJson: "A parte 'json' do envio não é um JSON válido.",
  badField: 'Nome de campo não permitido no envio.',
  tooManyFields: 'O envio tem campos demais.',
  brokenBody: 'O envio foi interrompido ou está malformado. Tente novamente.',
} as const;

/** SPEC §7: the multipart part that carries the file; the record travels as JSON in the part `json`. */
export const FILE_FIELD = 'fileInput';
export const JSON_FIELD = 'json';
