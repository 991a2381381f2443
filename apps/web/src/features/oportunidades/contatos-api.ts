import type { ContatoDetalhe } from '@prix/shared/onde-comprar';
import { api, checkedByServer, type QueryParams } from '../../lib/api-client';
import { useFila } from '../../lib/fila-query';

/**
 * The API of the enquiries: the partner's ('Oportunidades', its current company) and the staff's
 * (/contatos). Every answer is checked by the server on the way out (SERVER_CHECKED_ANSWERS): the pages read
 * them without zod.
 */
const lista = checkedByServer('GET /api/contatos');
const detalhe = checkedByServer('GET /api/contatos/:uuid');

export type Lado = 'oportunidades' | 'contatos';

export const contatoKeys = {
  root: ['contatos'] as const,
  lista: (lado: Lado, filtros: object, page: number) => ['contatos', lado, 'lista', filtros, page] as const,
  detalhe: (lado: Lado, uuid: string) => ['contatos', lado, 'detalhe', uuid] as const,
  relatorio: (filtros: object) => ['contatos', 'relatorio', filtros] as const,
  semMunicipio: ['contatos', 'sem-municipio'] as const,
};

/** A side's list of enquiries, a page at a time, filtered by `keys` (the address's). */
export function useFilaDeContatos<K extends string>(lado: Lado, keys: readonly K[]) {
  return useFila({
    keys,
    queryKey: (filtros, page) => contatoKeys.lista(lado, filtros, page),
    queryFn: (query, signal) => contatosApi.lista(lado, query, signal),
  });
}

const path = (lado: Lado, uuid?: string, acao?: string) =>
  `/${lado}${uuid ? `/${encodeURIComponent(uuid)}` : ''}${acao ? `/${acao}` : ''}`;

export const contatosApi = {
  lista: (lado: Lado, query: QueryParams, signal?: AbortSignal) =>
    api.get(path(lado), { signal, query, schema: lista }),
  detalhe: (lado: Lado, uuid: string, signal?: AbortSignal) =>
    api.get(path(lado, uuid), { signal, schema: detalhe }),
  aceitar: (uuid: string): Promise<ContatoDetalhe> =>
    api.post(path('oportunidades', uuid, 'aceite'), {}, { schema: detalhe }),
  recusar: (uuid: string, motivo: string) => api.post(path('oportunidades', uuid, 'recusa'), { motivo }),
  resultado: (uuid: string, resultado: string): Promise<ContatoDetalhe> =>
    api.put(path('oportunidades', uuid, 'resultado'), { resultado }, { schema: detalhe }),
  reatribuir: (uuid: string, parceiro: string, motivo: string | null): Promise<ContatoDetalhe> =>
    api.post(path('contatos', uuid, 'reatribuicao'), { parceiro, motivo }, { schema: detalhe }),
  relatorio: (query: QueryParams, signal?: AbortSignal) =>
    api.get('/contatos/relatorio', { signal, query, schema: checkedByServer('GET /api/contatos/relatorio') }),
  semMunicipio: (signal?: AbortSignal) =>
    api.get('/cliente/sem-municipio', { signal, schema: checkedByServer('GET /api/cliente/sem-municipio') }),
};
