import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import fp from 'fastify-plugin';
import { EMPRESA_HEADER } from '@prix/shared';
import {
  AVISO_COOKIES_COOKIE,
  EMPRESA_COOKIE,
  FIRST_VIEW_MODULE_PATH,
  type FirstView,
  type FirstViewCall,
  type FirstViewCallInit,
  type FirstViewModule,
} from '@prix/shared/first-view';

declare module 'fastify' {
  interface FastifyInstance {
    firstView: FirstViewRenderer;
  }
}

export interface FirstViewRenderer {
  /**
   * The first view of the signed-in page `pathname` (with its query) for this request, or null when there is
   * none to draw (nobody signed in, not a signed-in page, no server build) or drawing failed or took too long:
   * the page is then sent without one and the browser draws it, as it always could.
   */
  render(request: FastifyRequest, pathWithQuery: string): Promise<FirstView | null>;
}

/**
 * How long a first view may take before the page goes without one: its calls are answered in this process,
 * so a slow one means a slow database, and the browser's own calls would wait as long.
 */
const FIRST_VIEW_TIMEOUT_MS = 3000;

/**
 * How many first views are drawn at once: one per core. Drawing is this process's CPU: past that, a page waits
 * for the others' draws (it comes later, not sooner) and holds its memory meanwhile (two per core: 432 MB of RSS
 * under 32 connections of signed-in pages, one: 381 MB; docs/performance.md). A page beyond the limit is sent
 * without one and the browser draws it, as it always could; a draw past its timeout keeps its place until it
 * ends, so abandoned work counts too.
 */
export const FIRST_VIEWS_AT_ONCE = Math.max(2, availableParallelism());

/** Admits at most `limit` holders at once: `enter()` gives the release, or null when all places are taken. */
export function placesAtOnce(limit: number): { enter(): (() => void) | null } {
  let taken = 0;
  return {
    enter() {
      if (taken >= limit) return null;
      taken++;
      let released = false;
      return () => {
        if (!released) taken--;
        released = true;
      };
    },
  };
}

/** A phone, by its Client Hint (Chromium) or its User-Agent (the others): the layout the first view assumes. */
export function isPhone(headers: FastifyRequest['headers']): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /\b(Mobi|Android|iPhone|iPod)\b/.test(String(headers['user-agent'] ?? ''));
}

/** Headers of a call as a plain object, for inject. */
function headersOf(init: FirstViewCallInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers as ConstructorParameters<typeof Headers>[0]).entries());
}

/** Statuses whose answer carries no body (a Response refuses one). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * The signed-in pages' first view (decision 0049): the web app's server build (apps/web/dist/.ssr) draws the
 * page, its API calls answered by this server in process (`inject`, through every hook, as the page's request:
 * its cookies, its address for the rate limits, the company of its cookie). Loaded on the first signed-in page,
 * not at start (the restart budget).
 */
export default fp(
  async function firstView(app: FastifyInstance) {
    const file = path.join(path.resolve(app.config.webDist), FIRST_VIEW_MODULE_PATH);
    // Loaded once: its lazy chunks import the entry back by its plain address, so a second copy of the entry
    // (a new build under a running server) would share them. A new build's pages go without a first view
    // until the server restarts (and the browser draws them, as it always could).
    let loaded: { mtimeMs: number; module: Promise<FirstViewModule> } | null = null;
    const moduleNow = (): Promise<FirstViewModule> | null => {
      let mtimeMs: number;
      try {
        mtimeMs = statSync(file).mtimeMs;
      } catch {
        return null;
      }
      if (!loaded) loaded = { mtimeMs, module: import(pathToFileURL(file).href) as Promise<FirstViewModule> };
      else if (loaded.mtimeMs !== mtimeMs) return null;
      return loaded.module;
    };

    const callFor =
      (request: FastifyRequest): FirstViewCall =>
      async (url, init) => {
        const empresa = request.cookies[EMPRESA_COOKIE];
        const answer = await app.inject({
          method: (init.method ?? 'GET') as InjectOptions['method'],
          url,
          headers: {
            ...headersOf(init),
            ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
            ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
            ...(empresa && /^\d+$/.test(empresa) ? { [EMPRESA_HEADER]: empresa } : {}),
          },
          payload: typeof init.body === 'string' ? init.body : undefined,
          remoteAddress: request.ip,
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined) headers.set(name, String(value));
        }
        return new Response(NO_BODY.has(answer.statusCode) ? null : answer.body, {
          status: answer.statusCode,
          headers,
        });
      };

    const places = placesAtOnce(FIRST_VIEWS_AT_ONCE);
    const renderer: FirstViewRenderer = {
      async render(request, pathWithQuery) {
        const module = moduleNow();
        if (!module) return null;
        const release = places.enter();
        if (!release) return null;
        const empresa = request.cookies[EMPRESA_COOKIE];
        let timer: NodeJS.Timeout | undefined;
        const drawing = module
          .then((m) =>
            m.renderFirstView({
              url: new URL(pathWithQuery, app.config.publicUrl).href,
              call: callFor(request),
              empresa: empresa && /^\d+$/.test(empresa) ? empresa : null,
              avisoCookiesVisto: request.cookies[AVISO_COOKIES_COOKIE] !== undefined,
              celular: isPhone(request.headers),
            }),
          )
          .finally(release);
        try {
          return await Promise.race([
            drawing,
            new Promise<null>((resolve) => {
              timer = setTimeout(() => {
                request.log.warn({ url: pathWithQuery }, 'primeira tela demorou demais: enviada sem ela');
                resolve(null);
              }, FIRST_VIEW_TIMEOUT_MS);
            }),
          ]);
        } catch (error) {
          request.log.warn(
            { err: error, url: pathWithQuery },
            'primeira tela não desenhada: enviada sem ela',
          );
          return null;
        } finally {
          clearTimeout(timer);
        }
      },
    };
    app.decorate('firstView', renderer);
  },
  { name: 'first-view' },
);
