import { formatBrlTexto as brl } from './format/numbers.js';
import { isoDateToDisplay } from './format/dates.js';

/**
 * The supplier's NF-e that proves a co-op fund redemption (decision 0055): the access key's rules, what the
 * server reads from the XML, and the refusals, each naming the field it is about. Without zod: the form and
 * the detail page read these too.
 */

/** The access key (chave de acesso) of an NF-e: 44 digits, the last one the check digit. */
export const CHAVE_NFE_DIGITOS = 44;
/** The model of an NF-e in the key and in `ide/mod` (65 is the consumer's NFC-e). */
export const MODELO_NFE = '55';
/** `cStat` of an authorised NF-e in its protocol (`protNFe/infProt`). */
export const CSTAT_AUTORIZADA = 100;
/** The layout the portal reads (`infNFe/@versao`). */
export const VERSAO_NFE = '4.00';
/** An NF-e's XML is a few dozen kB; more than this is not one. */
export const MAX_NFE_XML_BYTES = 1024 * 1024;
/** Each photo, print or DANFE of a redemption's proof. */
export const MAX_COMPROVANTE_BYTES = 20 * 1024 * 1024;
/** Photos and prints of the activity a redemption may carry (and files a pending item's answer may carry). */
export const MAX_FOTOS_COMPROVACAO = 10;

/** Only the digits of what was typed or read ('3526 0312…' → '35260312…'). */
export const somenteDigitos = (value: string): string => value.replace(/\D/g, '');

/**
 * The key's check digit (Manual de Orientação do Contribuinte, cDV): the first 43 digits weighted 2 to 9 from
 * the right, repeating; the sum's remainder by 11 gives 0 when it is 0 or 1, else 11 − remainder.
 */
