import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API server (apps/server) runs on :3000; the browser only ever talks to Vite. */
const API_SERVER = 'http://localhost:3000';

/** The font file every page needs first (fonts.css): preloaded from index.html. */
const PRELOADED_FONT = 'roboto-latin-400-normal.woff2';

/**
 * Adds `<link rel="preload">` for the regular Roboto file to the built index.html, under its fingerprinted name,
 * so the browser fetches it with the first CSS instead of after it.
 */
function preloadFont(): Plugin {
  return {
    name: 'prix:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const asset = Object.values(bundle ?? {}).find(
          (file) =>
            file.type === 'asset' && file.originalFileNames.some((name) => name.endsWith(PRELOADED_FONT)),
        );
        if (!asset) throw new Error(`${PRELOADED_FONT} não foi emitido: confira src/fonts.css`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${asset.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
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

export default defineConfig({
  plugins: [react(), preloadFont(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route area loads; the bundle budget check reads it.
    manifest: true,
    // Never inline assets as data: URIs (Vite does so for small font subsets): the CSP allows fonts from 'self'.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Chunks follow the route areas (src/app/areas): each lazy area gets its code, and code shared by
        // several areas goes to chunks of its own. Only React and the router, which every page runs, form a
        // named group that stays cached across releases. No group for all of MUI or all of node_modules:
        // that would put every component of every screen in the first download again (decision 0011).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
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
