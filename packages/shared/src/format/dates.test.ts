import fc from 'fast-check';
import { format, isValid, parse, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { displayDateToIso, isoDateToDisplay, isValidIsoDate } from './dates.js';

// The rules dates.ts writes out, as date-fns (which it replaced in the bundle) judges them: the oracle.
const viaDateFns = {
  displayDateToIso(value: string): string | null {
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return null;
    const date = parse(value, 'dd/MM/yyyy', new Date(2000, 0, 1));
    return isValid(date) ? format(date, 'yyyy-MM-dd') : null;
  },
  isValidIsoDate(value: string): boolean {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
    return isValid(date) && format(date, 'yyyy-MM-dd') === value;
  },
  isoDateToDisplay(value: string): string {
    const date = parseISO(value);
    return isValid(date) ? format(date, 'dd/MM/yyyy') : '';
  },
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Day, month and year around every edge: 00–39, 00–19, 0000–9999 with leap and century years often. */
const parts = fc.tuple(
  fc.integer({ min: 0, max: 39 }),
  fc.integer({ min: 0, max: 19 }),
  fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(0, 1, 1900, 2000, 2024, 2100, 2400, 9999)),
);

describe('dates, against date-fns', () => {
  it('typed dd/mm/aaaa → ISO: the same answer for every day, month and year', () => {
    fc.assert(
      fc.property(parts, ([day, month, year]) => {
        const typed = `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
        expect(displayDateToIso(typed)).toBe(viaDateFns.displayDateToIso(typed));
      }),
      { numRuns: 3000 },
    );
  });

  it('ISO validity and display: the same answer for every day, month and year', () => {
    fc.assert(
      fc.property(parts, ([day, month, year]) => {
        const iso = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
        expect(isValidIsoDate(iso)).toBe(viaDateFns.isValidIsoDate(iso));
        if (isValidIsoDate(iso)) expect(isoDateToDisplay(iso)).toBe(viaDateFns.isoDateToDisplay(iso));
        else expect(isoDateToDisplay(iso)).toBe('');
      }),
      { numRuns: 3000 },
    );
  });

  it('anything else typed is refused', () => {
    for (const typed of [
      '',
      '1/1/2026',
      '21-11-2026',
      '21/11/26',
      ' 21/11/2026',
      '21/11/2026 ',
      'ab/cd/efgh',
    ]) {
      expect(displayDateToIso(typed)).toBeNull();
      expect(isValidIsoDate(typed)).toBe(false);
    }
    expect(isoDateToDisplay(null)).toBe('');
    expect(isoDateToDisplay('2026-11')).toBe('');
  });
});
