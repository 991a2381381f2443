import type { SolicitacaoPrivacidadeDetalhe, TipoSolicitacaoPrivacidade } from '@prix/shared/privacidade';
import { api, checkedByServer } from '../../lib/api-client';

/**
 * The signed-in person's privacy API (decision 0048): their own requests, the request they send, where they
 * are signed in. Every answer is checked by the server on the way out (SERVER_CHECKED_ANSWERS): the page reads
 * them without zod.
 */
const detalhe = checkedByServer('GET /api/privacidade/solicitacoes/:uuid');

/** The export of everything the portal holds about me: JSON (portability) or a readable HTML document. */
export const MEUS_DADOS_JSON_URL = '/api/privacidade/meus-dados';
export const MEUS_DADOS_HTML_URL = '/api/privacidade/meus-dados?formato=html';

export const privacidadeKeys = {
  root: ['privacidade', 'minha'] as const,
  solicitacoes: (page: number) => ['privacidade', 'minha', 'solicitacoes', page] as const,
  solicitacao: (uuid: string) => ['privacidade', 'minha', 'solicitacao', uuid] as const,
  sessoes: ['privacidade', 'minha', 'sessoes'] as const,
};

export const minhaPrivacidadeApi = {
  solicitacoes: (page: number, signal?: AbortSignal) =>
    api.get('/privacidade/solicitacoes/minhas', {
      signal,
      query: { page },
      schema: checkedByServer('GET /api/privacidade/solicitacoes/minhas'),
    }),
  solicitacao: (uuid: string, signal?: AbortSignal) =>
    api.get(`/privacidade/solicitacoes/${encodeURIComponent(uuid)}`, { signal, schema: detalhe }),
  solicitar: (tipo: TipoSolicitacaoPrivacidade, mensagem: string): Promise<SolicitacaoPrivacidadeDetalhe> =>
    api.post(
      '/privacidade/solicitacoes',
      { tipo, mensagem },
      { schema: checkedByServer('POST /api/privacidade/solicitacoes') },
    ),
  sessoes: (signal?: AbortSignal) =>
    api.get('/privacidade/sessoes', { signal, schema: checkedByServer('GET /api/privacidade/sessoes') }),
  encerrar: (id: string) => api.delete(`/privacidade/sessoes/${encodeURIComponent(id)}`),
  encerrarOutras: () => api.post('/privacidade/sessoes/encerrar-outras'),
};
