import { ANEXOS_COMPROVACAO } from '@prix/shared/core/solicitacao';
import type { NfeComprovacao } from '@prix/shared/core/nfe';

/**
 * A co-op fund redemption's proof as the form holds it until it is sent (decision 0055), apart from its fields
 * (comprovacao-resgate.tsx, fetched after the form paints), so the page sends it without loading them.
 */

/** A redemption's proof as the form holds it until it is sent. */
export interface Comprovacao {
  /** The XML read by the server, or the DANFE with the note's data typed. */
  modo: 'xml' | 'danfe';
  xml: File | null;
  /** What the server read from `xml`, for the partner to check. */
  nfe: NfeComprovacao | null;
  danfe: File | null;
  /** The note's fields typed from the DANFE, by name (comprovacao-resgate.tsx's CAMPOS_DANFE). */
  digitada: Readonly<Record<string, string>>;
  fotos: File[];
}
export const COMPROVACAO_VAZIA: Comprovacao = {
  modo: 'xml',
  xml: null,
  nfe: null,
  danfe: null,
  digitada: {},
  fotos: [],
};

/** The proof's parts of the form's multipart body (SPEC §7's `json` carries the typed DANFE as `nfe`). */
export function partesDaComprovacao(c: Comprovacao): {
  json: Record<string, unknown>;
  files: [string, File][];
} {
  const fotos = c.fotos.map((f): [string, File] => [ANEXOS_COMPROVACAO.foto.campo, f]);
  if (c.modo === 'xml')
    return {
      json: {},
      files: [...(c.xml ? [[ANEXOS_COMPROVACAO.nfeXml.campo, c.xml] as [string, File]] : []), ...fotos],
    };
  return {
    json: { nfe: c.digitada },
    files: [...(c.danfe ? [[ANEXOS_COMPROVACAO.danfe.campo, c.danfe] as [string, File]] : []), ...fotos],
  };
}
