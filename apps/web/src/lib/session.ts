import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@prix/shared/core';
import { api, checkedByServer, isApiError } from './api-client';
import { clearEmpresaIndex } from './empresa-storage';

export const SESSION_QUERY_KEY = ['session'] as const;

/** POST /api/acesso/info: the signed-in user's session, or null when nobody is signed in (401). */
export async function fetchSession(signal?: AbortSignal): Promise<SessionInfo | null> {
  try {
    return await api.post('/acesso/info', undefined, {
      signal,
      schema: checkedByServer('POST /api/acesso/info'),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // SPEC §8: a session load failure clears the selected company (a stale index must not lock the user out).
    // Only the server's answer says the index may be stale: a call that got none (the network dropped, or this
    // page is leaving for the company just chosen, which cancels its calls) keeps it, or the choice is lost.
    if (isApiError(error) && error.status > 0) clearEmpresaIndex();
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  // Re-read explicitly on every path change (the shell invalidates it), not on focus or on each mount.
  staleTime: 30_000,
  refetchOnWindowFocus: false,
  // A failure has just cleared the company index, so one more try may well succeed.
  retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status === 403),
});

export function useSessionQuery() {
  return useQuery(sessionQuery);
}
