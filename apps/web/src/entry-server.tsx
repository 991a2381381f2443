// The server's side of a signed-in page's first view (decision 0049): built by `vite build --ssr` into
// dist/.ssr/entry-server.js and loaded by the API server (apps/server/src/plugins/first-view.ts), never by a
// browser. It draws the page the browser would draw, with the API answers it needs fetched in the server's
// own process, and hands both to the page: the browser's first render is then the server's (app/hydrate.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient, QueryClientProvider, skipToken, type Query } from '@tanstack/react-query';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { FirstView, FirstViewCall, FirstViewRequest } from '@prix/shared/first-view';
import { sanitizeRichText } from '@prix/shared/rich-text-sanitize';
import { setApiTransport } from './lib/api-client';
import { LazyPartsDrawn } from './lib/lazy';
import { setRichTextSanitizer } from './lib/rich-text';
import { DocumentTitleCollector, fullDocumentTitle } from './lib/document-title';
import { sessionQuery } from './lib/session';
import {
  LARGURA_TELA_CELULAR,
  LARGURA_TELA_COMPUTADOR,
  serializeFirstViewState,
  SHELL_ROUTE_ID,
  type FirstViewState,
} from './lib/first-view';
import { FirstViewContext } from './lib/first-view-context';
import { themeForWidth } from './app/first-view-theme';
import { AppFrame, routes } from './app/router';

/** The call of the request being drawn: each page's render answers its calls with its own request. */
const currentCall = new AsyncLocalStorage<FirstViewCall>();
setApiTransport((url, init) => {
  const call = currentCall.getStore();
  if (!call) return Promise.reject(new Error('chamada da API fora de uma primeira tela'));
  return call(url, init);
});

setRichTextSanitizer(sanitizeRichText);

/**
 * How many times the page is drawn at most: a draw names the answers it waits for, which are fetched before
 * the next; what only the last draw asks for is left to the browser.
 */
const MAX_DRAWS = 3;

/** A query a draw asked for and nobody has fetched: pending, idle, enabled, with a function to fetch it. */
function isWaiting(query: Query): boolean {
  const { status, fetchStatus } = query.state;
  if (status !== 'pending' || fetchStatus !== 'idle') return false;
  const { queryFn, enabled } = query.options as { queryFn?: unknown; enabled?: unknown };
  if (!queryFn || queryFn === skipToken) return false;
  const on = typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) : enabled;
  return on !== false;
}

/** The whole page as HTML, lazy parts included (React waits for them); any error of a component rejects. */
function drawToString(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        else resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary in place, none sent apart to be moved in by an inline script (the CSP runs none).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
      // An error inside a Suspense boundary still completes the page (the browser would draw that part):
      // a first view that differs from the browser's is refused whole.
      onError: (error) => {
        failed ??= error;
      },
    });
  });
}

/**
 * The first view of the signed-in page at `request.url`, or null when there is none to draw: nobody is
 * signed in (the browser goes to the login page), the address is not a page of the signed-in frame, or the
 * router redirects. Throws when drawing fails; the server then sends the page without a first view.
 */
export async function renderFirstView(request: FirstViewRequest): Promise<FirstView | null> {
  return currentCall.run(request.call, async () => {
    const queries = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    const session = await queries.fetchQuery({ ...sessionQuery, retry: false });
    if (!session) return null;

    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(request.url));
    if (context instanceof Response) return null;
    if (context.errors) {
      const [first] = Object.values(context.errors as Record<string, unknown>);
      throw first instanceof Error ? first : new Error(`rota com erro: ${String(first)}`);
    }
    if (!context.matches.some((match) => match.route.id === SHELL_ROUTE_ID)) return null;
    const router = createStaticRouter(handler.dataRoutes, context);

    const larguraTela = request.celular ? LARGURA_TELA_CELULAR : LARGURA_TELA_COMPUTADOR;
    const shared = {
      avisoCookiesVisto: request.avisoCookiesVisto,
      larguraTela,
      theme: themeForWidth(larguraTela),
    };
    const draw = async () => {
      const cache = createCache({ key: 'css' });
      // Before the draw: the cache then collects the styles instead of writing them beside each element.
      const emotion = createEmotionServer(cache);
      const title: { title?: string } = {};
      const lazyParts = { count: 0 };
      const html = await drawToString(
        <FirstViewContext value={shared}>
          <DocumentTitleCollector value={title}>
            <LazyPartsDrawn value={lazyParts}>
              <QueryClientProvider client={queries}>
                <CacheProvider value={cache}>
                  <AppFrame>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </AppFrame>
                </CacheProvider>
              </QueryClientProvider>
            </LazyPartsDrawn>
          </DocumentTitleCollector>
        </FirstViewContext>,
      );
      return { html, cache, emotion, title: title.title, lazyParts: lazyParts.count };
    };

    let drawn = await draw();
    for (let count = 1; ; count++) {
      const waiting = queries.getQueryCache().getAll().filter(isWaiting);
      const failed = queries
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'error');
      if (waiting.length === 0 && failed.length === 0) break;
      if (waiting.length === 0 || count >= MAX_DRAWS) {
        // The browser gets only the answers that came: a failed call is pending there, and must be here.
        for (const query of failed) queries.getQueryCache().remove(query);
        drawn = await draw();
        break;
      }
      await Promise.allSettled(waiting.map((query) => query.fetch()));
      drawn = await draw();
    }

    const state: FirstViewState = {
      queries: dehydrate(queries),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      empresa: request.empresa,
      avisoCookiesVisto: request.avisoCookiesVisto,
      larguraTela: shared.larguraTela,
      partesTardias: drawn.lazyParts,
    };
    // Every style the draw wrote, also those whose class no element carries (MUI's styled components compose
    // them into the one an element carries): left out, the browser wrote them again inside React's commit of the
    // take-over, a long task on a phone.
    const chunks = drawn.emotion.extractCriticalToChunks(
      Object.keys(drawn.cache.inserted)
        .map((id) => `${drawn.cache.key}-${id}`)
        .join(' '),
    );
    return {
      root: drawn.html,
      head: drawn.emotion.constructStyleTagsFromChunks(chunks),
      title: fullDocumentTitle(drawn.title),
      state: serializeFirstViewState(state),
    };
  });
}
