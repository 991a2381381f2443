import type { CandidaturaDetalhe, DecisaoCandidatura } from '@prix/shared/candidatura';
import { api, checkedByServer, type QueryParams } from '../../lib/api-client';
import { clientePath, PAGE, pagePath } from '../../lib/paths';

/**
 * The staff's applications of 'Seja um parceiro' (key candidaturas.analisar). Every answer is checked by the
 * server on the way out (SERVER_CHECKED_ANSWERS): the pages read them without zod.
 */
const detalhe = checkedByServer('GET /api/candidaturas/:uuid');

export const CANDIDATURAS_PATH = pagePath(PAGE.candidaturas);
export const candidaturaPath = (uuid: string) => pagePath(PAGE.candidaturas, { uuid });
/** A document of an application, downloaded as an attachment. */
export const documentoHref = (uuid: string, doc: string) =>
  `/api/candidaturas/${encodeURIComponent(uuid)}/documentos/${encodeURIComponent(doc)}`;
/** The company an approval created, in the company register. */
export { clientePath };

export const candidaturaKeys = {
  root: ['candidaturas'] as const,
  lista: (filtros: object, page: number) => ['candidaturas', 'lista', filtros, page] as const,
  detalhe: (uuid: string) => ['candidaturas', 'detalhe', uuid] as const,
};

export const candidaturasApi = {
  lista: (query: QueryParams, signal?: AbortSignal) =>
    api.get('/candidaturas', { signal, query, schema: checkedByServer('GET /api/candidaturas') }),
  detalhe: (uuid: string, signal?: AbortSignal) =>
    api.get(`/candidaturas/${encodeURIComponent(uuid)}`, { signal, schema: detalhe }),
  decidir: (uuid: string, decisao: DecisaoCandidatura): Promise<CandidaturaDetalhe> =>
    api.post(`/candidaturas/${encodeURIComponent(uuid)}/decisao`, decisao, {
      schema: checkedByServer('POST /api/candidaturas/:uuid/decisao'),
    }),
};
