import { describe, expect, it } from 'vitest';
import { chaveNfeValida, digitoChaveNfe, divergenciaDaChave, formatChaveNfe, partesChaveNfe } from './nfe.js';
import { cnpjRaiz, mesmoGrupoCnpj } from './format/documents.js';
import { nfeDigitadaSchema } from './schemas/comprovacao.js';

/**
 * The access key's check digit (Manual de Orientação do Contribuinte: modulus 11 over the first 43 digits,
 * weights 2 to 9 from the right; remainder 0 or 1 → 0, else 11 − remainder), with sums worked out by hand here.
 */
describe('the NF-e access key', () => {
  it('gives 11 − remainder: remainder 9 → 2', () => {
    // 3526 0424 6813 5700 0140 5500 1000 0049 0715 1836 620: weighted sum 680 = 11 × 61 + 9.
    expect(digitoChaveNfe('3526042468135700014055001000004907151836620')).toBe(2);
  });

  it('gives 0 for remainder 0 and for remainder 1', () => {
    // Weighted sums 649 (11 × 59, remainder 0) and 397 (11 × 36 + 1).
    expect(digitoChaveNfe('3526032468135700014055001000004821173019284')).toBe(0);
    expect(digitoChaveNfe('3526032468135700010055001000000000100000013')).toBe(0);
  });

  it('takes a key of 44 digits whose last is its digit, and nothing else', () => {
    expect(chaveNfeValida('35260424681357000140550010000049071518366202')).toBe(true);
    expect(chaveNfeValida('35260424681357000140550010000049071518366203')).toBe(false);
    // Any one digit changed is caught.
    const key = '35260424681357000140550010000049071518366202';
    for (let i = 0; i < 43; i++) {
      const changed = `${key.slice(0, i)}${(Number(key[i]) + 1) % 10}${key.slice(i + 1)}`;
      expect(chaveNfeValida(changed), `posição ${i}`).toBe(false);
    }
    expect(chaveNfeValida('3526042468135700014055001000004907151836620')).toBe(false);
    expect(chaveNfeValida('3526 0424 6813 5700 0140 5500 1000 0049 0715 1836 6202')).toBe(false);
    expect(() => digitoChaveNfe('12')).toThrow();
  });

  it('says what the key encodes, and what of a note it does not match', () => {
    const key = '35260424681357000140550010000049071518366202';
    expect(partesChaveNfe(key)).toEqual({
      cUF: '35',
      anoMes: '2604',
      cnpjEmitente: '24681357000140',
      modelo: '55',
      serie: 1,
      numero: 4907,
    });
    const nota = { emissao: '2026-04-08', cnpjEmitente: '24.681.357/0001-40', serie: 1, numero: 4907 };
    expect(divergenciaDaChave(key, nota)).toBeNull();
    expect(divergenciaDaChave(key, { ...nota, numero: 4908 })).toBe('o número');
    expect(divergenciaDaChave(key, { ...nota, emissao: '2026-05-08' })).toBe('a data de emissão');
    expect(divergenciaDaChave(key, { ...nota, serie: 2 })).toBe('a série');
    expect(divergenciaDaChave(key, { ...nota, cnpjEmitente: '61.234.567/0001-17' })).toBe(
      'o CNPJ do emitente',
    );
    expect(formatChaveNfe(key)).toBe('3526 0424 6813 5700 0140 5500 1000 0049 0715 1836 6202');
  });
});

describe('the partner’s group (decision 0024: the CNPJ root)', () => {
  it('is the first 8 characters of a full CNPJ, masked or not, alphanumeric too', () => {
    expect(cnpjRaiz('61.234.567/0001-17')).toBe('61234567');
    expect(cnpjRaiz('61234567000206')).toBe('61234567');
    expect(cnpjRaiz('12.abc.345/01de-35')).toBe('12ABC345');
    expect(cnpjRaiz('529.982.247-25')).toBe('');
  });

  it('takes the partner’s CNPJ and its branches, not another company', () => {
    expect(mesmoGrupoCnpj('61234567000117', '61.234.567/0001-17')).toBe(true);
    expect(mesmoGrupoCnpj('61234567000206', '61.234.567/0001-17')).toBe(true);
    expect(mesmoGrupoCnpj('33445566000186', '61.234.567/0001-17')).toBe(false);
    expect(mesmoGrupoCnpj('', '61.234.567/0001-17')).toBe(false);
  });

  it('a partner with a CPF is a group of one', () => {
    expect(mesmoGrupoCnpj('529.982.247-25', '52998224725')).toBe(true);
    expect(mesmoGrupoCnpj('52998224000100', '529.982.247-25')).toBe(false);
  });
});

describe('the NF-e typed from a DANFE', () => {
  const typed = {
    chave: '3526 0424 6813 5700 0140 5500 1000 0049 0715 1836 6202',
    numero: '4907',
    serie: '1',
    emissao: '08/04/2026',
    emitenteCnpj: '24.681.357/0001-40',
    emitenteNome: 'Gráfica e Editora Paulistana Ltda',
    destinatarioCnpj: '61.234.567/0001-17',
    valorTotal: '3.850,00',
  };
  const messages = (value: Record<string, unknown>) => {
    const result = nfeDigitadaSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('takes the DANFE’s fields as printed (key in groups, dd/mm/aaaa, amounts in reais)', () => {
    expect(nfeDigitadaSchema.parse(typed)).toMatchObject({
      chave: '35260424681357000140550010000049071518366202',
      numero: 4907,
      emissao: '2026-04-08',
      valorTotal: 3850,
    });
  });

  it('refuses each wrong field by its name', () => {
    expect(messages({ ...typed, chave: typed.chave.replace(/2$/, '3') })).toEqual([
      'Chave de acesso: o dígito verificador não confere; a chave tem um erro de digitação ou a nota foi alterada.',
    ]);
    expect(messages({ ...typed, chave: '3526' })).toEqual([
      'Chave de acesso: informe os 44 dígitos da chave da NF-e.',
    ]);
    expect(messages({ ...typed, destinatarioCnpj: '61.234.567/0001-18' })).toEqual([
      'CNPJ do destinatário: a NF-e não traz um CNPJ válido de destinatário (uma nota para CPF não vale).',
    ]);
    expect(messages({ ...typed, emissao: '31/02/2026' })).toEqual([
      'Data de emissão: informe a data de emissão da nota em dd/mm/aaaa.',
    ]);
    expect(messages({ ...typed, valorTotal: '0' })).toEqual([
      'Valor total da NF-e: informe o valor total da nota.',
    ]);
  });
});
