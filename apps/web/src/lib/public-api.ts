import { ApiError } from './api-error';

/**
 * The public API as the public pages call it (the locator, the application form): a bare fetch, without the
 * app's API client, whose module brings '@prix/shared/core' and is shared with the signed-in frame (a public
 * page would then download the frame's `ui` chunk). The same conventions: the JSON prefix stripped,
 * `{ errors }` on failure, the client's own mark.
 */

/**
 * The API's anti-hijack prefix and the web client's header, as '@prix/shared' writes them (a test compares
 * them): importing them from '@prix/shared/core' puts the `ui` chunk in every public page's first download
 * (about 65 kB brotli, over the pages' budget).
 */
export const JSON_PREFIX = ")]}',";
export const APP_CLIENT_HEADER = 'x-prix-cliente';

const NETWORK_ERROR =
  'Não foi possível comunicar-se com o servidor. Verifique sua conexão e tente novamente.';
const SERVER_ERROR = 'Algo deu errado do nosso lado. Tente novamente em instantes.';

/** A failed call: its status, its messages and, on 429, the seconds the server asks to wait (Retry-After). */
export class PublicApiError extends ApiError {
  readonly retryAfter: number | null;
  constructor(status: number, errors: string[], retryAfter: number | null = null) {
    super(status, errors);
    this.retryAfter = retryAfter;
  }
}

function readJson(text: string): unknown {
  const json = text.startsWith(JSON_PREFIX) ? text.slice(JSON_PREFIX.length) : text;
  return json.trim() === '' ? undefined : (JSON.parse(json) as unknown);
}

function messagesOf(data: unknown): string[] {
  const errors = (data as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors)
    ? errors.filter((m): m is string => typeof m === 'string' && m.trim() !== '')
    : [];
}

/** Retry-After in seconds (a number or an HTTP date); null without one. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

export type QueryParams = Record<string, string | number | null | undefined>;

export function withQuery(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** An answer read: its JSON (prefix stripped), or the failure it stands for. */
function readAnswer<T>(status: number, text: string, retryAfter: string | null): T {
  const ok = status >= 200 && status < 300;
  let data: unknown;
  try {
    data = readJson(text);
  } catch {
    throw new PublicApiError(ok ? 502 : status, [SERVER_ERROR]);
  }
  if (!ok) {
    const messages = messagesOf(data);
    throw new PublicApiError(
      status,
      messages.length ? messages : [SERVER_ERROR],
      retryAfterSeconds(retryAfter),
    );
  }
  return data as T;
}

async function request<T>(method: 'GET' | 'POST', url: string, body?: unknown, signal?: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json', [APP_CLIENT_HEADER]: '1' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PublicApiError(0, [NETWORK_ERROR]);
  }
  return readAnswer<T>(response.status, text, response.headers.get('retry-after'));
}

/** A GET of the public API; its answer is what the server checked (no second check: no zod on the page). */
export const getPublic = <T>(path: string, query: QueryParams, signal?: AbortSignal): Promise<T> =>
  request<T>('GET', withQuery(path, query), undefined, signal);

export const postPublic = <T>(path: string, body: unknown): Promise<T> => request<T>('POST', path, body);

/** How much of a multipart body has gone: bytes sent of the total (the browser's count). */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * A multipart POST of the public API (a form with files): through XMLHttpRequest, whose upload reports its
 * progress (fetch does not), with the same conventions and errors as the JSON calls.
 */
export function postPublicFiles<T>(
  path: string,
  body: FormData,
  onProgress?: (progress: UploadProgress) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(APP_CLIENT_HEADER, '1');
    if (onProgress)
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
      });
    xhr.addEventListener('load', () => {
      try {
        resolve(readAnswer<T>(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after')));
      } catch (error) {
        reject(error as Error);
      }
    });
    const fail = () => reject(new PublicApiError(0, [NETWORK_ERROR]));
    xhr.addEventListener('error', fail);
    xhr.addEventListener('abort', fail);
    xhr.addEventListener('timeout', fail);
    xhr.send(body);
  });
}
