import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj, isValidCpf } from './documents.js';
import { filial } from '../registers/index.js';
import { createSchemaOf } from '../registers/schemas.js';

describe('Brazilian documents', () => {
  it('accepts numeric and alphanumeric CNPJs with right check digits', () => {
    expect(isValidCnpj('61.234.567/0001-17')).toBe(true);
    expect(isValidCnpj('61234567000117')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('61.234.567/0001-18')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
  });

  it('formats a CNPJ with its mask', () => {
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('61234567000117')).toBe('61.234.567/0001-17');
  });

  it('validates a CPF by its check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-26')).toBe(false);
  });

  it('a CNPJ field refuses a wrong CNPJ in Portuguese and accepts an empty one', () => {
    const result = createSchemaOf(filial).safeParse({
      id: '0009',
      nome: 'Filial',
      cnpj: '61.234.567/0001-18',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['CNPJ inválido']);
    expect(createSchemaOf(filial).safeParse({ id: '0009', nome: 'Filial', cnpj: '' }).success).toBe(true);
  });
});
