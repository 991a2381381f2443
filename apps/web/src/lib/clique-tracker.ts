import { APP_CLIENT_HEADER, CLIQUES_POR_LOTE } from '@prix/shared/core';
import { API_BASE } from './api-client';
import { readStoredEmpresa } from './empresa-storage';

/**
 * Click tracking (SPEC §3, §7, §9): clicks wait in memory and go to POST /api/relatorio in batches every 5 s,
 * and at once with navigator.sendBeacon when the page is hidden or left (tab closed, navigation away, phone
 * locked), so no click is lost. A batch that fails for the network or the server is kept and sent with the
 * next; one the server refuses (400, 401, 403) is dropped, since sending it again cannot succeed.
 */

/** SPEC §9: analytics batch interval. */
export const CLICK_BATCH_MS = 5_000;
/** Clicks kept while the server cannot be reached; the oldest go first beyond it. */
const MAX_QUEUED = 5_000;

interface Queued {
  readonly tipo_relatorio: 'banner' | 'botao' | 'formulario';
  readonly nome_tipo: string;
  /** The company switcher's index at click time: a click counts for the company on screen. */
  readonly empresa: string | null;
}

let queue: Queued[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let sending = false;
let listening = false;

/** The address of a batch: the company index rides in it, since a beacon cannot carry headers. */
const urlFor = (empresa: string | null) =>
  `${API_BASE}/relatorio${empresa === null ? '' : `?empresa=${empresa}`}`;

const bodyOf = (items: readonly Queued[]) =>
  JSON.stringify(items.map(({ tipo_relatorio, nome_tipo }) => ({ tipo_relatorio, nome_tipo })));

/** The queue cut into batches the server takes: one company each, at most CLIQUES_POR_LOTE clicks. */
function batches(items: readonly Queued[]): Queued[][] {
  const byCompany = new Map<string | null, Queued[]>();
  for (const item of items) byCompany.set(item.empresa, [...(byCompany.get(item.empresa) ?? []), item]);
  const out: Queued[][] = [];
  for (const group of byCompany.values()) {
    for (let i = 0; i < group.length; i += CLIQUES_POR_LOTE) out.push(group.slice(i, i + CLIQUES_POR_LOTE));
  }
  return out;
}

function keep(items: readonly Queued[]): void {
  queue = [...items, ...queue].slice(-MAX_QUEUED);
}

function schedule(): void {
  if (timer === undefined && queue.length > 0) timer = setTimeout(tick, CLICK_BATCH_MS);
}

function tick(): void {
  timer = undefined;
  void flushClicks().finally(schedule);
}

/** Sends what is queued now (fetch, keepalive). Resolves when every batch has an answer. */
export async function flushClicks(): Promise<void> {
  if (sending || queue.length === 0) return;
  sending = true;
  const items = queue;
  queue = [];
  try {
    for (const batch of batches(items)) {
      try {
        const response = await fetch(urlFor(batch[0]!.empresa), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [APP_CLIENT_HEADER]: '1' },
          body: bodyOf(batch),
          credentials: 'same-origin',
          keepalive: true,
        });
        // 5xx and 429: the server may take it later. Other refusals would be refused again.
        if (response.status >= 500 || response.status === 429) keep(batch);
        // A refusal's body is of no use here; released, so it does not hold its connection (session-probe.ts).
        void response.body?.cancel().catch(() => undefined);
      } catch {
        keep(batch); // offline, or the server unreachable
      }
    }
  } finally {
    sending = false;
  }
}

/** The page is going away: hand the queue to the browser, which sends it even after the page is gone. */
function flushWithBeacon(): void {
  if (queue.length === 0) return;
  if (typeof navigator.sendBeacon !== 'function') {
    void flushClicks();
    return;
  }
  const items = queue;
  queue = [];
  const refused: Queued[] = [];
  // A string body goes as text/plain: a beacon with a JSON type would need CORS (the server reads it as JSON).
  for (const batch of batches(items)) {
    if (!navigator.sendBeacon(urlFor(batch[0]!.empresa), bodyOf(batch))) refused.push(...batch);
  }
  if (refused.length) {
    keep(refused);
    void flushClicks();
  }
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushWithBeacon();
  });
  window.addEventListener('pagehide', flushWithBeacon);
}

/** Records a click on a banner, a button or a form (SPEC §3): queued, sent within 5 s or when the page hides. */
export function trackClick(tipo: 'banner' | 'botao' | 'formulario', nome: string): void {
  const nome_tipo = nome.trim().slice(0, 100);
  if (nome_tipo === '') return;
  listen();
  queue = [...queue, { tipo_relatorio: tipo, nome_tipo, empresa: readStoredEmpresa() }].slice(-MAX_QUEUED);
  schedule();
}

/** Tests only: forget the queue and the timer. */
export function resetClickTracker(): void {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
  sending = false;
}
