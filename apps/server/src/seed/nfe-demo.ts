import { digitoChaveNfe } from '@prix/shared/solicitacao';

/**
 * Writes an authorised NF-e of layout 4.00 (`nfeProc`: the signed `NFe` and its `protNFe`), as a supplier's
 * system would mail it, for the demo's redemptions and for tests that need one of this year. The signature's
 * values are placeholders: the portal reads the note, it does not check the signature (decision 0055).
 */
export interface NotaDemo {
  /** The issuer's state (IBGE code: 35 São Paulo). */
  cUF?: string;
  /** `dhEmi`, with the issuer's offset: '2026-03-12T10:24:31-03:00'. */
  dhEmi: string;
  numero: number;
  serie?: number;
  /** The key's random part (8 digits). */
  cNF: string;
  emitente: { cnpj: string; nome: string };
  destinatario: { cnpj: string; nome: string };
  itens: { descricao: string; ncm: string; quantidade: number; valorUnitario: number }[];
  /** `protNFe` with this status (100 authorised); null for a bare `NFe` without its protocol. */
  cStat?: number | null;
  tpAmb?: 1 | 2;
}

const pad = (value: number | string, size: number) => String(value).padStart(size, '0');
const plain = (cnpj: string) => cnpj.replace(/\D/g, '');
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const money = (value: number) => value.toFixed(2);

/** The access key of a note: its state, year and month, issuer, model 55, series, number, form, code, digit. */
export function chaveDaNota(nota: NotaDemo): string {
  const aamm = `${nota.dhEmi.slice(2, 4)}${nota.dhEmi.slice(5, 7)}`;
  const sem = `${nota.cUF ?? '35'}${aamm}${plain(nota.emitente.cnpj)}55${pad(nota.serie ?? 1, 3)}${pad(nota.numero, 9)}1${nota.cNF}`;
  return `${sem}${digitoChaveNfe(sem)}`;
}

/** The total of the note's items (`vNF`, without freight, discounts or taxes on top). */
export const totalDaNota = (nota: NotaDemo): number =>
  Math.round(nota.itens.reduce((sum, i) => sum + i.quantidade * i.valorUnitario, 0) * 100) / 100;

