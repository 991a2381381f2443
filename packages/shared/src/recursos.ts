import { PERM, type PermissionKey } from './permissions.js';

export interface ResourceItem {
  /** The button identifier, or its start (the programme manual is 'manual-do-programa-{programme}'). */
  readonly identificador: string;
  readonly prefix?: boolean;
  readonly key: PermissionKey;
}

/**
 * /recursos' document groups (SPEC §2.2), each item behind its 'Resources items' key of SPEC §6 (with the
 * combined check for external users, built into the permission tree). A group with nothing to show is left out.
 */
export const RESOURCE_GROUPS: readonly { title: string; items: readonly ResourceItem[] }[] = [
  {
    title: 'Manuais do programa',
    items: [
      { identificador: 'manual-do-programa-', prefix: true, key: PERM.docs.manualPrograma },
      { identificador: 'manual-relacionamento-ota', key: PERM.docs.manualRelacionamentoOta },
      { identificador: 'manual-boas-praticas-otas', key: PERM.docs.manualBoasPraticasOtas },
    ],
  },
  {
    title: 'Assistência técnica',
    items: [
      { identificador: 'lista-de-ferramentas', key: PERM.docs.listaFerramentas },
      { identificador: 'ressarcimento-garantia-otas', key: PERM.docs.ressarcimentoGarantia },
      { identificador: 'documento-defesa-infracao', key: PERM.docs.documentoDefesaInfracao },
    ],
  },
  {
    title: 'Vendas e marketing',
    items: [
      { identificador: 'catalogo-geral', key: PERM.docs.catalogoGeral },
      { identificador: 'calculo-verba-marketing-cooperada', key: PERM.docs.calculoVerbaMarketingCooperada },
    ],
  },
];

/** The button identifier of the showroom demo video (SPEC §7), shown to everyone who opens /recursos. */
export const SHOWROOM_VIDEO_ID = 'video-showroom';

/** The address of a button's document (SPEC §7). */
export const documentUrl = (identificador: string, arquivo: string): string =>
  `/api/docs/${encodeURIComponent(identificador)}/${encodeURIComponent(arquivo)}`;
