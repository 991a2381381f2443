import { describe, expect, it } from 'vitest';
import {
  formatCelular,
  formatCep,
  formatTelefone,
  isValidCelular,
  isValidCep,
  isValidTelefone,
} from './contact.js';
import { displayDateToIso, isoDateToDisplay, isValidIsoDate } from './dates.js';

describe('phones (+55, SPEC §5)', () => {
  it('a landline has DDD and an 8-digit number', () => {
    expect(isValidTelefone('+55 (11) 3333-4444')).toBe(true);
    expect(isValidTelefone('1133334444')).toBe(true);
    expect(isValidTelefone('113333444')).toBe(false); // 7 digits
    expect(isValidTelefone('11933334444')).toBe(false); // 9 digits: a mobile's
    expect(formatTelefone('1133334444')).toBe('+55 (11) 3333-4444');
  });

  it('a mobile has DDD and an 8- or 9-digit number', () => {
    expect(isValidCelular('+55 (11) 98765-4321')).toBe(true);
    expect(isValidCelular('11 8765-4321')).toBe(true);
    expect(isValidCelular('11 987654')).toBe(false);
    expect(isValidCelular('11 8765-432')).toBe(false); // 7 digits
    expect(isValidCelular('11 98765-43210')).toBe(false); // 10 digits
    expect(formatCelular('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatCelular('1187654321')).toBe('+55 (11) 8765-4321');
  });
});

describe('CEP', () => {
  it('has 8 digits and is shown as 00000-000', () => {
    expect(isValidCep('01310-200')).toBe(true);
    expect(isValidCep('0131020')).toBe(false);
    expect(isValidCep('013102000')).toBe(false);
    expect(formatCep('01310200')).toBe('01310-200');
  });
});

describe('dates typed dd/mm/aaaa', () => {
  it('convert to ISO and back', () => {
    expect(displayDateToIso('21/11/2026')).toBe('2026-11-21');
    expect(isoDateToDisplay('2026-11-21')).toBe('21/11/2026');
  });

  it('refuse dates that do not exist instead of rolling them over', () => {
    expect(displayDateToIso('31/02/2026')).toBeNull();
    expect(displayDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(isValidIsoDate('2026-02-31')).toBe(false);
    expect(displayDateToIso('2026-11-21')).toBeNull();
  });
});
