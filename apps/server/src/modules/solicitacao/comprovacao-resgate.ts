import type { z } from 'zod';
import {
  ANEXOS_COMPROVACAO,
  divergenciaDaChave,
  MAX_COMPROVANTE_BYTES,
  MAX_FOTOS_COMPROVACAO,
  MAX_NFE_XML_BYTES,
  NFE_MENSAGENS,
  type NfeComprovacao,
} from '@prix/shared/solicitacao';
import { nfeDigitadaSchema } from '@prix/shared/comprovacao';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import type { FileRule, ReceivedFile } from '../../uploads/receive-upload.js';
import { anoDaVerba, conferirNfe } from '../verba/comprovacao.js';
import { lerNfeXml, NfeRecusada } from '../verba/nfe-reader.js';

const { nfeXml, danfe, foto } = ANEXOS_COMPROVACAO;

/** The parts of a redemption's proof (decision 0055), each with its kinds and limit. */
export const PARTES_COMPROVACAO: Readonly<Record<string, number>> = {
  [nfeXml.campo]: 1,
  [danfe.campo]: 1,
  [foto.campo]: MAX_FOTOS_COMPROVACAO,
};
export const REGRAS_COMPROVACAO: Readonly<Record<string, FileRule>> = {
  [nfeXml.campo]: {
    accept: ['xml'],
    maxBytes: MAX_NFE_XML_BYTES,
    tooLargeMessage: NFE_MENSAGENS.arquivoGrande,
    wrongTypeMessage: NFE_MENSAGENS.tipoXml,
    read: true,
  },
  [danfe.campo]: {
    accept: ['pdf'],
    maxBytes: MAX_COMPROVANTE_BYTES,
    tooLargeMessage: NFE_MENSAGENS.comprovanteGrande,
  },
  [foto.campo]: {
    accept: ['pdf', 'image'],
    maxBytes: MAX_COMPROVANTE_BYTES,
    tooLargeMessage: NFE_MENSAGENS.comprovanteGrande,
  },
};

/** The NF-e of an XML: read, or refused with the reader's reasons (a 400 naming each field). */
export function nfeDoXml(file: ReceivedFile): NfeComprovacao {
  try {
    return lerNfeXml(file.bytes ?? Buffer.alloc(0));
  } catch (error) {
    if (error instanceof NfeRecusada) throw new HttpError(400, error.problemas);
    throw error;
  }
}

export interface ComprovacaoRecebida {
  nfe: NfeComprovacao;
  files: { file: ReceivedFile; campo: string; rotulo: string }[];
}

/**
 * A redemption's proof as sent: the NF-e from its XML (read by the server) or from its DANFE with the note's
 * data typed in `digitada` (the JSON's `nfe`), and the activity's photos; then the NF-e checked against the
 * partner, the fund's year, the amount and the keys already used. Every reason at once, as a 400.
 */
export async function receberComprovacao(
  db: Db,
  files: readonly ReceivedFile[],
  digitada: unknown,
  input: { clienteId: string; valor: number },
): Promise<ComprovacaoRecebida> {
  const of = (campo: string) => files.filter((f) => f.field === campo);
  if (files.some((f) => !Object.hasOwn(PARTES_COMPROVACAO, f.field)))
    throw new HttpError(400, 'Anexo desconhecido para este formulário.');
  const [xml] = of(nfeXml.campo);
  const [pdf] = of(danfe.campo);
  const fotos = of(foto.campo);
  let nfe: NfeComprovacao;
  if (xml && (pdf || digitada !== undefined)) throw new HttpError(400, NFE_MENSAGENS.xmlEDanfe);
  if (xml) nfe = nfeDoXml(xml);
  else if (!pdf) throw new HttpError(400, NFE_MENSAGENS.semComprovante);
  else if (digitada === undefined) throw new HttpError(400, NFE_MENSAGENS.semDadosDanfe);
  else nfe = fromDanfe(digitada);
  const problemas = [
    ...(fotos.length ? [] : [NFE_MENSAGENS.semFotos]),
    ...(await conferirNfe(db, nfe, { clienteId: input.clienteId, ano: anoDaVerba(), valor: input.valor })),
  ];
  if (problemas.length) throw new HttpError(400, problemas);
  return {
    nfe,
    files: [
      ...(xml ? [[xml, nfeXml] as const] : [[pdf!, danfe] as const]),
      ...fotos.map((f) => [f, foto] as const),
    ].map(([file, spec]) => ({ file, campo: spec.campo, rotulo: spec.rotulo })),
  };
}

/** The data typed from a DANFE, checked by the shared schema (the form's), as the portal keeps an NF-e. */
function fromDanfe(digitada: unknown): NfeComprovacao {
  const parsed = nfeDigitadaSchema.safeParse(digitada);
  if (!parsed.success)
    throw new HttpError(400, [...new Set(parsed.error.issues.map((i: z.core.$ZodIssue) => i.message))]);
  const d = parsed.data;
  const plain = (cnpj: string) => cnpj.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const divergente = divergenciaDaChave(d.chave, {
    emissao: d.emissao,
    cnpjEmitente: d.emitenteCnpj,
    serie: d.serie,
    numero: d.numero,
  });
  if (divergente) throw new HttpError(400, NFE_MENSAGENS.chaveDivergenteDanfe(divergente));
  return {
    origem: 'danfe',
    chave: d.chave,
    numero: d.numero,
    serie: d.serie,
    emissao: d.emissao,
    emitente: { cnpj: plain(d.emitenteCnpj), nome: d.emitenteNome },
    destinatario: { cnpj: plain(d.destinatarioCnpj) },
    valorTotal: d.valorTotal!,
    autorizacao: null,
  };
}
