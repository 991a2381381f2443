import { describe, expect, it } from 'vitest';
import { isStorableText } from './storable.js';

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates, accepts everything else', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', '\uDC00\uD800'])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'São Paulo', 'emoji 😀', '\uFFFE', 'tab\tnova\nlinha', '\u0001'])
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
  });
});
