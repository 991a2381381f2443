/** Tests of the public pages: fetch and XMLHttpRequest replaced by stubs answering as the public API does. */
import { vi } from 'vitest';
import { JSON_PREFIX } from '@prix/shared/core';
import { stubFetch, type StubbedCall, type StubbedReply } from './fetch-stub';

/** Replaces fetch (stubFetch): `answer` decides each reply, undefined → the public API's 404. */
export function stubPublico(answer: (call: StubbedCall) => StubbedReply | undefined) {
  return stubFetch(answer, { status: 404, body: { errors: ['Não encontrado.'] } }).calls;
}

export const SAO_PAULO = { id: '3550308', nome: 'São Paulo', uf: 'SP', lat: -23.5329, lon: -46.6395 };
export const SAO_BERNARDO = {
  id: '3548708',
  nome: 'São Bernardo do Campo',
  uf: 'SP',
  lat: -23.6914,
  lon: -46.5646,
};

/** A multipart POST the page sent through XMLHttpRequest: its address, headers and form. */
export interface EnvioArquivos {
  url: string;
  headers: Record<string, string>;
  form: FormData;
}

/**
 * Replaces XMLHttpRequest (the public pages' multipart sends): `answer` decides each reply, after one progress
 * event of half the body; `pending` leaves it unanswered until the test calls `responder`.
 */
type OuvinteProgresso = (e: { lengthComputable: boolean; loaded: number; total: number }) => void;

export function stubEnvioArquivos(answer: (envio: EnvioArquivos) => StubbedReply | 'pending') {
  const envios: EnvioArquivos[] = [];
  const pendentes: (() => void)[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    private replyHeaders: Record<string, string> = {};
    private listeners: Record<string, (() => void)[]> = {};
    private uploadListeners: OuvinteProgresso[] = [];
    upload = {
      addEventListener: (_type: string, fn: OuvinteProgresso) => {
        this.uploadListeners.push(fn);
      },
    };
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    addEventListener(type: string, fn: () => void) {
      (this.listeners[type] ??= []).push(fn);
    }
    getResponseHeader(name: string) {
      const found = Object.entries(this.replyHeaders).find(([k]) => k.toLowerCase() === name.toLowerCase());
      return found ? found[1] : null;
    }
    send(form: FormData) {
      const envio = { url: this.url, headers: this.headers, form };
      envios.push(envio);
      const reply = answer(envio);
      const finish = (r: StubbedReply) => {
        for (const fn of this.uploadListeners) fn({ lengthComputable: true, loaded: 1000, total: 1000 });
        this.status = r.status;
        this.replyHeaders = r.headers ?? {};
        this.responseText = r.body === undefined ? '' : `${JSON_PREFIX}${JSON.stringify(r.body)}`;
        for (const fn of this.listeners.load ?? []) fn();
      };
      setTimeout(() => {
        for (const fn of this.uploadListeners) fn({ lengthComputable: true, loaded: 500, total: 1000 });
        if (reply === 'pending') pendentes.push(() => finish({ status: 201, body: { mensagem: 'ok' } }));
        else finish(reply);
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { envios, responder: () => pendentes.shift()?.() };
}
