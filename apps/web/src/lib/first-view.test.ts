import { describe, expect, it } from 'vitest';
import { serializeFirstViewState, type FirstViewState } from './first-view';

describe('the state handed to the browser', () => {
  it('cannot close its script element, whatever a person typed', () => {
    const state = {
      queries: { mutations: [], queries: [] },
      router: { loaderData: { nome: '</script><script>alert(1)</script>' } },
      empresa: null,
      avisoCookiesVisto: false,
      larguraTela: 412,
    } as unknown as FirstViewState;
    const text = serializeFirstViewState(state);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(state);
  });
});
