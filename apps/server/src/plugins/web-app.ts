import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MSG } from '@prix/shared';
import { FIRST_VIEW_ELEMENT_ID, type FirstView } from '@prix/shared/first-view';
import { fullTitle, LISTED_PUBLIC_PAGES, type PublicPageHead } from '@prix/shared/public-pages';
import {
  filesLoaded,
  FIRST_DOWNLOAD,
  PAGE_PRELOADS,
  type Manifest,
  type PagePreload,
} from '@prix/shared/vite-manifest';
import { access } from './access.js';
import { HttpError } from './errors.js';

/** Hidden entries (.vite/manifest.json, for the build's own checks) are not part of the site. */
const isHidden = (file: string) => file.split('/').some((part) => part.startsWith('.'));

/** The build's files (relative to `root`, '/'-separated), listed when its page is read. */
function listBuildFiles(root: string): ReadonlySet<string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return new Set(files.filter((file) => !isHidden(file)));
}

/**
 * Whether `file` (relative to `root`) is a regular file of the build, inside it. The list made with the page
 * answers without touching the disk; a name it lacks is looked up only if it could be a file written since
 * (its last part has an extension, as every file Vite writes): page addresses cost no `stat`.
 */
function isBuildFile(root: string, file: string, listed: ReadonlySet<string>): boolean {
  // The listed files are the build's visible files: a page address (no extension) is decided without splitting.
  if (listed.has(file)) return true;
  if (!file || file.endsWith('/') || !path.posix.basename(file).includes('.') || isHidden(file)) return false;
  const full = path.join(root, file);
  if (!full.startsWith(root + path.sep)) return false;
  // Most addresses are pages, not files: no exception for them (throwIfNoEntry).
  try {
    return statSync(full, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/** One way of sending the page: its body and the headers that go with it, worked out when the page is read. */
interface PageVariant {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
}

/** One page body with its encodings and ETag. */
interface PageBodies {
  plain: PageVariant;
  br: PageVariant | null;
  gzip: PageVariant | null;
  etag: string;
}

/** index.html and its precompressed siblings, in memory: the page every address answers. */
interface AppPage extends PageBodies {
  /** The `Link` header of the page addresses whose areas the browser should fetch with the page. */
  preloads: readonly { preload: PagePreload; link: string }[];
  /** The listed public pages' heads (LISTED_PUBLIC_PAGES): the page with their title, description, canonical. */
  heads: ReadonlyMap<string, PageBodies>;
  /** The build's files when the page was read (a new build writes a new page). */
  files: ReadonlySet<string>;
  mtimeMs: number;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with a public page's head: its title, its description and a canonical address (absolute, as search
 * engines want it; the page's path without the query, so a search's addresses count as the one page).
 */
export function withHead(html: string, head: PublicPageHead, canonical: string): string {
  const title = `<title>${escapeAttribute(fullTitle(head.title))}</title>`;
  const description = `<meta name="description" content="${escapeAttribute(head.description)}" />`;
  const link = `<link rel="canonical" href="${escapeAttribute(canonical)}" />`;
  let page = /<title>[\s\S]*?<\/title>/.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : html.replace('</head>', () => `${title}</head>`);
  page = /<meta\s+name="description"[^>]*>/.test(page)
    ? page.replace(/<meta\s+name="description"[^>]*>/, () => description)
    : page.replace('</head>', () => `${description}</head>`);
  return page.replace('</head>', () => `${link}</head>`);
}

/**
 * index.html with a signed-in page's first view (decision 0049): its title, its styles in the head, its content in
 * the app's root element and the state the browser takes it over with, as data (the CSP runs no inline script).
 * Without the page's `modulepreload` links: the page is painted from its HTML, and React's code, fetched after
 * that paint (src/main.tsx), would only compete with the page's images and fonts for a phone's bandwidth.
 * The root is `inert` until the browser has taken the page over (app/hydrate.tsx): a click or a key before
 * that would reach a form React does not hold yet, and a submit would leave the page.
 */
export function withFirstView(html: string, view: FirstView): string {
  const title = `<title>${escapeAttribute(view.title)}</title>`;
  const state = `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${view.state}</script>`;
  return html
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => title)
    .replace('</head>', () => `${view.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" inert>${view.root}</div>`)
    .replace('</body>', () => `${state}</body>`);
}

/** A first view holds the person's own data: never kept by a cache, never answered with a 304. */
const FIRST_VIEW_HEADERS = {
  'cache-control': 'no-store',
  'content-type': 'text/html; charset=utf-8',
};

const pageHeaders = (etag: string) => ({
  // The page is never used from a cache without asking: a new release must reach the next navigation.
  'cache-control': 'no-cache',
  vary: 'Accept-Encoding',
  etag,
  'content-type': 'text/html; charset=utf-8',
});
const etagOf = (body: Buffer) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** A public page's head variant, compressed once when the page is read (a few kB: milliseconds). */
function bodiesOf(text: string): PageBodies {
  const plain = Buffer.from(text);
  const etag = etagOf(plain);
  const headers = pageHeaders(etag);
  const br = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(plain, { level: constants.Z_BEST_COMPRESSION });
  return {
    plain: { body: plain, headers },
    br: { body: br, headers: { ...headers, 'content-encoding': 'br' } },
    gzip: { body: gzip, headers: { ...headers, 'content-encoding': 'gzip' } },
    etag,
  };
}

/** `Link: rel=modulepreload` for each of PAGE_PRELOADS: its areas' files that index.html does not load already. */
function routePreloads(root: string): AppPage['preloads'] {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(root, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return [];
  }
  const loaded = new Set(filesLoaded(manifest, FIRST_DOWNLOAD));
  return PAGE_PRELOADS.flatMap((preload) => {
    let files: string[];
    try {
      files = filesLoaded(manifest, preload.modules).filter((file) => !loaded.has(file));
    } catch {
      // A build without that area (an older one): no preload rather than no page.
      return [];
    }
    const link = files.map((file) => `</${file}>; rel=modulepreload`).join(', ');
    return link ? [{ preload, link }] : [];
  });
}

function readAppPage(file: string, publicUrl: string): AppPage {
  const plain = readFileSync(file);
  const etag = etagOf(plain);
  const headers = pageHeaders(etag);
  const variant = (suffix: string, encoding: string): PageVariant | null =>
    existsSync(file + suffix)
      ? { body: readFileSync(file + suffix), headers: { ...headers, 'content-encoding': encoding } }
      : null;
  return {
    preloads: routePreloads(path.dirname(file)),
    plain: { body: plain, headers },
    br: variant('.br', 'br'),
    gzip: variant('.gz', 'gzip'),
    heads: new Map(
      LISTED_PUBLIC_PAGES.map((head) => [
        head.path,
        bodiesOf(withHead(plain.toString('utf8'), head, `${publicUrl}${head.path}`)),
      ]),
    ),
    files: listBuildFiles(path.dirname(file)),
    etag,
    mtimeMs: statSync(file).mtimeMs,
  };
}

/** How often the page's file is looked at again, so a new build is served without a restart. */
const PAGE_RECHECK_MS = 1000;

/**
 * Serves the built React app. Real files of the build are sent as they are (their .br/.gz siblings, written at
 * build time, when the browser accepts them); /assets/* is fingerprinted, so immutable; every other page address
 * gets index.html, whatever it ends with (a document viewer's address ends in the file's name: SPEC §2.2), and
 * the client router decides. Unknown /api/* and /assets/* answer 404, never the app's page.
 */
export default fp(
  async function webApp(app: FastifyInstance) {
    const root = path.resolve(app.config.webDist);
    const built = existsSync(`${root}/index.html`);
    if (!built) app.log.warn(`aplicação web não encontrada em ${root}: rode "npm run build"`);
    // preCompressed: index-abc.js is sent as index-abc.js.br (or .gz) with Content-Encoding and
    // Vary: Accept-Encoding when the request accepts it; @fastify/compress leaves those untouched.
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

    // The page is answered from memory (no file system work per request); a new build's page is read within a
    // second.
    const indexFile = path.join(root, 'index.html');
    let page = built ? readAppPage(indexFile, app.config.publicUrl) : null;
    let checkedAt = Date.now();
    const currentPage = (): AppPage | null => {
      if (Date.now() - checkedAt < (app.config.webPageRecheckMs ?? PAGE_RECHECK_MS)) return page;
      checkedAt = Date.now();
      try {
        if (statSync(indexFile).mtimeMs !== page?.mtimeMs)
          page = readAppPage(indexFile, app.config.publicUrl);
      } catch {
        // Mid-build: keep the page we have.
      }
      return page;
    };
    /** The page with the signed-in page's first view drawn in, or as it is when there is none. */
    const sendFirstView = async (
      current: AppPage,
      request: FastifyRequest,
      reply: FastifyReply,
      pathname: string,
      dataLink: Promise<string | null> | null,
    ) => {
      const [view, link] = await Promise.all([
        app.firstView.render(request, request.url),
        dataLink?.catch(() => null) ?? null,
      ]);
      if (!view) return sendApp(current, request, reply, pathname, link);
      const found = current.preloads.find(({ preload }) => preload.matches(pathname));
      const links = [found?.link, link].filter(Boolean).join(', ');
      if (links) reply.header('link', links);
      return reply.headers(FIRST_VIEW_HEADERS).send(withFirstView(current.plain.body.toString('utf8'), view));
    };

    const sendApp = (
      current: AppPage,
      request: FastifyRequest,
      reply: FastifyReply,
      pathname = '',
      dataLink: string | null = null,
    ) => {
      const found = current.preloads.find(({ preload }) => preload.matches(pathname));
      const link = [found?.link, dataLink].filter(Boolean).join(', ');
      if (link) reply.header('link', link);
      const bodies = current.heads.get(pathname) ?? current;
      if (request.headers['if-none-match'] === bodies.etag)
        return reply.headers(bodies.plain.headers).status(304).send();
      const accepted = request.headers['accept-encoding'] ?? '';
      const variant =
        (bodies.br && /\bbr\b/.test(accepted) ? bodies.br : null) ??
        (bodies.gzip && /\bgzip\b/.test(accepted) ? bodies.gzip : null) ??
        bodies.plain;
      return reply.headers(variant.headers).send(variant.body);
    };

    // Every answer is decided at once: a plain handler, no promise.
    app.get('/*', { config: { access: access.public } }, (request, reply) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      } catch {
        throw new HttpError(404, MSG.rotaNaoEncontrada);
      }
      if (pathname.startsWith('/api/') || pathname === '/api')
        throw new HttpError(404, MSG.rotaNaoEncontrada);
      const current = built ? currentPage() : null;
      if (!current) throw new HttpError(404, MSG.rotaNaoEncontrada);
      const isAsset = pathname === '/assets' || pathname.startsWith('/assets/');
      const file = pathname.slice(1);
      if (file === 'index.html') {
        sendApp(current, request, reply);
        return;
      }
      if (isBuildFile(root, file, current.files)) {
        // Vite fingerprints everything under assets/; other build files (favicon.svg) may change in place.
        if (isAsset) void reply.sendFile(file, { immutable: true, maxAge: '365d' });
        else void reply.sendFile(file, { maxAge: 0 });
        return;
      }
      if (isAsset) throw new HttpError(404, MSG.rotaNaoEncontrada);
      // A page whose first response names data to fetch (/home's first banner) waits for that answer;
      // it never holds the page back: a failure names nothing.
      const dataPreload = app.pagePreloads.of(pathname);
      // A signed-in person's page comes with its first view; the public pages are the same for everyone.
      if (app.config.firstView && app.sessionCookie.read(request) && !current.heads.has(pathname)) {
        sendFirstView(current, request, reply, pathname, dataPreload ? dataPreload(request) : null).catch(
          (error: unknown) => reply.send(error),
        );
        return;
      }
      if (dataPreload) {
        void dataPreload(request)
          .catch(() => null)
          .then((dataLink) => sendApp(current, request, reply, pathname, dataLink));
        return;
      }
      sendApp(current, request, reply, pathname);
    });
  },
  { name: 'web-app', dependencies: ['page-preloads', 'first-view'] },
);
