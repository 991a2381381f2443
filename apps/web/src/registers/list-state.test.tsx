import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readListParams, useListState, writeListParams, type ListState } from './list-state';

describe('list query string', () => {
  it('reads the filter and the page, page 1 by default', () => {
    expect(readListParams(new URLSearchParams('geral=sao&page=3'))).toEqual({ geral: 'sao', page: 3 });
    expect(readListParams(new URLSearchParams(''))).toEqual({ geral: '', page: 1 });
    expect(readListParams(new URLSearchParams('page=0'))).toEqual({ geral: '', page: 1 });
    expect(readListParams(new URLSearchParams('page=abc'))).toEqual({ geral: '', page: 1 });
  });

  it('drops page 1 and an empty filter, keeping other parameters', () => {
    const current = new URLSearchParams('x=1&geral=old&page=4');
    expect(writeListParams(current, { geral: 'novo', page: 1 }).toString()).toBe('x=1&geral=novo');
    expect(writeListParams(current, { geral: '', page: 2 }).toString()).toBe('x=1&page=2');
    expect(writeListParams(current, { geral: '  ', page: 1 }).toString()).toBe('x=1');
    expect(writeListParams(new URLSearchParams(), { geral: 'são paulo', page: 2 }).toString()).toBe(
      'geral=s%C3%A3o+paulo&page=2',
    );
  });
});

describe('useListState', () => {
  it('writes over the newest address, even from a screen not yet rendered with it', async () => {
    const seen: ListState[] = [];
    function Probe() {
      seen.push(useListState());
      return null;
    }
    const router = createMemoryRouter([{ path: '/lista', element: <Probe /> }], {
      initialEntries: ['/lista?x=1'],
    });
    render(<RouterProvider router={router} />);
    // The page button of a render from before the filter reached the address (a click right after typing).
    const stale = seen.at(-1)!;
    await act(() => router.navigate('/lista?x=1&geral=a', { replace: true }));
    await act(async () => stale.setPage(2));
    expect(router.state.location.search).toBe('?x=1&geral=a&page=2');
  });
});
