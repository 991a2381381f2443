import { describe, expect, it } from 'vitest';
import { countText, firstLine100, formatDateTime, formatText } from './format-text';

describe('register formatting', () => {
  it('counts in the singular and the plural', () => {
    expect(countText(1)).toBe('1 registro encontrado');
    expect(countText(12)).toBe('12 registros encontrados');
    expect(countText(0)).toBe('0 registros encontrados');
    expect(countText(1000, true)).toBe('mais de 1000 registros encontrados');
  });

  it('shows the first line of a value, cut at 100 characters', () => {
    expect(firstLine100('um\ndois')).toBe('um');
    expect(firstLine100('linha\r\noutra')).toBe('linha');
    expect(firstLine100('a'.repeat(100))).toBe('a'.repeat(100));
    expect(firstLine100(`${'b'.repeat(101)}\nfim`)).toBe(`${'b'.repeat(100)}...`);
    expect(firstLine100(null)).toBe('');
    expect(formatText('x\ny', 'firstLine100')).toBe('x');
  });

  it("shows dates as dd/mm/aaaa HH:mm in Brasília time, whatever the machine's time zone", () => {
    expect(formatDateTime('2024-03-05T12:07:00Z')).toBe('05/03/2024 09:07');
    // Past midnight in UTC, still the day before in Brasília.
    expect(formatDateTime('2024-03-06T02:30:00Z')).toBe('05/03/2024 23:30');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('não é data')).toBe('');
  });
});