export function digitoChaveNfe(primeiros43: string): number {
  if (!/^\d{43}$/.test(primeiros43)) throw new Error('a chave sem o dígito tem 43 algarismos');
  let soma = 0;
  let peso = 2;
  for (let i = primeiros43.length - 1; i >= 0; i--) {
    soma += Number(primeiros43[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** Whether `chave` is 44 digits whose last is the check digit of the others. */
export function chaveNfeValida(chave: string): boolean {
  return /^\d{44}$/.test(chave) && digitoChaveNfe(chave.slice(0, 43)) === Number(chave[43]);
}

/** What the key says of its note: state, year and month of issue, issuer, model, series, number. */
export interface PartesChaveNfe {
  cUF: string;
  /** 'AAMM' of the issue date. */
  anoMes: string;
  cnpjEmitente: string;
  modelo: string;
  serie: number;
  numero: number;
}

export function partesChaveNfe(chave: string): PartesChaveNfe {
  return {
    cUF: chave.slice(0, 2),
    anoMes: chave.slice(2, 6),
    cnpjEmitente: chave.slice(6, 20),
    modelo: chave.slice(20, 22),
    serie: Number(chave.slice(22, 25)),
    numero: Number(chave.slice(25, 34)),
  };
}

/**
 * What of the note the key does not match, as a message's words ('o número'), or null: the key encodes the
 * issuer's state, the month of issue, the issuer, the series and the number, so one changed without the other
 * is a typing error or an altered XML.
 */
export function divergenciaDaChave(
  chave: string,
  nota: { cUF?: string; emissao: string; cnpjEmitente: string; serie: number; numero: number },
): string | null {
  const partes = partesChaveNfe(chave);
  const anoMes = `${nota.emissao.slice(2, 4)}${nota.emissao.slice(5, 7)}`;
  const plain = nota.cnpjEmitente.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (nota.cUF !== undefined && partes.cUF !== nota.cUF) return 'a UF do emitente';
  if (partes.anoMes !== anoMes) return 'a data de emissão';
  if (partes.cnpjEmitente !== plain) return 'o CNPJ do emitente';
  if (partes.serie !== nota.serie) return 'a série';
  if (partes.numero !== nota.numero) return 'o número';
  return null;
}

/** '35260312…' as the DANFE prints it: eleven groups of four. */
export const formatChaveNfe = (chave: string): string => chave.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Where the NF-e data came from: read by the server from the XML, or typed from the DANFE. */
export type OrigemNfe = 'xml' | 'danfe';

/** What the portal keeps of a redemption's NF-e (read from the XML, or typed from the DANFE). */
export interface NfeComprovacao {
  origem: OrigemNfe;
  chave: string;
  numero: number;
  serie: number;
  /** 'yyyy-mm-dd', the day of `dhEmi` as written (the issuer's time zone). */
  emissao: string;
  emitente: { cnpj: string; nome: string };
  destinatario: { cnpj: string };
  /** `total/ICMSTot/vNF`, in reais. */
  valorTotal: number;
  /** The authorisation protocol when the XML carries it; null for a DANFE or an XML without `protNFe`. */
  autorizacao: { cStat: number; protocolo: string | null } | null;
}

/** The refusals, each naming the field (or the file) it is about. */
export const NFE_MENSAGENS = {
  arquivoGrande: 'Arquivo XML da NF-e: o arquivo passa de 1 MB; envie o XML da nota autorizada (nfeProc).',
  tipoXml: 'Arquivo XML da NF-e: envie o arquivo .xml da nota (o DANFE em PDF vai no campo do DANFE).',
  comprovanteGrande: 'Erro: Arquivo muito grande, máximo permitido: 20MB',
  xmlInvalido: 'Arquivo XML da NF-e: o arquivo não é um XML válido em UTF-8.',
  dtd: 'Arquivo XML da NF-e: o arquivo traz uma declaração DOCTYPE ou entidades, que o XML de uma NF-e não tem; envie o XML original da nota.',
  naoNfe:
    'Arquivo XML da NF-e: o arquivo não é o XML de uma NF-e (nfeProc com NFe de modelo 55, layout 4.00).',
  versao: (versao: string) =>
    `Versão do layout: a NF-e é do layout ${versao}; o portal lê o layout ${VERSAO_NFE}.`,
  chaveFormato: 'Chave de acesso: informe os 44 dígitos da chave da NF-e.',
  chaveDigito:
    'Chave de acesso: o dígito verificador não confere; a chave tem um erro de digitação ou a nota foi alterada.',
  chaveModelo: 'Chave de acesso: o modelo da nota não é 55 (NF-e); NFC-e e outros documentos não valem.',
  chaveDivergente: (campo: string) =>
    `Chave de acesso: a chave não confere com ${campo} da nota; o XML foi alterado.`,
  chaveDivergenteDanfe: (campo: string) =>
    `Chave de acesso: a chave não confere com ${campo} da nota; confira o que foi digitado do DANFE.`,
  cnpjEmitente: 'CNPJ do emitente: o CNPJ informado na NF-e é inválido.',
  cnpjDestinatario:
    'CNPJ do destinatário: a NF-e não traz um CNPJ válido de destinatário (uma nota para CPF não vale).',
  destinatario: (raiz: string) =>
    `CNPJ do destinatário: a NF-e não foi emitida para o parceiro nem para outra empresa do grupo (CNPJ com a raiz ${raiz}).`,
  semCnpjParceiro:
    'CNPJ do destinatário: o parceiro não tem CNPJ no cadastro; peça à Prix para completar o cadastro da empresa.',
  emissao: 'Data de emissão: a data de emissão da NF-e é inválida.',
  foraDoAno: (emissao: string, ano: number) =>
    `Data de emissão: a NF-e foi emitida em ${isoDateToDisplay(emissao)}, fora do ano da verba (${ano}).`,
  valorTotal: 'Valor total da NF-e: o valor total (vNF) é inválido.',
  valorAcima: (valor: number, total: number) =>
    `Valor da verba a resgatar: ${brl(valor)} é maior que o valor total da NF-e (${brl(total)}).`,
  homologacao: 'Ambiente da NF-e: a nota foi emitida em homologação (teste) e não tem valor fiscal.',
  naoAutorizada: (cStat: string, motivo: string) =>
    `Situação da NF-e: a nota não está autorizada (cStat ${cStat}${motivo ? `: ${motivo}` : ''}).`,
  duplicada: 'Chave de acesso: esta NF-e já foi usada em outro pedido de resgate.',
  semComprovante: 'Comprovação: envie o XML da NF-e do fornecedor, ou o DANFE em PDF com os dados da nota.',
  xmlEDanfe: 'Comprovação: envie o XML da NF-e ou o DANFE com os dados da nota, não os dois.',
  semDadosDanfe: 'Comprovação: informe os dados da NF-e que estão no DANFE.',
  semFotos: 'Fotos da ação: envie ao menos uma foto ou print da ação realizada.',
} as const;
