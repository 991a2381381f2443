import { vi } from 'vitest';
import { JSON_PREFIX } from '@prix/shared/core';

/** A call the page made: its method, address (with the query) and headers, and the JSON it sent. */
export interface StubbedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}
/** How the stub answers a call: a status, a body sent as JSON, headers. */
export type StubbedReply = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * Replaces fetch: `answer` decides each reply (undefined → `notFound`), sent as the portal's API sends JSON
 * (with its anti-hijack prefix). Returns the mock (its `mock.calls`, `holdRequests`) and every call, read.
 */
export function stubFetch(
  answer: (call: StubbedCall) => StubbedReply | undefined,
  notFound: StubbedReply = { status: 404, body: { errors: [] } },
) {
  const calls: StubbedCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const reply = answer(call) ?? notFound;
    const text = reply.body === undefined ? '' : `${JSON_PREFIX}${JSON.stringify(reply.body)}`;
    return new Response(text, { status: reply.status, headers: reply.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
