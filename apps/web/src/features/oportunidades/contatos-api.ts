import {
  contatoDetalheSchema,
  contatosListaSchema,
  relatorioContatosSchema,
  semMunicipioSchema,
  type ContatoDetalhe,
} from '@prix/shared/onde-comprar';
import { api, type QueryParams } from '../../lib/api-client';

/**
 * The API of the enquiries: the partner's ('Oportunidades', its current company) and the staff's
 * (/contatos). Every answer is checked with its shared schema.
 */

export type Lado = 'oportunidades' | 'contatos';

export const contatoKeys = {
  root: ['contatos'] as const,
  lista: (lado: Lado, filtros: object, page: number) => ['contatos', lado, 'lista', filtros, page] as const,
  detalhe: (lado: Lado, uuid: string) => ['contatos', lado, 'detalhe', uuid] as const,
  relatorio: (filtros: object) => ['contatos', 'relatorio', filtros] as const,
  semMunicipio: ['contatos', 'sem-municipio'] as const,
};

const path = (lado: Lado, uuid?: string, acao?: string) =>
  `/${lado}${uuid ? `/${encodeURIComponent(uuid)}` : ''}${acao ? `/${acao}` : ''}`;

export const contatosApi = {
  lista: (lado: Lado, query: QueryParams, signal?: AbortSignal) =>
    api.get(path(lado), { signal, query, schema: contatosListaSchema }),
  detalhe: (lado: Lado, uuid: string, signal?: AbortSignal) =>
    api.get(path(lado, uuid), { signal, schema: contatoDetalheSchema }),
  aceitar: (uuid: string): Promise<ContatoDetalhe> =>
    api.post(path('oportunidades', uuid, 'aceite'), {}, { schema: contatoDetalheSchema }),
  recusar: (uuid: string, motivo: string) => api.post(path('oportunidades', uuid, 'recusa'), { motivo }),
  resultado: (uuid: string, resultado: string): Promise<ContatoDetalhe> =>
    api.put(path('oportunidades', uuid, 'resultado'), { resultado }, { schema: contatoDetalheSchema }),
  reatribuir: (uuid: string, parceiro: string, motivo: string | null): Promise<ContatoDetalhe> =>
    api.post(path('contatos', uuid, 'reatribuicao'), { parceiro, motivo }, { schema: contatoDetalheSchema }),
  relatorio: (query: QueryParams, signal?: AbortSignal) =>
    api.get('/contatos/relatorio', { signal, query, schema: relatorioContatosSchema }),
  semMunicipio: (signal?: AbortSignal) =>
    api.get('/cliente/sem-municipio', { signal, schema: semMunicipioSchema }),
};
