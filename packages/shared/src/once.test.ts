import { describe, expect, it } from 'vitest';
import { memoized, once } from './once.js';

describe('once', () => {
  it('runs its maker on the first call only, even when it makes undefined', () => {
    let calls = 0;
    const nothing = once(() => {
      calls++;
      return undefined;
    });
    expect([nothing(), nothing(), nothing()]).toEqual([undefined, undefined, undefined]);
    expect(calls).toBe(1);
  });

  it('memoized makes one value per key, on its first call', () => {
    const made: object[] = [];
    const wrap = memoized((key: object) => (made.push(key), { key }));
    const a = {};
    const b = {};
    expect(wrap(a)).toBe(wrap(a));
    expect(wrap(b)).not.toBe(wrap(a));
    expect(made).toEqual([a, b]);
  });
});
