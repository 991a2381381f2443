import { SaxesParser, type SaxesTagNS } from 'saxes';
import { isValidCnpj, isValidIsoDate } from '@prix/shared';
import {
  chaveNfeValida,
  CSTAT_AUTORIZADA,
  divergenciaDaChave,
  MAX_NFE_XML_BYTES,
  MODELO_NFE,
  NFE_MENSAGENS,
  partesChaveNfe,
  VERSAO_NFE,
  type NfeComprovacao,
} from '@prix/shared/solicitacao';

/** The NF-e's namespace (Manual de Orientação do Contribuinte): every element the portal reads is in it. */
const NS_NFE = 'http://www.portalfiscal.inf.br/nfe';

/** An XML the portal refuses, with every reason found (each names its field). */
export class NfeRecusada extends Error {
  constructor(readonly problemas: string[]) {
    super(problemas.join(' '));
  }
}

/** The elements read, by their path below the NF-e (`NFe`) or its protocol (`protNFe`). */
const CAMPOS = {
  cUF: 'NFe/infNFe/ide/cUF',
  mod: 'NFe/infNFe/ide/mod',
  serie: 'NFe/infNFe/ide/serie',
  nNF: 'NFe/infNFe/ide/nNF',
  dhEmi: 'NFe/infNFe/ide/dhEmi',
  tpAmb: 'NFe/infNFe/ide/tpAmb',
  emitCNPJ: 'NFe/infNFe/emit/CNPJ',
  emitNome: 'NFe/infNFe/emit/xNome',
  destCNPJ: 'NFe/infNFe/dest/CNPJ',
  vNF: 'NFe/infNFe/total/ICMSTot/vNF',
  chNFe: 'protNFe/infProt/chNFe',
  cStat: 'protNFe/infProt/cStat',
  xMotivo: 'protNFe/infProt/xMotivo',
  nProt: 'protNFe/infProt/nProt',
} as const;
type Campo = keyof typeof CAMPOS;
const CAMPO_POR_CAMINHO = new Map<string, Campo>(
  Object.entries(CAMPOS).map(([campo, caminho]) => [caminho, campo as Campo]),
);

interface Lido {
  raiz: string | null;
  infNFe: number;
  protNFe: number;
  id: string | null;
  versao: string | null;
  campos: Partial<Record<Campo, string>>;
}

/**
 * Walks the XML with a real parser (saxes: strict, namespace-aware, no DTD processing at all), keeping only the
 * elements of CAMPOS and `infNFe`'s attributes. A DOCTYPE (where entities, an XML bomb or an external entity
 * would be declared) is refused as soon as the parser meets it, before the document's content; an entity
 * that is not one of XML's five is a parse error.
 */
function percorrer(texto: string): Lido {
  const lido: Lido = { raiz: null, infNFe: 0, protNFe: 0, id: null, versao: null, campos: {} };
  const parser = new SaxesParser({ xmlns: true, position: false });
  // The path below the root (`nfeProc`) or from the root when it is a bare `NFe`; null outside the NF-e's
  // namespace, whose content is never read (the signature, for one).
  const caminho: (string | null)[] = [];
  let atual: Campo | null = null;
  let valor = '';
  const naoNfe = () => new NfeRecusada([NFE_MENSAGENS.naoNfe]);

  parser.on('doctype', () => {
    throw new NfeRecusada([NFE_MENSAGENS.dtd]);
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (lido.raiz === null) {
      lido.raiz = tag.uri === NS_NFE ? tag.local : '';
      if (lido.raiz === 'NFe') caminho.push('NFe');
      return;
    }
    const dentro = caminho.every((parte) => parte !== null);
    caminho.push(dentro && tag.uri === NS_NFE ? tag.local : null);
    const onde = caminho.join('/');
    if (onde === 'NFe/infNFe') {
      lido.infNFe += 1;
      lido.id = tag.attributes.Id?.value ?? null;
      lido.versao = tag.attributes.versao?.value ?? null;
    }
    if (onde === 'protNFe') lido.protNFe += 1;
    atual = CAMPO_POR_CAMINHO.get(onde) ?? null;
    valor = '';
    // The same field twice (two NF-e in one file, an edited XML) is not an NF-e the portal can read.
    if (atual && lido.campos[atual] !== undefined) throw naoNfe();
  });
  const acumular = (parte: string) => {
    if (atual) valor += parte;
  };
  parser.on('text', acumular);
  parser.on('cdata', acumular);
  parser.on('closetag', () => {
    if (atual) lido.campos[atual] = valor.trim();
    atual = null;
    if (caminho.length) caminho.pop();
  });
  try {
    parser.write(texto).close();
  } catch (error) {
    if (error instanceof NfeRecusada) throw error;
    throw new NfeRecusada([NFE_MENSAGENS.xmlInvalido]);
  }
  return lido;
}

