import { describe, expect, it } from 'vitest';
import { DOWNLOAD_MAX, downloadUrl, toggleAll } from './selection';

describe('product image selection', () => {
  it('downloads one image as it is, several as one zip, none or too many not at all', () => {
    expect(downloadUrl([])).toBeNull();
    expect(downloadUrl(['balança 15kg.png'])).toBe(
      '/api/docs/product-image/balan%C3%A7a%2015kg.png?download=1',
    );
    expect(downloadUrl(['a.png', 'b&c.png'])).toBe('/api/docs/product-images.zip?nome=a.png&nome=b%26c.png');
    expect(downloadUrl(Array.from({ length: DOWNLOAD_MAX + 1 }, (_, i) => `${i}.png`))).toBeNull();
  });

  it("'Selecionar todas' turns the shown ones on, or off when all are on, keeping other searches' choices", () => {
    const kept = new Set(['outra.png', 'a.png']);
    const on = toggleAll(kept, ['a.png', 'b.png']);
    expect([...on].sort()).toEqual(['a.png', 'b.png', 'outra.png']);
    expect([...toggleAll(on, ['a.png', 'b.png'])]).toEqual(['outra.png']);
    expect([...toggleAll(kept, [])].sort()).toEqual(['a.png', 'outra.png']);
  });
});
