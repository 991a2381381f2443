import {
  APP_CLIENT_HEADER,
  EMPRESA_HEADER,
  isApiErrorBody,
  JSON_PREFIX,
  MSG,
  type ServerCheckedAnswer,
  type ServerCheckedTypes,
} from '@prix/shared/core';
import { ApiError, isApiError } from './api-error';
import { readStoredEmpresa } from './empresa-storage';

/** Every API path lives under this base (SPEC §7). */
export const API_BASE = '/api';

export { ApiError, isApiError };

/** Something that turns unknown JSON into a typed value, e.g. a zod schema. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * The parser of an answer the server has checked already (SERVER_CHECKED_ANSWERS says how), typed by the
 * answer's name (ServerCheckedTypes). No second check, so the shell and /home read their answers without zod
 * in their download.
 */
export const checkedByServer = <A extends ServerCheckedAnswer>(
  _answer: A,
): Parser<ServerCheckedTypes[A]> => ({
  parse: (data) => data as ServerCheckedTypes[A],
});

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Added to the URL as a query string; null, undefined and '' are left out. */
  query?: QueryParams;
}

export type Body = FormData | object | undefined;

/** How a call reaches the server: `fetch` in the browser; only an answer's status and text are read. */
export type ApiTransport = (
  url: string,
  init: RequestInit,
) => Promise<Pick<Response, 'status'> & { text(): Promise<string> }>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Replaces how calls reach the server: the server's first-view render (entry-server.tsx) answers them in its
 * own process, with the page request's cookies. The browser never calls it.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Without a schema a call resolves to `unknown`; with one, to the parsed (checked) value. */
interface Call {
  (path: string, options?: RequestOptions): Promise<unknown>;
  <T>(path: string, options: RequestOptions & { schema: Parser<T> }): Promise<T>;
}
interface CallWithBody {
  (path: string, body?: Body, options?: RequestOptions): Promise<unknown>;
  <T>(path: string, body: Body, options: RequestOptions & { schema: Parser<T> }): Promise<T>;
}

/** Fallback text per status when the server sent no `{ errors }` (SPEC §8). */
export function fallbackMessage(status: number): string {
  if (status === 401) return MSG.naoAutenticado;
  if (status === 403) return MSG.semPermissaoAcao;
  if (status === 404) return MSG.naoEncontrado;
  if (status === 429) return MSG.muitasRequisicoes;
  return MSG.erroInterno;
}

function buildUrl(path: string, query: QueryParams | undefined): string {
  const base = path.startsWith(`${API_BASE}/`)
    ? path
    : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${search}`;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/** Parses a response text: strips the anti-hijack prefix; an empty body is `undefined`. */
export function parseJsonText(text: string): unknown {
  const json = text.startsWith(JSON_PREFIX) ? text.slice(JSON_PREFIX.length) : text;
  if (json.trim() === '') return undefined;
  return JSON.parse(json) as unknown;
}

function errorsFrom(data: unknown, status: number): string[] {
  if (isApiErrorBody(data)) {
    const messages = data.errors.filter((m) => m.trim() !== '');
    if (messages.length > 0) return messages;
  }
  return [fallbackMessage(status)];
}

/** The headers every call sends: JSON wanted, the app's own mark and the company switcher's index. */
function commonHeaders(): Headers {
  // The app's mark: a state-changing GET is answered only with it (or Fetch Metadata).
  const headers = new Headers({ Accept: 'application/json', [APP_CLIENT_HEADER]: '1' });
  const empresa = readStoredEmpresa();
  if (empresa !== null) headers.set(EMPRESA_HEADER, empresa);
  return headers;
}

/** A response's text as the API's answer: parsed, `{ errors }` on failure, checked by `schema`. */
function answerOf(
  method: string,
  path: string,
  status: number,
  text: string,
  schema: Parser<unknown> | undefined,
): unknown {
  const ok = status >= 200 && status < 300;
  let data: unknown;
  try {
    data = parseJsonText(text);
  } catch (error) {
    // Not JSON at all (a proxy page, a crash): the body is of no use to a person.
    throw new ApiError(ok ? 502 : status, [fallbackMessage(ok ? 500 : status)], { cause: error });
  }
  if (!ok) throw new ApiError(status, errorsFrom(data, status));
  if (!schema) return data;
  try {
    return schema.parse(data);
  } catch (error) {
    console.error(`Resposta inesperada de ${method} ${path}`, error);
    throw new ApiError(502, [MSG.erroInterno], { cause: error });
  }
}

async function request(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: Body,
  options: RequestOptions & { schema?: Parser<unknown> } = {},
): Promise<unknown> {
  const { signal, query, schema } = options;
  const headers = commonHeaders();

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Awaited<ReturnType<ApiTransport>>;
  let text: string;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
    text = await response.text();
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new ApiError(0, [MSG.rede], { cause: error });
  }
  return answerOf(method, path, response.status, text, schema);
}

export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

export interface SendFormOptions<T> {
  readonly schema: Parser<T>;
  /** Cancels the send: the promise rejects with an AbortError, as fetch's does. */
  readonly signal?: AbortSignal;
  /** Called as the body goes out (a large file's progress bar). */
  readonly onProgress?: (progress: UploadProgress) => void;
}

/**
 * A multipart POST or PUT with upload progress (XMLHttpRequest: fetch reports none): the same headers,
 * prefix strip, `{ errors }` and network message as `api`. The browser sets the multipart boundary.
 */
export function sendForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  options: SendFormOptions<T>,
): Promise<T> {
  const { signal, onProgress, schema } = options;
  return new Promise<T>((resolve, reject) => {
    const abortError = () => new DOMException('O envio foi cancelado.', 'AbortError');
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path, undefined));
    xhr.withCredentials = true;
    commonHeaders().forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, [MSG.rede]));
    };
    xhr.onload = () => {
      done();
      try {
        resolve(answerOf(method, path, xhr.status, xhr.responseText, schema) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.send(form);
  });
}

/**
 * The one API client (DESIGN §1). Paths are written relative to /api (`api.get('/usuario/profile')`);
 * a path that already starts with `/api/` is used as is. Sends the session cookie, the company switcher's
 * index header, the app's own header (`APP_CLIENT_HEADER`) and JSON; strips the JSON prefix; throws
 * `ApiError` on failure, and rethrows aborts untouched.
 */
export const api: { get: Call; delete: Call; post: CallWithBody; put: CallWithBody } = {
  get: ((path: string, options?: RequestOptions) => request('GET', path, undefined, options)) as Call,
  delete: ((path: string, options?: RequestOptions) => request('DELETE', path, undefined, options)) as Call,
  post: ((path: string, body?: Body, options?: RequestOptions) =>
    request('POST', path, body, options)) as CallWithBody,
  put: ((path: string, body?: Body, options?: RequestOptions) =>
    request('PUT', path, body, options)) as CallWithBody,
};
