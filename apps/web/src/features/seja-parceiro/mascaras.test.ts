import { describe, expect, it } from 'vitest';
import { mascaraCep, mascaraCnpj, mascaraTelefone } from './mascaras';

describe("the application form's masks", () => {
  it('writes a numeric CNPJ with its punctuation as it is typed, typed or pasted with or without it', () => {
    expect(mascaraCnpj('11')).toBe('11');
    expect(mascaraCnpj('112')).toBe('11.2');
    expect(mascaraCnpj('11222333')).toBe('11.222.333');
    expect(mascaraCnpj('112223330001')).toBe('11.222.333/0001');
    expect(mascaraCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(mascaraCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    // Never more than 14 characters.
    expect(mascaraCnpj('112223330001819')).toBe('11.222.333/0001-81');
  });

  it('takes the alphanumeric CNPJ: letters in the first 12 positions, upper-cased; digits only in the last 2', () => {
    expect(mascaraCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(mascaraCnpj('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35');
    // A letter where a check digit goes is left out.
    expect(mascaraCnpj('12ABC34501DEX3Y5')).toBe('12.ABC.345/01DE-35');
    // Anything but letters and digits is dropped.
    expect(mascaraCnpj('12 ABC-345*01DE')).toBe('12.ABC.345/01DE');
  });

  it('writes a CEP as 00000-000', () => {
    expect(mascaraCep('01310')).toBe('01310');
    expect(mascaraCep('013102')).toBe('01310-2');
    expect(mascaraCep('01310200')).toBe('01310-200');
    expect(mascaraCep('01310-2009')).toBe('01310-200');
  });

  it('writes a landline or a mobile with its area code, a pasted +55 dropped', () => {
    expect(mascaraTelefone('1')).toBe('(1');
    expect(mascaraTelefone('1133')).toBe('(11) 33');
    expect(mascaraTelefone('1133334444')).toBe('(11) 3333-4444');
    expect(mascaraTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(mascaraTelefone('+55 (11) 98765-4321')).toBe('(11) 98765-4321');
    expect(mascaraTelefone('(11) 3333-')).toBe('(11) 3333');
    expect(mascaraTelefone('')).toBe('');
  });
});
