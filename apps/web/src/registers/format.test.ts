import { describe, expect, it } from 'vitest';
import { countText, firstLine100, formatDateTime, formatText, maskCnpj } from './format';

describe('register formatting', () => {
  it('counts in the singular and the plural', () => {
    expect(countText(1)).toBe('1 registro encontrado');
    expect(countText(12)).toBe('12 registros encontrados');
    expect(countText(0)).toBe('0 registros encontrados');
  });

  it('shows the first line of a value, cut at 100 characters', () => {
    expect(firstLine100('um\ndois')).toBe('um');
    expect(firstLine100('linha\r\noutra')).toBe('linha');
    expect(firstLine100('a'.repeat(100))).toBe('a'.repeat(100));
    expect(firstLine100(`${'b'.repeat(101)}\nfim`)).toBe(`${'b'.repeat(100)}...`);
    expect(firstLine100(null)).toBe('');
    expect(formatText('x\ny', 'firstLine100')).toBe('x');
  });

  it('punctuates a CNPJ while it is typed and when shown', () => {
    expect(maskCnpj('1')).toBe('1');
    expect(maskCnpj('123')).toBe('12.3');
    expect(maskCnpj('12345678')).toBe('12.345.678');
    expect(maskCnpj('123456780001')).toBe('12.345.678/0001');
    expect(maskCnpj('12345678000195999')).toBe('12.345.678/0001-95');
    expect(maskCnpj('12.345.678/0001-95')).toBe('12.345.678/0001-95');
    // Alphanumeric CNPJ: letters in the first 12 positions, digits only in the last 2.
    expect(maskCnpj('12abc3450001x98')).toBe('12.ABC.345/0001-98');
    expect(formatText('12345678000195', 'cnpj')).toBe('12.345.678/0001-95');
    expect(formatText('33.445.566/0001-86', 'cnpj')).toBe('33.445.566/0001-86');
    expect(formatText(null, 'cnpj')).toBe('');
  });

  it('shows dates as dd/mm/aaaa HH:mm', () => {
    const local = new Date(2024, 2, 5, 9, 7);
    expect(formatDateTime(local.toISOString())).toBe('05/03/2024 09:07');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('não é data')).toBe('');
  });
});
