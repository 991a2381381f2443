import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './list-state';

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
