import { describe, expect, it } from 'vitest';
import { repairStructTree, repairStructTrees, type StructNode } from './struct-tree';

const text = (id: string) => ({ type: 'content', id });

describe('the PDF structure tree read by screen readers', () => {
  it('leaves out the text a table, a row or a list holds outside its rows, cells or items', () => {
    const tree: StructNode = {
      role: 'Root',
      children: [
        {
          role: 'Table',
          children: [
            { role: 'TR', children: [{ role: 'TH', children: [text('a')] }, text('stray-in-row')] },
            text('stray-in-table'),
            { role: 'TR', children: [{ role: 'TD', children: [text('b')] }] },
          ],
        },
        { role: 'L', children: [text('stray-in-list'), { role: 'LI', children: [text('c')] }] },
        { role: 'P', children: [text('d'), { role: 'Span', children: [text('e')] }] },
      ],
    };
    expect(repairStructTree(tree)).toEqual({
      role: 'Root',
      children: [
        {
          role: 'Table',
          children: [
            { role: 'TR', children: [{ role: 'TH', children: [text('a')] }] },
            { role: 'TR', children: [{ role: 'TD', children: [text('b')] }] },
          ],
        },
        { role: 'L', children: [{ role: 'LI', children: [text('c')] }] },
        { role: 'P', children: [text('d'), { role: 'Span', children: [text('e')] }] },
      ],
    });
  });

  it('reads row groups as plain groups, not as column headers', () => {
    const tree: StructNode = {
      role: 'Table',
      children: [{ role: 'THead', children: [{ role: 'TR', children: [] }] }],
    };
    expect(repairStructTree(tree).children[0]).toEqual({
      role: 'NonStruct',
      children: [{ role: 'TR', children: [] }],
    });
  });

  it("answers every page's getStructTree with the repaired tree, patched once", async () => {
    class FakePage {
      calls = 0;
      getStructTree(): Promise<StructNode | null> {
        this.calls += 1;
        return Promise.resolve(this.calls > 1 ? null : { role: 'Table', children: [text('stray')] });
      }
    }
    const page = new FakePage();
    repairStructTrees(page);
    repairStructTrees(new FakePage());
    expect(await page.getStructTree()).toEqual({ role: 'Table', children: [] });
    expect(await page.getStructTree()).toBeNull();
    expect(page.calls).toBe(2);
  });
});
