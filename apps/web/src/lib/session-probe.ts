/**
 * Whether someone is signed in, for the login page: a bare call, without the API client, zod or the session's
 * schema, which the login page does not need (the shell reads the session itself). Any failure counts as no.
 */
export async function isSignedIn(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch('/api/acesso/info', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
    // The answer read to its end: an unread body keeps its connection busy (one of the six a page has per
    // server) for as long as the page lives, the login page included.
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
