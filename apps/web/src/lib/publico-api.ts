import { ApiError } from './api-error';

/**
 * The public API as the public pages call it (the locator, the application form): a bare fetch, without the app's API client, whose module brings
 * '@prix/shared/core' and is shared with the signed-in frame (a public page would then download the frame's
 * `ui` chunk). The same conventions: the JSON prefix stripped, `{ errors }` on failure, the client's own mark.
 */

/** The API's anti-hijack prefix and the web client's header (JSON_PREFIX, APP_CLIENT_HEADER of '@prix/shared'). */
export const PREFIXO_JSON = ")]}',";
export const CABECALHO_CLIENTE = 'x-prix-cliente';

const ERRO_REDE = 'Não foi possível comunicar-se com o servidor. Verifique sua conexão e tente novamente.';
const ERRO_SERVIDOR = 'Algo deu errado do nosso lado. Tente novamente em instantes.';

/** A failed call: its status, its messages and, on 429, the seconds the server asks to wait (Retry-After). */
export class ErroPublico extends ApiError {
  readonly retryAfter: number | null;
  constructor(status: number, errors: string[], retryAfter: number | null = null) {
    super(status, errors);
    this.retryAfter = retryAfter;
  }
}

function lerJson(texto: string): unknown {
  const json = texto.startsWith(PREFIXO_JSON) ? texto.slice(PREFIXO_JSON.length) : texto;
  return json.trim() === '' ? undefined : (JSON.parse(json) as unknown);
}

function mensagensDe(dados: unknown): string[] {
  const errors = (dados as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors)
    ? errors.filter((m): m is string => typeof m === 'string' && m.trim() !== '')
    : [];
}

/** Retry-After in seconds (a number or an HTTP date); null without one. */
export function segundosDeEspera(valor: string | null, agora = Date.now()): number | null {
  if (!valor) return null;
  if (/^\d+$/.test(valor.trim())) return Number(valor.trim());
  const data = Date.parse(valor);
  return Number.isNaN(data) ? null : Math.max(0, Math.ceil((data - agora) / 1000));
}

export type Consulta = Record<string, string | number | null | undefined>;

export function enderecoDe(caminho: string, consulta: Consulta = {}): string {
  const params = new URLSearchParams();
  for (const [chave, valor] of Object.entries(consulta)) {
    if (valor !== undefined && valor !== null && valor !== '') params.set(chave, String(valor));
  }
  const busca = params.toString();
  return busca ? `${caminho}?${busca}` : caminho;
}

/** An answer read: its JSON (prefix stripped), or the failure it stands for. */
function resultado<T>(status: number, texto: string, retryAfter: string | null): T {
  const ok = status >= 200 && status < 300;
  let dados: unknown;
  try {
    dados = lerJson(texto);
  } catch {
    throw new ErroPublico(ok ? 502 : status, [ERRO_SERVIDOR]);
  }
  if (!ok) {
    const mensagens = mensagensDe(dados);
    throw new ErroPublico(
      status,
      mensagens.length ? mensagens : [ERRO_SERVIDOR],
      segundosDeEspera(retryAfter),
    );
  }
  return dados as T;
}

async function pedir<T>(metodo: 'GET' | 'POST', endereco: string, corpo?: unknown, signal?: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json', [CABECALHO_CLIENTE]: '1' };
  if (corpo !== undefined) headers['Content-Type'] = 'application/json';
  let resposta: Response;
  let texto: string;
  try {
    resposta = await fetch(endereco, {
      method: metodo,
      headers,
      body: corpo === undefined ? undefined : JSON.stringify(corpo),
      credentials: 'same-origin',
      signal,
    });
    texto = await resposta.text();
  } catch (erro) {
    if (signal?.aborted) throw erro;
    throw new ErroPublico(0, [ERRO_REDE]);
  }
  return resultado<T>(resposta.status, texto, resposta.headers.get('retry-after'));
}

/** A GET of the public API; its answer is what the server checked (no second check: no zod on the page). */
export const buscarPublico = <T>(caminho: string, consulta: Consulta, signal?: AbortSignal): Promise<T> =>
  pedir<T>('GET', enderecoDe(caminho, consulta), undefined, signal);

export const enviarPublico = <T>(caminho: string, corpo: unknown): Promise<T> =>
  pedir<T>('POST', caminho, corpo);

/** How much of a multipart body has gone: bytes sent of the total (the browser's count). */
export interface ProgressoEnvio {
  enviados: number;
  total: number;
}

/**
 * A multipart POST of the public API (a form with files): through XMLHttpRequest, whose upload reports its
 * progress (fetch does not), with the same conventions and errors as the JSON calls.
 */
export function enviarArquivosPublico<T>(
  caminho: string,
  corpo: FormData,
  aoProgredir?: (progresso: ProgressoEnvio) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', caminho);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CABECALHO_CLIENTE, '1');
    if (aoProgredir)
      xhr.upload.addEventListener('progress', (evento) => {
        if (evento.lengthComputable) aoProgredir({ enviados: evento.loaded, total: evento.total });
      });
    xhr.addEventListener('load', () => {
      try {
        resolve(resultado<T>(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after')));
      } catch (erro) {
        reject(erro as Error);
      }
    });
    const falhou = () => reject(new ErroPublico(0, [ERRO_REDE]));
    xhr.addEventListener('error', falhou);
    xhr.addEventListener('abort', falhou);
    xhr.addEventListener('timeout', falhou);
    xhr.send(corpo);
  });
}
