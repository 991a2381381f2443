import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@prix/shared/zod';
import { APP_CLIENT_HEADER, EMPRESA_HEADER, EMPRESA_STORAGE_KEY, JSON_PREFIX, MSG } from '@prix/shared/core';
import { api, ApiError } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, text: string): void {
  fetchMock.mockResolvedValueOnce(new Response(text, { status }));
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('strips the anti-hijack prefix before parsing', async () => {
    respond(200, `${JSON_PREFIX}{"ok":true}`);
    await expect(api.get('/pais')).resolves.toEqual({ ok: true });
  });

  it('parses a body without the prefix and returns undefined for an empty one', async () => {
    respond(200, '[1,2]');
    await expect(api.get('/pais')).resolves.toEqual([1, 2]);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete('/pais/x')).resolves.toBeUndefined();
  });

  it('calls paths under /api with the query string, cookies and JSON body', async () => {
    respond(200, `${JSON_PREFIX}{}`);
    await api.post('/pais', { nome: 'Brasil' }, { query: { geral: 'bra', page: 2, vazio: '' } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/pais?geral=bra&page=2');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"nome":"Brasil"}');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('keeps a path that already starts with /api', async () => {
    respond(200, `${JSON_PREFIX}{}`);
    await api.post('/api/acesso/info');
    expect(lastRequest().url).toBe('/api/acesso/info');
  });

  it("marks every request with the app's own header, which a state-changing GET requires", async () => {
    for (const call of [() => api.get('/pais'), () => api.post('/pais', {}), () => api.delete('/pais/x')]) {
      respond(200, `${JSON_PREFIX}{}`);
      await call();
      expect(lastRequest().headers.get(APP_CLIENT_HEADER)).toBe('1');
    }
  });

  it('sends the stored company index header only when one is stored', async () => {
    respond(200, `${JSON_PREFIX}{}`);
    await api.get('/usuario/profile');
    expect(lastRequest().headers.has(EMPRESA_HEADER)).toBe(false);

    localStorage.setItem(EMPRESA_STORAGE_KEY, '2');
    respond(200, `${JSON_PREFIX}{}`);
    await api.get('/usuario/profile');
    expect(lastRequest().headers.get(EMPRESA_HEADER)).toBe('2');
  });

  it('sends FormData untouched, letting the browser set the multipart type', async () => {
    respond(200, `${JSON_PREFIX}{}`);
    const form = new FormData();
    form.append('nome_banner', 'x');
    await api.put('/banner/u1', form);
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
  });

  it('throws ApiError with the server errors on a non-2xx answer', async () => {
    respond(409, `${JSON_PREFIX}{"errors":["Código já cadastrado","Outro erro"]}`);
    const error = await caught(api.post('/pais', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, errors: ['Código já cadastrado', 'Outro erro'] });
  });

  it.each([
    [401, MSG.naoAutenticado],
    [403, MSG.semPermissaoAcao],
    [404, MSG.naoEncontrado],
    [500, MSG.erroInterno],
    [400, MSG.erroInterno],
  ])('falls back to a Portuguese message for %i without errors', async (status, message) => {
    respond(status, `${JSON_PREFIX}{}`);
    await expect(caught(api.get('/pais'))).resolves.toMatchObject({ status, errors: [message] });
  });

  it('falls back when the error body is not JSON', async () => {
    respond(502, '<html>Bad gateway</html>');
    await expect(caught(api.get('/pais'))).resolves.toMatchObject({ status: 502, errors: [MSG.erroInterno] });
  });

  it('reports a network failure with status 0 and the network message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await caught(api.get('/pais'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, errors: [MSG.rede] });
  });

  it('rethrows an abort untouched', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValueOnce(abort);
    const controller = new AbortController();
    controller.abort();
    await expect(caught(api.get('/pais', { signal: controller.signal }))).resolves.toBe(abort);
    expect(lastRequest().init.signal).toBe(controller.signal);
  });

  it('checks the body against a schema when one is given', async () => {
    const schema = z.object({ logout_ok: z.boolean() });
    respond(200, `${JSON_PREFIX}{"logout_ok":true}`);
    await expect(api.post('/acesso/logout', undefined, { schema })).resolves.toEqual({ logout_ok: true });

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    respond(200, `${JSON_PREFIX}{"outro":1}`);
    await expect(caught(api.post('/acesso/logout', undefined, { schema }))).resolves.toMatchObject({
      errors: [MSG.erroInterno],
    });
    consoleError.mockRestore();
  });
});
