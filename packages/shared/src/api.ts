/** DESIGN §4: every JSON response starts with this anti-hijack prefix; the web client strips it. */
export const JSON_PREFIX = ")]}',";

/** DESIGN §4: the body of every error answer. */
export interface ApiErrorBody {
  errors: string[];
}

/** Whether `data` is an error answer's body (checked by hand: the web app's shell loads no zod, issue 12). */
export function isApiErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return false;
  const { errors } = data;
  return Array.isArray(errors) && errors.every((message) => typeof message === 'string');
}

/**
 * Answers the web app reads without checking them again: each of these routes declares its response schema,
 * and the server's serializer validates every answer against it; the session, which writes its JSON itself for
 * speed, is typed with `satisfies` and its answers parsed by a test (apps/server/src/app.test.ts walks this
 * list). Read this way, the shell, /home and the billing report need no zod in their download (issue 12).
 */
export const SERVER_CHECKED_ANSWERS = [
  'POST /api/acesso/info',
  'GET /api/usuario/profile',
  'GET /api/home',
  'GET /api/banner/images',
  'GET /api/botao/button-link',
  'GET /api/faturamento',
  'GET /api/faturamento/:clientId',
] as const;
export type ServerCheckedAnswer = (typeof SERVER_CHECKED_ANSWERS)[number];

/** Header carrying the company switcher's index (SPEC §2.1: the index is kept in local storage). */
export const EMPRESA_HEADER = 'x-empresa-indice';
export const EMPRESA_STORAGE_KEY = 'empresaIndice';

/**
 * Sent by the web app's API client on every request. A page of another site cannot add a header to a
 * request without a CORS preflight, which this server never grants: on a state-changing GET it stands
 * for `Sec-Fetch-Site: same-origin` where a browser does not send that (apps/server/src/plugins/origin-check.ts).
 */
export const APP_CLIENT_HEADER = 'x-prix-cliente';

/** Texts a person reads when a call fails (SPEC §8). */
export const MSG = {
  rede: 'Não foi possível comunicar-se com o servidor',
  naoAutenticado: 'Sua sessão expirou. Entre novamente.',
  semPermissao: 'Você não tem permissão para esta página',
  semPermissaoAcao: 'Você não tem permissão para esta ação',
  naoEncontrado: 'Registro não encontrado',
  rotaNaoEncontrada: 'Recurso não encontrado',
  origemInvalida: 'Requisição recusada: origem não permitida',
  erroInterno: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
  muitasRequisicoes: 'Muitas requisições. Aguarde um momento e tente novamente.',
  corpoInvalido: 'Dados inválidos na requisição',
  enderecoInvalido: 'Endereço inválido: há caracteres mal codificados na URL',
  enderecoLongo: 'Endereço muito longo',
  cabecalhosGrandes: 'Cabeçalhos da requisição muito grandes',
  tempoEsgotado: 'Tempo esgotado ao receber a requisição',
  metodoNaoPermitido: 'Método não permitido',
  servicoIndisponivel: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
} as const;
