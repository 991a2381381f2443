/** Tests of the public pages: fetch replaced by a stub answering as the public API does (with its JSON prefix). */
import { vi } from 'vitest';
import { JSON_PREFIX } from '@prix/shared/core';

/** A call the page made: its method, address (with the query) and headers, and the JSON it sent. */
export interface Chamada {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}
export type Resposta = { status: number; body?: unknown; headers?: Record<string, string> };

/** Replaces fetch: `answer` decides each reply (undefined → 404); the replies carry the API's JSON prefix. */
export function stubPublico(answer: (call: Chamada) => Resposta | undefined) {
  const calls: Chamada[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const call = {
        method: init?.method ?? 'GET',
        url: new URL(String(input), 'http://localhost'),
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const reply = answer(call) ?? { status: 404, body: { errors: ['Não encontrado.'] } };
      const text = reply.body === undefined ? '' : `${JSON_PREFIX}${JSON.stringify(reply.body)}`;
      return new Response(text, { status: reply.status, headers: reply.headers });
    }),
  );
  return calls;
}

export const SAO_PAULO = { id: '3550308', nome: 'São Paulo', uf: 'SP', lat: -23.5329, lon: -46.6395 };
export const SAO_BERNARDO = {
  id: '3548708',
  nome: 'São Bernardo do Campo',
  uf: 'SP',
  lat: -23.6914,
  lon: -46.5646,
};
