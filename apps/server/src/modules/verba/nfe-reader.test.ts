import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lerNfeXml, NfeRecusada } from './nfe-reader.js';
import { problemasNoContexto } from './comprovacao.js';

/**
 * The NF-e reader (decision 0055) on notes written from the public layout 4.00 (nfe-fixtures/): what it reads
 * from an authorised note, and each refusal, in the words the partner sees (written here, not imported).
 */
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'nfe-fixtures', name));

/** The reasons an XML is refused, or [] when it is read. */
function refusals(bytes: Buffer): string[] {
  try {
    lerNfeXml(bytes);
    return [];
  } catch (error) {
    if (error instanceof NfeRecusada) return error.problemas;
    throw error;
  }
}

// Balanças Paulista, the demo's Prix 250 partner, and a branch of it (same root, another establishment).
const PARCEIRO = '61.234.567/0001-17';
const FILIAL = '61.234.567/0002-06';

describe('the NF-e reader', () => {
  it('reads an authorised nfeProc: key, number and series, issue day, issuer, recipient, total, protocol', () => {
    expect(lerNfeXml(fixture('nfe-autorizada.xml'))).toEqual({
      origem: 'xml',
      chave: '35260324681357000140550010000048211730192840',
      numero: 4821,
      serie: 1,
      emissao: '2026-03-12',
      emitente: { cnpj: '24681357000140', nome: 'Gráfica e Editora Paulistana Ltda' },
      destinatario: { cnpj: '61234567000117' },
      valorTotal: 3850,
      autorizacao: { cStat: 100, protocolo: '135260331927400' },
    });
  });

  it('reads a bare NFe without its protocol, with no authorisation to show', () => {
    const nfe = lerNfeXml(fixture('nfe-sem-protocolo.xml'));
    expect(nfe).toMatchObject({ numero: 5012, emissao: '2026-05-05', autorizacao: null });
  });

  it('refuses a key whose check digit is wrong', () => {
    expect(refusals(fixture('nfe-digito-errado.xml'))).toEqual([
      'Chave de acesso: o dígito verificador não confere; a chave tem um erro de digitação ou a nota foi alterada.',
    ]);
  });

  it('refuses a note whose protocol is not an authorisation (cStat 110, uso denegado)', () => {
    expect(refusals(fixture('nfe-denegada.xml'))).toEqual([
      'Situação da NF-e: a nota não está autorizada (cStat 110: Uso Denegado).',
    ]);
  });

  it('refuses a file that is not an NF-e (a CT-e), and text that is not XML', () => {
    expect(refusals(fixture('nao-nfe.xml'))).toEqual([
      'Arquivo XML da NF-e: o arquivo não é o XML de uma NF-e (nfeProc com NFe de modelo 55, layout 4.00).',
    ]);
    expect(refusals(Buffer.from('Nota fiscal 4821, R$ 3.850,00'))).toEqual([
      'Arquivo XML da NF-e: o arquivo não é um XML válido em UTF-8.',
    ]);
    expect(refusals(Buffer.from([0x3c, 0x61, 0x3e, 0xe9, 0x3c, 0x2f, 0x61, 0x3e]))).toEqual([
      'Arquivo XML da NF-e: o arquivo não é um XML válido em UTF-8.',
    ]);
  });

  it('refuses an XML bomb and an external entity at their DOCTYPE, before any entity is expanded', () => {
    const dtd =
      'Arquivo XML da NF-e: o arquivo traz uma declaração DOCTYPE ou entidades, que o XML de uma NF-e não tem; envie o XML original da nota.';
    const started = performance.now();
    expect(refusals(fixture('xml-bomba.xml'))).toEqual([dtd]);
    // A billion laughs expanded would take gigabytes and seconds; refused, it is a few milliseconds.
    expect(performance.now() - started).toBeLessThan(500);
    expect(refusals(fixture('xml-entidade-externa.xml'))).toEqual([dtd]);
    // Without a DOCTYPE an entity is not declared anywhere: not XML.
    const undeclared = fixture('nfe-autorizada.xml')
      .toString('utf8')
      .replace('<xNome>Gráfica e Editora Paulistana Ltda</xNome>', '<xNome>&segredo;</xNome>');
    expect(refusals(Buffer.from(undeclared))).toEqual([
      'Arquivo XML da NF-e: o arquivo não é um XML válido em UTF-8.',
    ]);
  });

  it('refuses an XML whose key does not match the note (the number edited)', () => {
    const edited = fixture('nfe-autorizada.xml')
      .toString('utf8')
      .replace('<nNF>4821</nNF>', '<nNF>4822</nNF>');
    expect(refusals(Buffer.from(edited))).toEqual([
      'Chave de acesso: a chave não confere com o número da nota; o XML foi alterado.',
    ]);
  });

  it('refuses a file over 1 MB before reading it', () => {
    const big = Buffer.concat([fixture('nfe-autorizada.xml'), Buffer.alloc(1024 * 1024, 0x20)]);
    expect(refusals(big)).toEqual([
      'Arquivo XML da NF-e: o arquivo passa de 1 MB; envie o XML da nota autorizada (nfeProc).',
    ]);
  });
});

describe('the NF-e against the partner and the fund', () => {
  const nota = () => lerNfeXml(fixture('nfe-autorizada.xml'));

  it('takes a note to the partner or to another company of its group, in the fund’s year', () => {
    expect(problemasNoContexto(nota(), { cnpjParceiro: PARCEIRO, ano: 2026, valor: 3850 })).toEqual([]);
    expect(problemasNoContexto(nota(), { cnpjParceiro: FILIAL, ano: 2026, valor: null })).toEqual([]);
  });

  it('refuses a note to another company (another partner’s CNPJ)', () => {
    const outra = lerNfeXml(fixture('nfe-outro-destinatario.xml'));
    expect(outra.destinatario.cnpj).toBe('33445566000186');
    expect(problemasNoContexto(outra, { cnpjParceiro: PARCEIRO, ano: 2026, valor: null })).toEqual([
      'CNPJ do destinatário: a NF-e não foi emitida para o parceiro nem para outra empresa do grupo (CNPJ com a raiz 61.234.567).',
    ]);
  });

  it('refuses a note issued outside the fund’s year', () => {
    const antiga = lerNfeXml(fixture('nfe-outro-ano.xml'));
    expect(problemasNoContexto(antiga, { cnpjParceiro: PARCEIRO, ano: 2026, valor: null })).toEqual([
      'Data de emissão: a NF-e foi emitida em 20/11/2025, fora do ano da verba (2026).',
    ]);
    expect(problemasNoContexto(antiga, { cnpjParceiro: PARCEIRO, ano: 2025, valor: null })).toEqual([]);
  });

  it('refuses an amount above the note’s total, one cent over; the total itself passes', () => {
    expect(problemasNoContexto(nota(), { cnpjParceiro: PARCEIRO, ano: 2026, valor: 3850.01 })).toEqual([
      'Valor da verba a resgatar: R$ 3.850,01 é maior que o valor total da NF-e (R$ 3.850,00).',
    ]);
    expect(problemasNoContexto(nota(), { cnpjParceiro: PARCEIRO, ano: 2026, valor: 3850 })).toEqual([]);
  });
});
