import type { stubApi } from './render-app';

/** A call held by `holdRequests`: its URL and signal, and `release()` to let the stub answer it. */
export interface HeldRequest {
  readonly url: string;
  readonly signal: AbortSignal | undefined;
  release(): void;
}

/**
 * Holds the calls `matches` picks (by method and URL) until the test releases them, or until their signal
 * aborts them as a browser would: for what a screen shows, or cancels, while a request is in flight. Every
 * other call, and a released one, is answered by the `stubApi` handler behind `fetchMock`.
 */
export function holdRequests(
  fetchMock: ReturnType<typeof stubApi>,
  matches: (method: string, url: string) => boolean,
): HeldRequest[] {
  const answer = fetchMock.getMockImplementation()!;
  const held: HeldRequest[] = [];
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (!matches(init?.method ?? 'GET', url)) return answer(input, init);
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? undefined;
      signal?.addEventListener('abort', () => reject(signal.reason as Error));
      held.push({ url, signal, release: () => void answer(input, init).then(resolve, reject) });
    });
  });
  return held;
}
