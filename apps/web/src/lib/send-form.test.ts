import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CLIENT_HEADER, JSON_PREFIX, MSG, insertResponseSchema } from '@prix/shared';
import { ApiError, sendForm } from './api-client';

/** A stand-in XMLHttpRequest the test drives: what was sent, and how the server or the network answers. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
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
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendForm: a multipart write with upload progress (decision 0015)', () => {
  it('posts the form under /api with the app headers, reports progress and parses the answer', async () => {
    const form = new FormData();
    form.append('json', '{}');
    const progress = vi.fn();
    const sent = sendForm('POST', '/banner', form, { schema: insertResponseSchema, onProgress: progress });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(['POST', '/api/banner', true, form]);
    expect(xhr.headers[APP_CLIENT_HEADER.toLowerCase()]).toBe('1');
    expect(xhr.headers['content-type']).toBeUndefined();
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    expect(progress).toHaveBeenCalledWith({ loaded: 5, total: 10 });
    xhr.answer(200, `${JSON_PREFIX}{"inserted":true,"uuid":"u-1"}`);
    await expect(sent).resolves.toEqual({ inserted: true, uuid: 'u-1' });
  });

  it("turns the server's { errors } into an ApiError, and a network failure into SPEC's message", async () => {
    const refused = sendForm('PUT', '/arquivo/u-1', new FormData(), { schema: insertResponseSchema });
    FakeXhr.last.answer(415, `${JSON_PREFIX}{"errors":["Tipo de arquivo não aceito"]}`);
    const error = await caught(refused);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, errors: ['Tipo de arquivo não aceito'] });

    const offline = sendForm('POST', '/arquivo', new FormData(), { schema: insertResponseSchema });
    FakeXhr.last.onerror?.();
    expect(await caught(offline)).toMatchObject({ status: 0, errors: [MSG.rede] });
  });

  it('cancels with the signal: an AbortError, as fetch gives', async () => {
    const controller = new AbortController();
    const sending = sendForm('POST', '/arquivo', new FormData(), {
      schema: insertResponseSchema,
      signal: controller.signal,
    });
    controller.abort();
    expect(await caught(sending)).toMatchObject({ name: 'AbortError' });
  });
});
