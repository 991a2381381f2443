import { useEffect, useState } from 'react';
import { getPublic, PublicApiError } from './public-api';

/** A private address's read (a token's page): loading, read, unknown or expired, or failed with messages. */
export type PublicRead<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'invalid' }
  | { state: 'error'; messages: string[] };

/**
 * GET `url` of the public API when it changes and on each `retry`; the statuses of `invalidStatuses` (an
 * unknown or expired token) read as 'invalid', any other failure as its messages (or `fallback`).
 * `invalidStatuses` is a constant of the page's module (a new list each render would read again).
 */
export function usePublicRead<T>(url: string, invalidStatuses: readonly number[], fallback: string) {
  const [read, setRead] = useState<PublicRead<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setRead({ state: 'loading' });
    getPublic<T>(url, {}, controller.signal)
      .then((data) => setRead({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof PublicApiError && invalidStatuses.includes(error.status))
          setRead({ state: 'invalid' });
        else
          setRead({ state: 'error', messages: error instanceof PublicApiError ? error.errors : [fallback] });
      });
    return () => controller.abort();
  }, [url, attempt, invalidStatuses, fallback]);

  return {
    read,
    retry: () => setAttempt((n) => n + 1),
    /** What a later answer brought (the read after a sending). */
    show: (data: T) => setRead({ state: 'ready', data }),
  };
}