/** 'dd' in reais with at most two decimals (`TDec_1302`) → the amount; null when it is not one. */
function reais(text: string | undefined): number | null {
  if (!text || !/^\d{1,13}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/**
 * Reads a supplier's NF-e (layout 4.00; an `nfeProc` with its authorisation, or a bare `NFe`) from its XML:
 * the key (44 digits, its check digit, model 55, and the issuer, number, series and month it encodes checked
 * against the note), the number and series, the issue day, issuer and recipient, the total (`vNF`) and the
 * authorisation (`cStat` 100). Refuses (NfeRecusada, every reason at once) a file that is not such an NF-e.
 * What depends on the partner and the fund (recipient, year, amount, a key already used) is `conferirNfe`'s.
 */
export function lerNfeXml(bytes: Buffer): NfeComprovacao {
  if (bytes.length > MAX_NFE_XML_BYTES) throw new NfeRecusada([NFE_MENSAGENS.arquivoGrande]);
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new NfeRecusada([NFE_MENSAGENS.xmlInvalido]);
  }
  const lido = percorrer(texto);
  if ((lido.raiz !== 'nfeProc' && lido.raiz !== 'NFe') || lido.infNFe !== 1 || lido.protNFe > 1)
    throw new NfeRecusada([NFE_MENSAGENS.naoNfe]);
  if (lido.versao !== VERSAO_NFE)
    throw new NfeRecusada([lido.versao ? NFE_MENSAGENS.versao(lido.versao) : NFE_MENSAGENS.naoNfe]);
  const c = lido.campos;
  const chave = lido.id?.startsWith('NFe') ? lido.id.slice(3) : '';
  if (!/^\d{44}$/.test(chave)) throw new NfeRecusada([NFE_MENSAGENS.chaveFormato]);

  const problemas: string[] = [];
  if (!chaveNfeValida(chave)) problemas.push(NFE_MENSAGENS.chaveDigito);
  const partes = partesChaveNfe(chave);
  if (partes.modelo !== MODELO_NFE || c.mod !== MODELO_NFE) problemas.push(NFE_MENSAGENS.chaveModelo);

  if (!/^\d{1,9}$/.test(c.nNF ?? '') || !/^\d{1,3}$/.test(c.serie ?? ''))
    throw new NfeRecusada([NFE_MENSAGENS.naoNfe]);
  const numero = Number(c.nNF);
  const serie = Number(c.serie);
  const emissao = c.dhEmi?.slice(0, 10) ?? '';
  const emissaoValida = isValidIsoDate(emissao);
  if (!emissaoValida) problemas.push(NFE_MENSAGENS.emissao);
  // The key encodes the note, and the protocol names the key: one changed without the other is an altered XML.
  const divergente = emissaoValida
    ? divergenciaDaChave(chave, { cUF: c.cUF ?? '', emissao, cnpjEmitente: c.emitCNPJ ?? '', serie, numero })
    : null;
  const protocoloDiverge = c.chNFe !== undefined && c.chNFe !== chave ? 'o protocolo de autorização' : null;
  if ((divergente ?? protocoloDiverge) && !problemas.includes(NFE_MENSAGENS.chaveDigito))
    problemas.push(NFE_MENSAGENS.chaveDivergente((divergente ?? protocoloDiverge)!));

  if (!c.emitCNPJ || !isValidCnpj(c.emitCNPJ)) problemas.push(NFE_MENSAGENS.cnpjEmitente);
  if (!c.destCNPJ || !isValidCnpj(c.destCNPJ)) problemas.push(NFE_MENSAGENS.cnpjDestinatario);
  const valorTotal = reais(c.vNF);
  if (valorTotal === null) problemas.push(NFE_MENSAGENS.valorTotal);
  if (c.tpAmb !== '1') problemas.push(NFE_MENSAGENS.homologacao);
  const autorizada = lido.protNFe === 1;
  if (autorizada && c.cStat !== String(CSTAT_AUTORIZADA))
    problemas.push(NFE_MENSAGENS.naoAutorizada(c.cStat ?? '?', c.xMotivo ?? ''));
  if (problemas.length) throw new NfeRecusada(problemas);

  return {
    origem: 'xml',
    chave,
    numero,
    serie,
    emissao,
    emitente: { cnpj: c.emitCNPJ!, nome: (c.emitNome ?? '').slice(0, 200) },
    destinatario: { cnpj: c.destCNPJ! },
    valorTotal: valorTotal!,
    autorizacao: autorizada
      ? { cStat: CSTAT_AUTORIZADA, protocolo: c.nProt ? c.nProt.slice(0, 20) : null }
      : null,
  };
}
