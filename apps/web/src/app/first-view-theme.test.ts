import { describe, expect, it } from 'vitest';
import { widthQueryMatches } from './first-view-theme';

describe('the width a first view assumes', () => {
  it('answers the width queries MUI writes, on both sides of each limit', () => {
    expect(widthQueryMatches('(max-width:999.95px)', 999)).toBe(true);
    expect(widthQueryMatches('(max-width:999.95px)', 1000)).toBe(false);
    expect(widthQueryMatches('@media (min-width:900px)', 900)).toBe(true);
    expect(widthQueryMatches('@media (min-width:900px)', 899)).toBe(false);
    expect(widthQueryMatches('(min-width:600px) and (max-width:899.95px)', 700)).toBe(true);
    expect(widthQueryMatches('(min-width:600px) and (max-width:899.95px)', 900)).toBe(false);
  });

  it('refuses a query it cannot answer, so a layout that would differ shows in the tests', () => {
    expect(() => widthQueryMatches('(prefers-reduced-motion: reduce)', 412)).toThrow(/sem suporte/);
    expect(() => widthQueryMatches('(orientation: portrait)', 412)).toThrow(/sem suporte/);
  });
});
