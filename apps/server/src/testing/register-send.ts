import { FILE_FIELD, JSON_FIELD, type RegisterDef } from '@prix/shared';
import { apiCaller, parseJson, type ApiAnswer, type TestApp } from './app.js';
import { PDF_HEAD, sendMultipart, type MultipartFile } from './multipart.js';

/** A whole 1×1 PNG: what file-type recognises as an image. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small file a file register accepts: a PDF for PDF registers, a PNG for image ones. */
export function sampleFileFor(def: RegisterDef, filename?: string): MultipartFile {
  const pdf = def.file?.accept.includes('pdf');
  const head = pdf ? PDF_HEAD : PNG_BYTES;
  return {
    field: FILE_FIELD,
    filename: filename ?? (pdf ? 'documento.pdf' : 'imagem.png'),
    head,
    size: head.length,
  };
}

/**
 * A register write as the web app sends it: JSON for a JSON register; for a file register (decision 0015)
 * multipart with the record in the part `json` and, unless `file` is null, a file (by default a sample the
 * register accepts) in `fileInput`.
 */
export async function sendRecord(
  t: TestApp,
  def: RegisterDef,
  method: 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload: unknown,
  file?: MultipartFile | null,
): Promise<ApiAnswer> {
  if (!def.file) return apiCaller(t)(method, url, cookie, payload);
  const chosen = file === undefined ? sampleFileFor(def) : file;
  const answer = await sendMultipart(`${t.baseUrl}${url}`, {
    method,
    headers: { cookie, origin: t.baseUrl },
    fields: { [JSON_FIELD]: JSON.stringify(payload) },
    files: chosen ? [chosen] : [],
  });
  if (!answer) throw new Error('envio interrompido');
  return { status: answer.status, body: answer.body ? parseJson<ApiAnswer['body']>(answer.body) : {} };
}
