import { documentAccess, type AccessRule } from '@prix/shared/core';

/** The programme manual's identifiers carry the programme: manual-do-programa-{programa} (SPEC §2.2). */
const PROGRAMME_MANUAL = 'manual-do-programa-';

/** The ten viewers of SPEC §2.2, by button identifier, with the title the page shows. */
const DOCUMENT_VIEWERS: Readonly<Record<string, string>> = {
  'catalogo-pecas': 'Catálogo de peças',
  'lista-precos-pecas': 'Lista de preços de peças',
  'lista-precos-rev-virtual': 'Lista de preços — revenda virtual',
  'lista-precos-rev-fisica': 'Lista de preços — revenda física',
  'manual-relacionamento-ota': 'Manual de relacionamento OTA',
  'manual-boas-praticas-otas': 'Manual de boas práticas das OTAs',
  'lista-de-ferramentas': 'Lista de ferramentas',
  'lista-de-relacionamento-revendas': 'Lista de relacionamento das revendas',
  'ressarcimento-garantia-otas': 'Ressarcimento de garantia das OTAs',
};

export interface DocumentViewer {
  readonly identificador: string;
  readonly title: string;
  /** Who may open it; `signedIn` for a document any signed-in user may read. */
  readonly access: AccessRule | 'signedIn';
}

/** The files register's staff open every document, as the server lets them. */
const FILES_STAFF: AccessRule = { registerRead: 'cadastro.arquivo' };

/**
 * The viewer of a button identifier, or null when SPEC §2.2 has no viewer for it (the page is 'not found').
 * Who may open it is the server's rule for the document (`documentAccess` in shared: its key, or any signed-in
 * user), and the files register's staff.
 */
export function documentViewer(identificador: string | undefined): DocumentViewer | null {
  if (!identificador) return null;
  const programme =
    identificador.startsWith(PROGRAMME_MANUAL) && identificador.length > PROGRAMME_MANUAL.length;
  const title = programme
    ? 'Manual do Programa de Parceiros'
    : Object.hasOwn(DOCUMENT_VIEWERS, identificador)
      ? DOCUMENT_VIEWERS[identificador]!
      : null;
  const rule = documentAccess(identificador);
  if (title === null || rule === null) return null;
  return {
    identificador,
    title,
    access: rule === 'signedIn' ? 'signedIn' : { anyOf: [{ key: rule }, FILES_STAFF] },
  };
}
