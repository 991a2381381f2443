import { useDeferredValue } from 'react';

/**
 * Whether a query's first answer is still to be drawn: `isPending` until a render React may cut into slices
 * has drawn what came (a deferred value). A page of MUI rows or the home's cards drawn in one go blocked a
 * phone's main thread for ~140 ms (the TBT budget); the loading state stays until that render is done, then
 * the content replaces it in one commit.
 */
export function usePendingUntilDrawn(query: { readonly isPending: boolean }): boolean {
  return useDeferredValue(query.isPending);
}
