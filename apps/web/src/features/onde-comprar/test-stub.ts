import { vi } from 'vitest';
import { JSON_PREFIX } from '@prix/shared/core';
import type { ParceiroPublico } from '@prix/shared/onde-comprar';

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

export function parceiro(extra: Partial<ParceiroPublico> = {}): ParceiroPublico {
  return {
    uuid: '7f1c2a4e-3b5d-4c6e-8f90-1a2b3c4d5e6f',
    nome: 'Balanças Paulista',
    classe: 'Prix 250',
    tipos: ['revenda', 'assistencia'],
    endereco: 'Avenida Paulista, 1500 - Bela Vista',
    municipio: 'São Paulo',
    uf: 'SP',
    cep: '01310-200',
    telefone: '+55 (11) 3333-4444',
    whatsapp: '+55 (11) 98765-4321',
    email: 'vendas@balancaspaulista.com.br',
    site: 'https://www.balancaspaulista.com.br',
    horario: 'Segunda a sexta, 8h às 18h',
    descricao: 'Balanças comerciais e industriais.',
    lat: -23.5614,
    lon: -46.6559,
    distanciaKm: 3.24,
    comoChegar:
      'https://www.google.com/maps/search/?api=1&query=Avenida%20Paulista%2C%201500%20-%20Bela%20Vista%2C%20S%C3%A3o%20Paulo%20-%20SP',
    ...extra,
  };
}
