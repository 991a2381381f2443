import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPRESA_STORAGE_KEY } from '@prix/shared/core';
import { CLICK_BATCH_MS, flushClicks, resetClickTracker, trackClick } from './clique-tracker';

const fetchMock = vi.fn<typeof fetch>();
const beacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>();

const sentBodies = () =>
  fetchMock.mock.calls.map(([url, init]) => [String(url), JSON.parse(String(init?.body)) as unknown]);

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetClickTracker();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  beacon.mockReset();
  beacon.mockReturnValue(true);
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  localStorage.removeItem(EMPRESA_STORAGE_KEY);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('trackClick', () => {
  it('sends nothing at once, then one batch after 5 s with every click of the interval', async () => {
    trackClick('banner', 'Campanha de verão');
    await vi.advanceTimersByTimeAsync(CLICK_BATCH_MS - 1);
    trackClick('botao', 'Simulador de pedidos');
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sentBodies()).toEqual([
      [
        '/api/relatorio',
        [
          { tipo_relatorio: 'banner', nome_tipo: 'Campanha de verão' },
          { tipo_relatorio: 'botao', nome_tipo: 'Simulador de pedidos' },
        ],
      ],
    ]);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
  });

  it('is a no-op while nothing is queued: no timer, no call', async () => {
    await vi.advanceTimersByTimeAsync(CLICK_BATCH_MS * 3);
    await flushClicks();
    hidePage();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hands the queue to sendBeacon (text body, company in the address) when the page is hidden or left', async () => {
    localStorage.setItem(EMPRESA_STORAGE_KEY, '1');
    trackClick('formulario', 'Feiras e eventos');
    hidePage();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/relatorio?empresa=1');
    expect(typeof body).toBe('string');
    expect(JSON.parse(body as string)).toEqual([
      { tipo_relatorio: 'formulario', nome_tipo: 'Feiras e eventos' },
    ]);
    trackClick('banner', 'Feira Fispal 2026');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
    // Nothing left for the timer.
    await vi.advanceTimersByTimeAsync(CLICK_BATCH_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a batch the network or the server lost and sends it with the next one', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 503 }));
    trackClick('botao', 'A');
    await vi.advanceTimersByTimeAsync(CLICK_BATCH_MS);
    trackClick('botao', 'B');
    await vi.advanceTimersByTimeAsync(CLICK_BATCH_MS);
    await vi.advanceTimersByTimeAsync(CLICK_BATCH_MS);
    const bodies = sentBodies().map(([, body]) => (body as { nome_tipo: string }[]).map((c) => c.nome_tipo));
    expect(bodies).toEqual([['A'], ['A', 'B'], ['A', 'B']]);
    await vi.advanceTimersByTimeAsync(CLICK_BATCH_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('drops a batch the server refuses (it would be refused again), releasing the refusal', async () => {
    const refused = new Response('{"errors":["Requisição inválida."]}', { status: 400 });
    fetchMock.mockResolvedValueOnce(refused);
    trackClick('botao', 'A');
    await vi.advanceTimersByTimeAsync(CLICK_BATCH_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Its unread body would hold the connection for as long as the page lives.
    expect(refused.bodyUsed).toBe(true);
  });

  it('sends one batch per company, each to its own address', async () => {
    trackClick('botao', 'A');
    localStorage.setItem(EMPRESA_STORAGE_KEY, '2');
    trackClick('botao', 'B');
    await vi.advanceTimersByTimeAsync(CLICK_BATCH_MS);
    expect(sentBodies().map(([url]) => url)).toEqual(['/api/relatorio', '/api/relatorio?empresa=2']);
  });
});
