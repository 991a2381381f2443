import type { AnonimizacaoResposta, SolicitacaoPrivacidadeDetalhe } from '@prix/shared/privacidade';
import { api, checkedByServer, type QueryParams } from '../../lib/api-client';
import { PAGE, pagePath } from '../../lib/paths';

/**
 * The data protection officer's calls (key privacidade.encarregado, decision 0048). Every answer is checked by
 * the server on the way out (SERVER_CHECKED_ANSWERS): the pages read them without zod.
 */

export const SOLICITACOES_PATH = pagePath(PAGE.privacidadeSolicitacoes);
export const TITULAR_PATH = PAGE.privacidadeTitular;
export const ACESSOS_PATH = PAGE.privacidadeAcessos;
export const solicitacaoPath = (uuid: string) => `${SOLICITACOES_PATH}/${encodeURIComponent(uuid)}`;
/** The look-up of a person by their e-mail or CPF (the page's one field, `titular`). */
export const consultaPath = (emailOuCpf: string) =>
  `${TITULAR_PATH}?${new URLSearchParams({ titular: emailOuCpf }).toString()}`;
/** A person's whole export (JSON), downloaded as an attachment; the server logs the read. */
export const exportacaoHref = (usuarioUuid: string) =>
  `/api/privacidade/titular/${encodeURIComponent(usuarioUuid)}/exportar`;

/** What the look-up's one field holds: an e-mail (with '@') or a CPF. */
export function consultaQuery(titular: string): QueryParams {
  const value = titular.trim();
  return value.includes('@') ? { email: value } : { cpf: value };
}

export const encarregadoKeys = {
  root: ['privacidade-encarregado'] as const,
  lista: (filtros: object, page: number) => ['privacidade-encarregado', 'lista', filtros, page] as const,
  detalhe: (uuid: string) => ['privacidade-encarregado', 'detalhe', uuid] as const,
  titular: (titular: string) => ['privacidade-encarregado', 'titular', titular] as const,
  acessos: (page: number) => ['privacidade-encarregado', 'acessos', page] as const,
};

export const encarregadoApi = {
  lista: (query: QueryParams, signal?: AbortSignal) =>
    api.get('/privacidade/solicitacoes', {
      signal,
      query,
      schema: checkedByServer('GET /api/privacidade/solicitacoes'),
    }),
  detalhe: (uuid: string, signal?: AbortSignal) =>
    api.get(`/privacidade/solicitacoes/${encodeURIComponent(uuid)}`, {
      signal,
      schema: checkedByServer('GET /api/privacidade/solicitacoes/:uuid'),
    }),
  responder: (
    uuid: string,
    body: { resposta: string; status: 'em_atendimento' | 'respondida' },
  ): Promise<SolicitacaoPrivacidadeDetalhe> =>
    api.post(`/privacidade/solicitacoes/${encodeURIComponent(uuid)}/resposta`, body, {
      schema: checkedByServer('POST /api/privacidade/solicitacoes/:uuid/resposta'),
    }),
  titular: (titular: string, signal?: AbortSignal) =>
    api.get('/privacidade/titular', {
      signal,
      query: consultaQuery(titular),
      schema: checkedByServer('GET /api/privacidade/titular'),
    }),
  anonimizar: (usuarioUuid: string, solicitacao: string | null): Promise<AnonimizacaoResposta> =>
    api.post(
      `/privacidade/titular/${encodeURIComponent(usuarioUuid)}/anonimizacao`,
      { solicitacao, confirmacao: true },
      { schema: checkedByServer('POST /api/privacidade/titular/:usuarioUuid/anonimizacao') },
    ),
  acessos: (page: number, signal?: AbortSignal) =>
    api.get('/privacidade/acessos', {
      signal,
      query: { page },
      schema: checkedByServer('GET /api/privacidade/acessos'),
    }),
};