/** The note's XML (UTF-8 text). */
export function nfeXml(nota: NotaDemo): string {
  const chave = chaveDaNota(nota);
  const total = money(totalDaNota(nota));
  const itens = nota.itens
    .map(
      (item, i) => `      <det nItem="${i + 1}">
        <prod>
          <cProd>${pad(i + 1, 4)}</cProd>
          <cEAN>SEM GTIN</cEAN>
          <xProd>${escapeXml(item.descricao)}</xProd>
          <NCM>${item.ncm}</NCM>
          <CFOP>5102</CFOP>
          <uCom>UN</uCom>
          <qCom>${item.quantidade.toFixed(4)}</qCom>
          <vUnCom>${item.valorUnitario.toFixed(10)}</vUnCom>
          <vProd>${money(item.quantidade * item.valorUnitario)}</vProd>
          <cEANTrib>SEM GTIN</cEANTrib>
          <uTrib>UN</uTrib>
          <qTrib>${item.quantidade.toFixed(4)}</qTrib>
          <vUnTrib>${item.valorUnitario.toFixed(10)}</vUnTrib>
          <indTot>1</indTot>
        </prod>
        <imposto>
          <ICMS><ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102></ICMS>
          <PIS><PISNT><CST>07</CST></PISNT></PIS>
          <COFINS><COFINSNT><CST>07</CST></COFINSNT></COFINS>
        </imposto>
      </det>`,
    )
    .join('\n');
  const tpAmb = nota.tpAmb ?? 1;
  const cStat = nota.cStat === undefined ? 100 : nota.cStat;
  const protocolo =
    cStat === null
      ? ''
      : `
  <protNFe versao="4.00">
    <infProt>
      <tpAmb>${tpAmb}</tpAmb>
      <verAplic>SP_NFE_PL009_V4</verAplic>
      <chNFe>${chave}</chNFe>
      <dhRecbto>${nota.dhEmi}</dhRecbto>
      <nProt>1${chave.slice(0, 2)}${chave.slice(2, 6)}${chave.slice(35, 43)}</nProt>
      <digVal>cHJpeERlbW9uc3RyYWNhbw==</digVal>
      <cStat>${cStat}</cStat>
      <xMotivo>${cStat === 100 ? 'Autorizado o uso da NF-e' : 'Uso Denegado'}</xMotivo>
    </infProt>
  </protNFe>`;
  const nfe = `<NFe xmlns="http://www.portalfiscal.inf.br/nfe">
    <infNFe Id="NFe${chave}" versao="4.00">
      <ide>
        <cUF>${nota.cUF ?? '35'}</cUF>
        <cNF>${nota.cNF}</cNF>
        <natOp>Venda de mercadoria</natOp>
        <mod>55</mod>
        <serie>${nota.serie ?? 1}</serie>
        <nNF>${nota.numero}</nNF>
        <dhEmi>${nota.dhEmi}</dhEmi>
        <tpNF>1</tpNF>
        <idDest>1</idDest>
        <cMunFG>3550308</cMunFG>
        <tpImp>1</tpImp>
        <tpEmis>1</tpEmis>
        <cDV>${chave[43]}</cDV>
        <tpAmb>${tpAmb}</tpAmb>
        <finNFe>1</finNFe>
        <indFinal>0</indFinal>
        <indPres>9</indPres>
        <procEmi>0</procEmi>
        <verProc>Emissor 4.0</verProc>
      </ide>
      <emit>
        <CNPJ>${plain(nota.emitente.cnpj)}</CNPJ>
        <xNome>${escapeXml(nota.emitente.nome)}</xNome>
        <enderEmit>
          <xLgr>Rua Vergueiro</xLgr>
          <nro>3185</nro>
          <xBairro>Vila Mariana</xBairro>
          <cMun>3550308</cMun>
          <xMun>São Paulo</xMun>
          <UF>SP</UF>
          <CEP>04101300</CEP>
          <cPais>1058</cPais>
          <xPais>Brasil</xPais>
        </enderEmit>
        <IE>110042490114</IE>
        <CRT>1</CRT>
      </emit>
      <dest>
        <CNPJ>${plain(nota.destinatario.cnpj)}</CNPJ>
        <xNome>${escapeXml(nota.destinatario.nome)}</xNome>
        <indIEDest>1</indIEDest>
      </dest>
${itens}
      <total>
        <ICMSTot>
          <vBC>0.00</vBC><vICMS>0.00</vICMS><vICMSDeson>0.00</vICMSDeson><vFCP>0.00</vFCP>
          <vBCST>0.00</vBCST><vST>0.00</vST><vFCPST>0.00</vFCPST><vFCPSTRet>0.00</vFCPSTRet>
          <vProd>${total}</vProd><vFrete>0.00</vFrete><vSeg>0.00</vSeg><vDesc>0.00</vDesc>
          <vII>0.00</vII><vIPI>0.00</vIPI><vIPIDevol>0.00</vIPIDevol><vPIS>0.00</vPIS>
          <vCOFINS>0.00</vCOFINS><vOutro>0.00</vOutro><vNF>${total}</vNF>
        </ICMSTot>
      </total>
      <transp><modFrete>9</modFrete></transp>
      <pag><detPag><tPag>15</tPag><vPag>${total}</vPag></detPag></pag>
    </infNFe>
    <Signature xmlns="http://www.w3.org/2000/09/xmldsig#">
      <SignedInfo>
        <CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>
        <SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/>
        <Reference URI="#NFe${chave}">
          <DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/>
          <DigestValue>cHJpeERlbW9uc3RyYWNhbw==</DigestValue>
        </Reference>
      </SignedInfo>
      <SignatureValue>cHJpeERlbW9uc3RyYWNhb0Fzc2luYXR1cmE=</SignatureValue>
    </Signature>
  </NFe>`;
  if (cStat === null) return `<?xml version="1.0" encoding="UTF-8"?>\n${nfe}\n`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">
  ${nfe}${protocolo}
</nfeProc>
`;
}
