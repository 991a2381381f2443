import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COOKIE_NOTICE_KEY, CookieNotice } from './cookie-notice';
import { SCREEN_EDGE } from '../lib/use-screen-edge';

const reserved = () => document.documentElement.style.getPropertyValue(SCREEN_EDGE.bottom);

describe('the cookie notice', () => {
  afterEach(cleanup);

  it('keeps its height clear at the bottom while shown, and leaves the focus on the heading when acknowledged', async () => {
    // jsdom lays nothing out: an observer that reports a height as the browser's first layout would.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          queueMicrotask(() =>
            this.report(
              [
                {
                  target,
                  borderBoxSize: [{ blockSize: 48.2, inlineSize: 400 }],
                } as unknown as ResizeObserverEntry,
              ],
              this as unknown as ResizeObserver,
            ),
          );
        }
        disconnect() {}
      },
    );
    localStorage.removeItem(COOKIE_NOTICE_KEY);
    render(
      <>
        <main>
          <h1>Home</h1>
        </main>
        <CookieNotice />
      </>,
    );
    // Rounded up: a fraction short would leave the focused element's edge under the notice.
    await waitFor(() => expect(reserved()).toBe('49px'));
    const button = screen.getByRole('button', { name: 'Entendi' });
    button.focus();
    fireEvent.click(button);
    expect(screen.queryByRole('region', { name: 'Aviso sobre cookies' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Home' }));
    expect(reserved()).toBe('');
    expect(localStorage.getItem(COOKIE_NOTICE_KEY)).not.toBeNull();
  });

  it("records a signed-in person's consent to the notice's version once acknowledged, without waiting for it", async () => {
    // The record an earlier acknowledgement scheduled goes first (to the fetch it finds).
    await new Promise((resolve) => setTimeout(resolve, 0));
    localStorage.removeItem(COOKIE_NOTICE_KEY);
    let responder: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (responder = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    render(<CookieNotice />);
    fireEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    // Gone at once: the record goes after, and nothing waits for its answer.
    expect(screen.queryByRole('region', { name: 'Aviso sobre cookies' })).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/privacidade/consentimentos');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-prix-cliente')).toBe('1');
    expect(JSON.parse(String(init?.body))).toEqual({ origem: 'cookies', versao: '2026-12' });
    // A visitor (not signed in) is answered 401: no matter, nothing shows.
    responder(new Response('', { status: 401 }));
    expect(screen.queryByRole('region', { name: 'Aviso sobre cookies' })).toBeNull();
  });

  it('does not show once acknowledged', () => {
    render(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Aviso sobre cookies' })).toBeNull();
    expect(reserved()).toBe('');
  });
});
