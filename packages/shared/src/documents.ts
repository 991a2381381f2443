import { PERM, type PermissionKey } from './permissions.js';

/**
 * Who may open the documents of each button identifier (SPEC §6 and §3): the key of its /docs viewer or its
 * resources item, or any signed-in user ('lista-de-relacionamento-revendas'). The server checks it before
 * serving /api/docs/{identificador}/…; the web app's viewers and buttons use the same table.
 */
export const DOCUMENT_ACCESS: Readonly<Record<string, PermissionKey | 'signedIn'>> = {
  'catalogo-pecas': PERM.docs.catalogoPecas,
  'lista-precos-pecas': PERM.docs.precosPecas,
  // SPEC §7 also names the parts price list `lista-precos/{file}`.
  'lista-precos': PERM.docs.precosPecas,
  'lista-precos-rev-virtual': PERM.docs.listaPrecosRevVirtual,
  'lista-precos-rev-fisica': PERM.docs.listaPrecosRevFisica,
  'manual-relacionamento-ota': PERM.docs.manualRelacionamentoOta,
  'manual-boas-praticas-otas': PERM.docs.manualBoasPraticasOtas,
  'lista-de-ferramentas': PERM.docs.listaFerramentas,
  'ressarcimento-garantia-otas': PERM.docs.ressarcimentoGarantia,
  'documento-defesa-infracao': PERM.docs.documentoDefesaInfracao,
  'catalogo-geral': PERM.docs.catalogoGeral,
  'calculo-verba-marketing-cooperada': PERM.docs.calculoVerbaMarketingCooperada,
  'lista-de-relacionamento-revendas': 'signedIn',
  // The showroom demo video (SPEC §7): on /recursos, always shown there.
  'video-showroom': PERM.pagina.recursos,
};

/** The identifier's rule, 'manual-do-programa-{programme}' included; null for one SPEC does not list. */
export function documentAccess(identificador: string): PermissionKey | 'signedIn' | null {
  if (identificador.startsWith('manual-do-programa-')) return PERM.docs.manualPrograma;
  return Object.hasOwn(DOCUMENT_ACCESS, identificador) ? DOCUMENT_ACCESS[identificador]! : null;
}

/** The button identifier a document address names: `lista-precos-pecas` (folder) or `catalogo-pecas.pdf`. */
export const identifierOfSingleDocument = (name: string): string => name.replace(/\.pdf$/i, '');
