import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TableFrame } from './table-frame';

function renderTable(scrollWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  render(
    <TableFrame label="Prévia">
      <table aria-label="Prévia">
        <tbody>
          <tr>
            <td>Balanças Paulista</td>
          </tr>
        </tbody>
      </table>
    </TableFrame>,
  );
}

describe('a table’s frame', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is a named region the keyboard can focus while the table scrolls sideways', () => {
    renderTable(800);
    const region = screen.getByRole('region', { name: 'Prévia' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table', { name: 'Prévia' }))).toBe(true);
  });

  it('adds nothing to the tab order while the table fits', () => {
    renderTable(390);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table', { name: 'Prévia' }).parentElement?.hasAttribute('tabindex')).toBe(false);
  });
});
