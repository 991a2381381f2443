import { describe, expect, it } from 'vitest';
import { lazyProperty, once } from './once.js';

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

  it('lazyProperty builds on the first read, keeps the value and is seen by spreads and keys', () => {
    let calls = 0;
    const target = lazyProperty({ a: 1 }, 'b', () => ({ n: ++calls }));
    expect(calls).toBe(0);
    expect(Object.keys(target)).toEqual(['a', 'b']);
    expect(target.b).toBe(target.b);
    expect({ ...target }).toEqual({ a: 1, b: { n: 1 } });
    expect(calls).toBe(1);
  });
});
