/**
 * The web build's manifest (apps/web/dist/.vite/manifest.json) and what a page loads from it: read by the
 * bundle budget (tools/bundle-budget/bundle-budget.ts), by the server to preload a page's chunks
 * (apps/server/src/plugins/web-app.ts) and by the delivery browser tests. Pure functions: no file system here.
 */
import { LISTED_PUBLIC_PAGES, PUBLIC_PAGES } from './public-pages.js';

/** One entry of the manifest (the fields used). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The app's entry and the modules of its lazy areas (apps/web/src/app/routes.ts), as manifest keys. */
export const WEB_MODULES = {
  entry: 'index.html',
  /** What draws the app in the browser, fetched by every page with the entry (index.html names it). */
  start: 'src/app/start-in-browser.tsx',
  /** The public pages' own modules are their rows' (PUBLIC_PAGES); the login page's, named for the tests. */
  login: PUBLIC_PAGES.login.module,
  /** What the public pages fetch after their first paint, with zod: the locator's enquiry form, … */
  ondeComprarForm: 'src/features/onde-comprar/contato-form.tsx',
  /** … the application's validation, fetched when its CNPJ is left or it is sent, … */
  sejaParceiroValidation: 'src/features/seja-parceiro/candidatura-validation.ts',
  /** … and the public privacy request's, fetched when it is sent. */
  seusDadosValidation: 'src/features/seus-dados/seus-dados-validation.ts',
  shell: 'src/app/shell-area.tsx',
  /** /home's own chunk (the shell draws the frame, this the page); the banner carousel loads after it. */
  home: 'src/features/home/home-page.tsx',
  /** The register area: its routes; each record form is a lazy module of its own. */
  registers: 'src/registers/register-route.tsx',
  /** The register lists, fetched beside the area on a list's address; the forms do not download them. */
  registerLists: 'src/registers/lists.tsx',
  clickReport: 'src/features/relatorio/relatorio-view.tsx',
} as const;

/**
 * Every page's first download: the entry and the browser's drawing of the app, which the entry imports only
 * after the first paint (a page the server drew is painted before React runs) but index.html names at once.
 */
export const FIRST_DOWNLOAD: readonly string[] = [WEB_MODULES.entry, WEB_MODULES.start];

/**
 * The chunk a module became when the bundler made it a shared chunk instead of an entry of its own (the shell's
 * area, which every signed-in area imports): the manifest names it `_{name}-{hash}.js`.
 */
function sharedChunkOf(manifest: Manifest, key: string): ManifestChunk | undefined {
  const name = key
    .split('/')
    .pop()
    ?.replace(/\.[jt]sx?$/, '');
  if (!name || !key.startsWith('src/')) return undefined;
  const found = Object.entries(manifest).filter(([other]) =>
    new RegExp(`^_${name}-[\\w-]+\\.js$`).test(other),
  );
  return found.length === 1 ? found[0]![1] : undefined;
}

/** A module's chunk in the manifest, as an entry of its own or as a shared chunk; throws when it is in neither. */
export function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key] ?? sharedChunkOf(manifest, key);
  if (!chunk) throw new Error(`${key} não está no manifesto do build: a tabela de áreas está desatualizada?`);
  return chunk;
}

/** The JavaScript files loading `modules` downloads: their chunks and their static imports, transitively. */
export function filesLoaded(manifest: Manifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunkOf(manifest, key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...files].sort();
}

/** A page address whose lazy areas a first visit needs at once. */
export interface PagePreload {
  matches: (pathname: string) => boolean;
  /** Manifest keys of its areas, beyond the entry. */
  modules: readonly string[];
}

/**
 * The pages whose areas are fetched with the page (`Link: rel=modulepreload`) rather than after the entry runs:
 * the public pages search engines list (LISTED_PUBLIC_PAGES), where visits start: the login page, where most
 * do, the locator and the programme's page (a search engine's result, a shared link), the privacy request
 * (every public page's footer, the consent texts). Without it a page waits for the entry to download and run
 * before its chunk is even requested. First match.
 *
 * Not the signed-in pages: measured on /home and the staff list (docs/performance.md), naming their
 * areas (~120 kB) with the page made them compete with the entry for a phone's bandwidth, and put the first
 * paint (the loader and, on a first visit, the cookie notice) behind them: LCP 1.8–2.0 s without, 2.7–3.2 s
 * with. They are usually reached from the login page, whose entry is then cached, so the areas start at once.
 */
export const PAGE_PRELOADS: readonly PagePreload[] = LISTED_PUBLIC_PAGES.map((page) => ({
  matches: (pathname) => pathname === page.path,
  modules: [page.module],
}));
