import { createReadStream } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;
import react from '@vitejs/plugin-react';

/** In development the API server (apps/server) runs on :3000; the browser only ever talks to Vite. */
const API_SERVER = 'http://localhost:3000';

/**
 * The font files every page draws at once (fonts.css): text (400), headings and buttons (500), the brand and the
 * cookie notice's lead (700), all in the latin subset. Preloaded from index.html: a weight found only when its
 * text is laid out arrives late and repaints that text, which Lighthouse counted as the login page's LCP
 * (the cookie notice, 1.2 s instead of 0.8 s observed).
 */
const PRELOADED_FONTS = [
  'roboto-latin-400-normal.woff2',
  'roboto-latin-500-normal.woff2',
  'roboto-latin-700-normal.woff2',
];

/**
 * Adds `<link rel="preload">` for those files to the built index.html, under their fingerprinted names, so the
 * browser fetches them with the first CSS instead of after it.
 */
function preloadFont(): Plugin {
  return {
    name: 'prix:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return PRELOADED_FONTS.map((font) => {
          const asset = Object.values(bundle ?? {}).find(
            (file) => file.type === 'asset' && file.originalFileNames.some((name) => name.endsWith(font)),
          );
          if (!asset) throw new Error(`${font} não foi emitido: confira src/fonts.css`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${asset.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

/**
 * Adds `<link rel="modulepreload">` for the browser's drawing of the app (START_MODULE) and the chunks it
 * imports: the entry imports it only after the first paint (so a page the server drew is painted before React
 * runs, decision 0049), but every page needs it, so the browser fetches it with the page.
 */
function preloadStart(): Plugin {
  return {
    name: 'prix:preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk');
        const start = chunks.find((chunk) => chunk.moduleIds.includes(START_MODULE));
        if (!start) throw new Error(`${START_MODULE} não virou um chunk: confira src/main.tsx`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** The pdfjs-dist copy react-pdf runs (apps/web pins the same version). */
const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** pdf.js's data folders the viewer names (features/viewer/pdf-viewer.tsx), and the files of each it needs. */
const PDFJS_DATA: Record<string, RegExp> = {
  cmaps: /\.bcmap$|^LICENSE/,
  standard_fonts: /\.(?:pfb|ttf)$|^LICENSE/,
  // Only the JavaScript decoders: the viewer runs without WebAssembly (decision 0017).
  wasm: /_nowasm_fallback\.js$|^LICENSE/,
};

/**
 * Copies pdf.js's data files (character maps, standard fonts, image decoders) into the build as
 * `assets/pdfjs-{version}/…`, so the portal serves them itself: pdf.js asks for them by folder and file name,
 * which rules out fingerprinted names; the version in the folder keeps `/assets`' year-long caching right. In
 * development the same addresses are answered from node_modules.
 */
function pdfjsData(): Plugin {
  const version = async () =>
    (JSON.parse(await readFile(path.join(PDFJS_DIR, 'package.json'), 'utf8')) as { version: string }).version;
  return {
    name: 'prix:pdfjs-data',
    async generateBundle() {
      const folder = `assets/pdfjs-${await version()}`;
      for (const [dir, keep] of Object.entries(PDFJS_DATA)) {
        for (const name of (await readdir(path.join(PDFJS_DIR, dir))).filter((file) => keep.test(file))) {
          this.emitFile({
            type: 'asset',
            fileName: `${folder}/${dir}/${name}`,
            source: await readFile(path.join(PDFJS_DIR, dir, name)),
          });
        }
      }
    },
    async configureServer(server) {
      const prefix = `/assets/pdfjs-${await version()}/`;
      server.middlewares.use((request, response, next) => {
        const [dir, name, ...rest] = (request.url ?? '').startsWith(prefix)
          ? decodeURIComponent(request.url!.slice(prefix.length).split('?')[0]!).split('/')
          : [];
        const keep = dir && Object.hasOwn(PDFJS_DATA, dir) ? PDFJS_DATA[dir] : undefined;
        if (!keep || !name || rest.length || !keep.test(name)) return next();
        if (name.endsWith('.js')) response.setHeader('content-type', 'text/javascript');
        createReadStream(path.join(PDFJS_DIR, dir!, name))
          .on('error', next)
          .pipe(response);
      });
    },
  };
}

/** The app's entry, the signed-in frame (src/app/load-shell.ts loads it) and the public pages' route table. */
const ENTRY_MODULE = path.resolve(import.meta.dirname, 'src/main.tsx');
/** What draws the app in the browser: imported by the entry after the first paint, named by the page at once. */
const START_MODULE = path.resolve(import.meta.dirname, 'src/app/start-in-browser.tsx');
/**
 * The app's `lazy` (its count lets a server-drawn page take input once its parts are on it): public pages use it
 * too, so it goes with the browser's drawing of the app, never to the signed-in frame's chunks.
 */
const LAZY_MODULE = path.resolve(import.meta.dirname, 'src/lib/lazy.ts');
const SHELL_MODULE = path.resolve(import.meta.dirname, 'src/app/shell-area.tsx');
const PUBLIC_ROUTES_MODULE = path.resolve(import.meta.dirname, 'src/app/public-routes.ts');

/** Every module the modules `from` load statically, themselves included. */
function staticGraph(from: readonly string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  from.forEach(visit);
  return seen;
}

/**
 * The libraries the shell shares with the public pages that MUI's components build on (emotion, TanStack Query),
 * in a chunk apart from `ui` (MUI's components, the theme, the app's shared modules): a take-over evaluates the
 * two a task apart (src/app/take-over.ts). In one chunk they were one task of 46 ms on the bench's host, four
 * times that on a phone.
 */
const SHARED_CHUNKS: readonly (readonly [name: string, test: RegExp])[] = [
  [
    'styles',
    /[\\/]node_modules[\\/](?:@emotion|@babel[\\/]runtime|stylis|hoist-non-react-statics|@tanstack)[\\/]/,
  ],
];

/**
 * The signed-in frame's modules in chunks of their own: `shell`, what only the shell loads, and what it shares
 * with the public pages (MUI's core, the status pages: SHARED_CHUNKS, else `ui`), beyond the first download. A
 * signed-in page always opens inside the shell (the router fetches both at once), so what a page shares with the
 * shell belongs in these chunks; left to the bundler, each module the shell shares with some pages would become a
 * chunk of its own, and every page would download more, smaller, worse-compressed files. A visitor's public page
 * downloads the shared chunks at most: no signed-in code.
 */
function shellChunks(): (id: string, ctx: ChunkingContext) => string | null {
  let chunkOf: Map<string, string> | null = null;
  return (id, ctx) => {
    if (!chunkOf) {
      const publicPages = ctx.getModuleInfo(PUBLIC_ROUTES_MODULE)?.dynamicallyImportedIds ?? [];
      if (publicPages.length === 0) throw new Error(`${PUBLIC_ROUTES_MODULE} não importa nenhuma página`);
      const first = staticGraph([ENTRY_MODULE, START_MODULE, LAZY_MODULE], ctx);
      const publicGraph = staticGraph(publicPages, ctx);
      chunkOf = new Map();
      for (const module of staticGraph([SHELL_MODULE], ctx)) {
        if (module === SHELL_MODULE || first.has(module)) continue;
        chunkOf.set(
          module,
          publicGraph.has(module)
            ? (SHARED_CHUNKS.find(([, test]) => test.test(module))?.[0] ?? 'ui')
            : 'shell',
        );
      }
    }
    return chunkOf.get(id) ?? null;
  };
}

/**
 * The browser's drawing of the app (START_MODULE) and the app's modules it loads, in one chunk: the router, the
 * route table, the cookie notice and their helpers. Every page downloads them with the entry; left to the
 * bundler they became a chunk for each set of importers (six small files, each with its own compression frame).
 * React and the libraries stay in their groups.
 */
function startChunk(): (id: string, ctx: ChunkingContext) => string | null {
  let members: Set<string> | null = null;
  return (id, ctx) => {
    if (!members) {
      const entry = staticGraph([ENTRY_MODULE], ctx);
      members = new Set(
        [...staticGraph([START_MODULE, LAZY_MODULE], ctx)].filter(
          (module) => !entry.has(module) && !/[\\/]node_modules[\\/]/.test(module),
        ),
      );
    }
    // Named as the module, so the manifest's readers find it by its key (vite-manifest.ts `chunkOf`).
    return members.has(id) ? 'start-in-browser' : null;
  };
}

/** Files worth compressing: text. Fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_SIZE = 1024;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) file beside every compressible file of the build;
 * the server sends them as they are (@fastify/static `preCompressed`), so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'prix:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        files
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map(async (entry) => {
            const file = path.join(entry.parentPath, entry.name);
            if (path.relative(outDir, file).startsWith('.')) return; // .vite/manifest.json is for tools
            const content = await readFile(file);
            if (content.length < MIN_SIZE) return;
            const [br, gz] = await Promise.all([
              promisify(brotliCompress)(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              promisify(gzip)(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}

/** Where the server's build goes: inside the browser's, hidden (never served: plugins/web-app.ts). */
const SSR_OUT_DIR = 'dist/.ssr';

/**
 * The server's build of the app (`vite build --ssr src/entry-server.tsx`): the signed-in pages' first view,
 * drawn by the API server (decision 0049). Every library bundled in (the server runs it without the web app's
 * node_modules), one file per lazy module as in the browser, nothing compressed or copied.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true, target: 'node' },
  // Vite leaves `process.env.NODE_ENV` of a server build to the running process, and the portal runs outside
  // production too (the demo, the tests): React, MUI and emotion would then draw in their development builds,
  // slower, with class names carrying labels the browser's build does not write, so the browser inserted every
  // style again beside the server's. The server draws as the browser's production build does.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: SSR_OUT_DIR,
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // The browser's build wrote the fonts and images; the server only needs their addresses.
    ssrEmitAssets: false,
  },
});

const browserBuild = defineConfig({
  plugins: [react(), preloadFont(), preloadStart(), pdfjsData(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route area loads; the bundle budget check reads it.
    manifest: true,
    // Never inline assets as data: URIs (Vite does so for small font subsets): the CSP allows fonts from 'self'.
    assetsInlineLimit: 0,
    // index.html keeps its <link rel=modulepreload> tags; a lazy area's import does not insert one for each
    // chunk it needs: on a phone those 13–34 insertions ran inside the router's first navigation, one long
    // task (staff list TBT median 471 → 243 ms over 14 Lighthouse runs each; decision 0042).
    // No polyfill in the entry: every browser the build targets without modulepreload (Safari before 17) only
    // fetches the preloaded chunks later, when the entry imports them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // Chunks follow the pages of the route table (src/app/routes.ts): each page gets its code, the signed-in
        // frame its two chunks, and code shared by several pages goes to chunks of its own. React and the
        // router, which every page runs, form a named group that stays cached across releases. No group for all of MUI or all of node_modules:
        // that would put every component of every screen in the first download again (decision 0011).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            // zod, which only forms and the pages that check answers need: left ungrouped, the bundler put it
            // in a chunk the shell imports (with once.ts and clicks.ts), so every page downloaded it.
            // Its settings module stays out: the entry sets `jitless` (src/zod-config.ts) and needs no more.
            // The signed-in frame's modules, alone (their dependencies in the first download stay there).
            { name: startChunk(), includeDependenciesRecursively: false },
            { name: shellChunks(), includeDependenciesRecursively: false },
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/](?!v4[\\/]core[\\/]core\.js$)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_SERVER,
      '/oidc': API_SERVER,
      '/idp': API_SERVER,
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
