// The bundle budget: for each route area of the built app, the JavaScript a first visit to it
// downloads (the entry and the area's lazy modules, each with its static imports, transitively), compressed as
// the server sends it (brotli, and gzip for browsers without it). Prints the table; exits 1 when a route is
// over its budget. Reads Vite's manifest (build.manifest) and the files of apps/web/dist; no timing, no network.
//
//   node --import tsx tools/bundle-budget/bundle-budget.ts [--strict] [distDir]
//
// --strict ignores ALLOWANCES: every route must be within its budget (npm run budget -- --strict).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { filesLoaded, FIRST_DOWNLOAD, WEB_MODULES, type Manifest } from '@prix/shared/vite-manifest';
import { PUBLIC_PAGES, type PublicPage } from '@prix/shared/public-pages';

export interface Budget {
  /** Bytes, brotli. */
  brotli: number;
  /** Bytes, gzip. */
  gzip: number;
}

/** Sizes are in kB of 1,000 bytes, as Vite prints them. */
const KB = 1000;
/** The login page is most visits' first download, on any phone: it gets the tightest budget. */
export const LOGIN_BUDGET: Budget = { brotli: 110 * KB, gzip: 125 * KB };
/** Every other route, the register screens included. */
export const ROUTE_BUDGET: Budget = { brotli: 230 * KB, gzip: 260 * KB };

/**
 * Routes over their budget, each with the most it may weigh until it is brought back within: a ceiling a
 * little above its size when it was recorded, so the check still fails when it grows. Never for the login
 * page.
 */
export const ALLOWANCES: Record<string, Budget> = {
  // None: the company form and /beneficios came back within theirs (the class history's table and the answer
  // dialog after the first paint, decision 0036).
};

/**
 * Ceilings of what a page has once the parts it fetches after its first paint have arrived (`afterPaint`
 * rows, decision 0039): not the route's budget, which counts its first download (entry and static imports),
 * but a limit a little above the size recorded, so a part cannot grow unnoticed.
 */
const AFTER_PAINT_CEILINGS = {
  // A form's selectors, masks, validation, tab bar and delete dialog (AFTER_FORM_PAINT); with the trail above it.
  form: { brotli: 296 * KB, gzip: 335.6 * KB },
  // The FAQ form's rich-text editor, tiptap with ProseMirror (~110 kB brotli; a trimmed set of tiptap
  // extensions saved only 2.4 kB). Staff only, and only on a form with a rich-text field.
  faqEditor: { brotli: 337 * KB, gzip: 386 * KB },
  // pdf.js itself is ~150 kB brotli; it downloads only on /docs/*, after the viewer's frame has painted.
  // With the structure-tree repair that makes a tagged PDF's tables readable to screen readers (+0.6 kB), and
  // the browser's drawing of the app apart from the entry (decision 0049: +1 kB), the shared libraries' chunk
  // (ALLOWANCES: +0.6 kB) and the page trail.
  pdfjs: { brotli: 342.5 * KB, gzip: 402.5 * KB },
  // The co-op fund redemption's proof (its XML or DANFE and photos, decision 0055): 230.5 / 262.6 kB recorded
  // with the page trail, the answer dialog apart.
  comprovacao: { brotli: 231.5 * KB, gzip: 263.5 * KB },
  // The company form with its class history's table (decision 0053), fetched after it paints: 229.8 / 261.3 kB.
  historicoClasse: { brotli: 231 * KB, gzip: 262.5 * KB },
} satisfies Record<string, Budget>;

/** A page's address as the table prints it: `{token}` for a parameter. */
const routeLabel = (pattern: string) => pattern.replace(/:(\w+)\??/g, '{$1}');

/**
 * Each public page (PUBLIC_PAGES, one row each): a first visit from a search engine, a shared link or an
 * e-mail, on any phone, as tight as the login; but the error page, drawn with MUI (the sign-in flow's messages).
 */
const PUBLIC_PAGE_AREAS: RouteArea[] = Object.values<PublicPage>(PUBLIC_PAGES).map((page) => ({
  route: routeLabel(page.path),
  modules: [...FIRST_DOWNLOAD, page.module],
  budget: page === PUBLIC_PAGES.erros ? ROUTE_BUDGET : LOGIN_BUDGET,
}));

/** A public page once it has fetched what it validates with (zod), after its first paint. */
const afterPublicPaint = (page: PublicPage, what: string, module: string): RouteArea => ({
  route: `${routeLabel(page.path)} (${what})`,
  modules: [...FIRST_DOWNLOAD, page.module, module],
  budget: ROUTE_BUDGET,
  afterPaint: true,
});
/** The locator's enquiry form (zod, the masks) comes only when a visitor opens it. */
const ONDE_COMPRAR_FORM = afterPublicPaint(
  PUBLIC_PAGES.ondeComprar,
  'com o formulário de contato',
  WEB_MODULES.ondeComprarForm,
);
/** The application's validation comes when its CNPJ is left or the form is sent. */
const SEJA_PARCEIRO_VALIDATION = afterPublicPaint(
  PUBLIC_PAGES.sejaParceiro,
  'com a validação',
  WEB_MODULES.sejaParceiroValidation,
);
/** The public privacy request's validation comes when it is sent. */
const SEUS_DADOS_VALIDATION = afterPublicPaint(
  PUBLIC_PAGES.seusDados,
  'com a validação',
  WEB_MODULES.seusDadosValidation,
);

/**
 * Libraries only some routes may download, found by a name each keeps in its minified code; every other route
 * area of the build (a new lazy page included) must not. zod is for the pages that validate what a person
 * types: the benefit forms, the registration change, the billing import, the 'Onde comprar' forms once sent,
 * and the record forms and 'Meus dados' once painted (their validation is a part fetched after the first paint, decision 0037).
 * Every other page reads only answers the server has checked (SERVER_CHECKED_ANSWERS) and constants without
 * zod ('@prix/shared/core', '@prix/shared/core/<feature>', decision 0035); zod would add ~24 kB brotli to each.
 */
export const KEPT_OUT: readonly { library: string; marker: string; allowedIn: readonly string[] }[] = [
  {
    library: 'zod',
    marker: '$ZodType',
    allowedIn: [
      // A record form (and 'Meus dados') validates with a part fetched after it paints (decision 0037).
      '/cadastro/*/detalhe (com as partes após a primeira pintura)',
      '/beneficios',
      '/beneficios (resgate, com a comprovação)',
      '/formulario-alteracao-cadastral',
      '(src/features/faturamento/import-dialog.tsx)',
      // The locator's enquiry form validates what the visitor types; the page itself stays without zod.
      ONDE_COMPRAR_FORM.route,
      // The 'Onde comprar' forms' schemas, fetched when one is sent (the listing, declining, reassigning).
      '(src/lib/onde-comprar-validation.ts)',
      // The application's schemas, fetched when its CNPJ is left or it is sent; the page itself stays without zod.
      SEJA_PARCEIRO_VALIDATION.route,
      // A reviewer's decision on an application, checked with its schema fetched when it is sent.
      '(src/features/candidaturas/decisao-validation.ts)',
      // The privacy requests: a person's, checked when sent, and the public form's, fetched when it is sent.
      '(src/features/privacidade/solicitacao-validation.ts)',
      SEUS_DADOS_VALIDATION.route,
      // The privacy officer's answer to a person, checked with its schema fetched when it is sent.
      '(src/features/privacidade-encarregado/resposta-validation.ts)',
    ],
  },
];

/** The app's entry (index.html) and the modules of its lazy areas (src/app/routes.ts). */

export const SHELL = WEB_MODULES.shell;
export const HOME = WEB_MODULES.home;
/** The document viewers' and the video page's area (src/features/viewer). */
const VIEWER = 'src/features/viewer/viewer-area.ts';
export const REGISTERS = WEB_MODULES.registers;
export const REGISTER_LISTS = WEB_MODULES.registerLists;

/** The rich-text editor (tiptap and ProseMirror), fetched only by a form that shows a rich-text field. */
export const RICH_TEXT_EDITOR = 'src/registers/form/rich-text-editor.tsx';

/**
 * The parts of a form fetched once it has painted (lib/lazy-part.ts): the selectors' Autocomplete, imask, the
 * validation, the tab bar, the delete confirmation.
 */
export const AFTER_FORM_PAINT = [
  'src/components/selector/selector-combobox.tsx',
  'src/components/masked-input/imask-input.tsx',
  'src/registers/form/form-validation.ts',
  'src/registers/detail/detail-tabs.tsx',
  'src/registers/detail/confirm-delete.tsx',
];

/** A register's record form, opened first: the register area (not the lists), then the form's own module. */
const registerForm = (route: string, module: string): RouteArea => ({
  route,
  modules: [...FIRST_DOWNLOAD, SHELL, REGISTERS, `src/registers/${module}`],
  budget: ROUTE_BUDGET,
});

export interface RouteArea {
  route: string;
  /** Manifest keys a first visit to the route loads. */
  modules: string[];
  budget: Budget;
  /**
   * The row is what the page has once the parts it fetches after its first paint have arrived, held to a
   * ceiling of its own (AFTER_PAINT_CEILINGS), not the route's first download.
   */
  afterPaint?: boolean;
}

/** The route areas to measure; any other lazy module of the build is measured as a page inside the shell. */
export const ROUTE_AREAS: RouteArea[] = [
  ...PUBLIC_PAGE_AREAS,
  ONDE_COMPRAR_FORM,
  SEJA_PARCEIRO_VALIDATION,
  SEUS_DADOS_VALIDATION,
  { route: '/home', modules: [...FIRST_DOWNLOAD, SHELL, HOME], budget: ROUTE_BUDGET },
  {
    route: '/home (parceiro com várias empresas)',
    modules: [...FIRST_DOWNLOAD, SHELL, HOME, 'src/app/shell/company-select.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/cadastro/*/lista',
    modules: [...FIRST_DOWNLOAD, SHELL, REGISTERS, REGISTER_LISTS],
    budget: ROUTE_BUDGET,
  },
  registerForm('/cadastro/*/detalhe', 'register-detail.tsx'),
  {
    route: '/cadastro/*/detalhe (com as partes após a primeira pintura)',
    modules: [...FIRST_DOWNLOAD, SHELL, REGISTERS, 'src/registers/register-detail.tsx', ...AFTER_FORM_PAINT],
    budget: AFTER_PAINT_CEILINGS.form,
    afterPaint: true,
  },
  // A file register's form (arquivo, banner, …) also has the upload area.
  registerForm('/cadastro/*/detalhe (cadastro com arquivo)', 'register-file-detail.tsx'),
  registerForm('/cadastro/cliente/detalhe', 'views/cliente-detail.tsx'),
  // The company form once its class history's table has arrived, after the first paint (decision 0053).
  {
    route: '/cadastro/cliente/detalhe (com o histórico de classe)',
    modules: [
      ...FIRST_DOWNLOAD,
      SHELL,
      REGISTERS,
      'src/registers/views/cliente-detail.tsx',
      'src/registers/views/historico-classe-card.tsx',
    ],
    budget: AFTER_PAINT_CEILINGS.historicoClasse,
    afterPaint: true,
  },
  registerForm('/cadastro/usuario/detalhe', 'views/usuario-detail.tsx'),
  registerForm('/cadastro/usuario/externo', 'views/usuario-externo.view.tsx'),
  registerForm('/cadastro/classe-beneficio/detalhe', 'views/classe-beneficio-detail.tsx'),
  // A form with a rich-text field (the FAQ's answer) paints as '/cadastro/*/detalhe', then fetches the editor,
  // a chunk of its own, while the field shows its loading state.
  {
    route: '/cadastro/faq/detalhe (com o editor)',
    modules: [...FIRST_DOWNLOAD, SHELL, REGISTERS, 'src/registers/register-detail.tsx', RICH_TEXT_EDITOR],
    budget: AFTER_PAINT_CEILINGS.faqEditor,
    afterPaint: true,
  },
  {
    route: '/faq',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/faq/faq-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/cadastro/relatorio/lista',
    modules: [...FIRST_DOWNLOAD, SHELL, WEB_MODULES.clickReport],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/relatorio/faturamento/lista',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/faturamento/faturamento-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/relatorio/faturamento/lista (com o gráfico)',
    modules: [
      ...FIRST_DOWNLOAD,
      SHELL,
      'src/features/faturamento/faturamento-page.tsx',
      'src/features/faturamento/faturamento-chart.tsx',
    ],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/relatorio/faturamento/lista (colaborador escolhe o parceiro)',
    modules: [
      ...FIRST_DOWNLOAD,
      SHELL,
      'src/features/faturamento/faturamento-page.tsx',
      'src/components/company-picker.tsx',
    ],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/meu-perfil/*',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/registers/views/meu-perfil-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  // What paints the viewer's frame (title, loading state) and the video page; pdf.js follows (next row).
  { route: '/docs/*, /video', modules: [...FIRST_DOWNLOAD, SHELL, VIEWER], budget: ROUTE_BUDGET },
  {
    route: '/docs/* (com o pdf.js)',
    modules: [...FIRST_DOWNLOAD, SHELL, VIEWER, 'src/features/viewer/pdf-viewer.tsx'],
    budget: AFTER_PAINT_CEILINGS.pdfjs,
    afterPaint: true,
  },
  {
    route: '/listar-imagens-produtos',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/product-images/product-images-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/recursos',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/recursos/recursos-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/beneficios',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/beneficios/beneficios-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  // The co-op fund redemption's form paints as '/beneficios', then fetches its proof's fields (the NF-e's XML
  // or DANFE and the photos, decision 0055), a part of its own, as a record form fetches its parts.
  {
    route: '/beneficios (resgate, com a comprovação)',
    modules: [
      ...FIRST_DOWNLOAD,
      SHELL,
      'src/features/beneficios/beneficios-page.tsx',
      'src/features/beneficios/comprovacao-resgate.tsx',
    ],
    budget: AFTER_PAINT_CEILINGS.comprovacao,
    afterPaint: true,
  },
  {
    route: '/formulario-alteracao-cadastral',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/beneficios/alteracao-cadastral-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/minhas-solicitacoes',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/solicitacoes/minhas-solicitacoes-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/solicitacoes',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/solicitacoes/fila-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/verba-marketing-cooperado',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/verba/verba-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/verba-marketing-cooperado (colaborador escolhe o parceiro)',
    modules: [
      ...FIRST_DOWNLOAD,
      SHELL,
      'src/features/verba/verba-page.tsx',
      'src/components/company-picker.tsx',
    ],
    budget: ROUTE_BUDGET,
  },
  // 'Meu desempenho', a partner's first screen on a phone: the page, then its chart once painted; staff choose
  // the partner. The staff's report of every partner.
  {
    route: '/desempenho',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/desempenho/desempenho-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/desempenho (com o gráfico)',
    modules: [
      ...FIRST_DOWNLOAD,
      SHELL,
      'src/features/desempenho/desempenho-page.tsx',
      'src/features/desempenho/desempenho-chart.tsx',
    ],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/desempenho (colaborador escolhe o parceiro)',
    modules: [
      ...FIRST_DOWNLOAD,
      SHELL,
      'src/features/desempenho/desempenho-page.tsx',
      'src/components/company-picker.tsx',
    ],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/relatorio/desempenho',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/desempenho/relatorio-desempenho-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/relatorio/reclassificacao',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/reclassificacao/reclassificacao-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/categorias',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/categorias/categorias-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  // 'Onde comprar' in the portal: a partner's enquiries, the staff's enquiries and report, the company's listing.
  {
    route: '/oportunidades',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/oportunidades/oportunidades-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/contatos',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/oportunidades/contatos-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/relatorio/contatos',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/oportunidades/relatorio-contatos-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  // 'Seja um parceiro' in the portal: the staff's applications and the mandatory trainings' report.
  {
    route: '/candidaturas',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/candidaturas/candidaturas-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/relatorio/treinamentos',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/treinamentos/relatorio-treinamentos-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  // Every person's 'Privacidade' (their data, requests and sessions); a request's schema is fetched when sent.
  {
    route: '/privacidade',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/privacidade/minha-privacidade-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  // Privacy under the LGPD: the officer's queue of requests, the look-up of a person, the reads log.
  {
    route: '/privacidade/solicitacoes',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/privacidade-encarregado/solicitacoes-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/privacidade/titular',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/privacidade-encarregado/titular-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: '/privacidade/acessos',
    modules: [...FIRST_DOWNLOAD, SHELL, 'src/features/privacidade-encarregado/acessos-page.tsx'],
    budget: ROUTE_BUDGET,
  },
  {
    route: "/cadastro/cliente/detalhe ('Página pública')",
    modules: [...FIRST_DOWNLOAD, SHELL, REGISTERS, 'src/registers/views/cliente-pagina-publica.tsx'],
    budget: ROUTE_BUDGET,
  },
];

/** Every area to check: the known ones, plus one per lazy module of the build that none of them names. */
export function areasOf(manifest: Manifest, known: RouteArea[] = ROUTE_AREAS): RouteArea[] {
  const named = new Set(known.flatMap((area) => area.modules));
  const others = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !named.has(key))
    .map(([key]) => ({ route: `(${key})`, modules: [...FIRST_DOWNLOAD, SHELL, key], budget: ROUTE_BUDGET }));
  return [...known, ...others];
}

export interface FileSizes {
  raw: number;
  brotli: number;
  gzip: number;
}

/** Sizes of a built file as the server sends it: its .br/.gz siblings when the build wrote them. */
export function fileSizes(distDir: string): (file: string) => FileSizes {
  const cache = new Map<string, FileSizes>();
  return (file) => {
    const known = cache.get(file);
    if (known) return known;
    const full = path.join(distDir, file);
    const content = readFileSync(full);
    const sibling = (ext: string, make: () => Buffer) =>
      existsSync(full + ext) ? readFileSync(full + ext).length : make().length;
    const sizes = {
      raw: content.length,
      brotli: sibling('.br', () =>
        brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
      ),
      gzip: sibling('.gz', () => gzipSync(content, { level: constants.Z_BEST_COMPRESSION })),
    };
    cache.set(file, sizes);
    return sizes;
  };
}

export interface AreaRow extends FileSizes {
  route: string;
  files: number;
  budget: Budget;
  afterPaint?: boolean;
  /** Within its budget. */
  pass: boolean;
  /** Over its budget, but within the allowance recorded for it (ALLOWANCES). */
  tolerated?: Budget;
}

const within = (size: FileSizes, budget: Budget) => size.brotli <= budget.brotli && size.gzip <= budget.gzip;

export function measure(
  manifest: Manifest,
  sizeOf: (file: string) => FileSizes,
  areas = areasOf(manifest),
  allowances: Record<string, Budget> = ALLOWANCES,
) {
  return areas.map((area): AreaRow => {
    const files = filesLoaded(manifest, area.modules);
    const total = files.map(sizeOf).reduce(
      (sum, size) => ({
        raw: sum.raw + size.raw,
        brotli: sum.brotli + size.brotli,
        gzip: sum.gzip + size.gzip,
      }),
      { raw: 0, brotli: 0, gzip: 0 },
    );
    const pass = within(total, area.budget);
    const allowance = area.budget === LOGIN_BUDGET ? undefined : allowances[area.route];
    const tolerated = !pass && allowance && within(total, allowance) ? allowance : undefined;
    return {
      route: area.route,
      files: files.length,
      ...total,
      budget: area.budget,
      afterPaint: area.afterPaint,
      pass,
      tolerated,
    };
  });
}

/** One line per route area that downloads a library KEPT_OUT does not allow it, naming the files that carry it. */
export function keptOutLeaks(
  manifest: Manifest,
  textOf: (file: string) => string,
  areas: RouteArea[] = areasOf(manifest),
): string[] {
  return KEPT_OUT.flatMap(({ library, marker, allowedIn }) =>
    areas
      .filter((area) => !allowedIn.includes(area.route))
      .flatMap((area) => {
        const carriers = filesLoaded(manifest, area.modules).filter((file) => textOf(file).includes(marker));
        return carriers.length
          ? [
              `${area.route} baixa ${library} (${carriers.join(', ')}): deveria vir só com as páginas que o usam.`,
            ]
          : [];
      }),
  );
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

function verdict(row: AreaRow): string {
  if (row.pass) return row.afterPaint ? 'sim (teto após a pintura)' : 'sim';
  if (row.tolerated) return `não: tolerado até ${kb(row.tolerated.brotli)} / ${kb(row.tolerated.gzip)}`;
  return 'NÃO';
}

/** The table, in Markdown (docs/performance.md copies it). */
export function formatTable(rows: AreaRow[]): string {
  const lines = [
    '| route | JS files | raw | brotli | gzip | budget (brotli / gzip) | pass |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.files} | ${kb(row.raw)} | ${kb(row.brotli)} | ${kb(row.gzip)} | ` +
        `${kb(row.budget.brotli)} / ${kb(row.budget.gzip)} | ${verdict(row)} |`,
    ),
  ];
  return lines.join('\n');
}

/**
 * Each chain of chunks that import one another in a circle, as `a → b → a` (file names): a chunk evaluated
 * before the one it imports back reads its bindings unset. The take-over evaluates the shared chunks one by one
 * (apps/web/src/app/take-over.ts), which a circle would break; so would a page's chunk.
 */
export function chunkCycles(manifest: Manifest): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (key: string, path: string[]) => {
    state.set(key, 'open');
    for (const imported of manifest[key]?.imports ?? []) {
      if (state.get(imported) === 'open') {
        cycles.push(
          [...path.slice(path.indexOf(imported)), imported].map((k) => manifest[k]?.file ?? k).join(' → '),
        );
      } else if (!state.has(imported)) visit(imported, [...path, imported]);
    }
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key, [key]);
  return cycles;
}

/**
 * Measures the build in `distDir`; returns whether every route is within its budget (or, unless `strict`,
 * within the allowance recorded for it), no route downloads a library kept out of it, and no chunks import one
 * another in a circle.
 */
export function checkBuild(
  distDir: string,
  log: (text: string) => void = (text) => process.stdout.write(`${text}\n`),
  { strict = false, allowances = ALLOWANCES }: { strict?: boolean; allowances?: Record<string, Budget> } = {},
) {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} não existe: rode "npm run build" antes.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const rows = measure(manifest, fileSizes(distDir), areasOf(manifest), strict ? {} : allowances);
  log('JavaScript por área de rota (primeira visita, comprimido como o servidor envia):');
  log(formatTable(rows));
  const over = rows.filter((row) => !row.pass && !row.tolerated);
  for (const row of over) {
    log(
      `Orçamento excedido em ${row.route}: ${kb(row.brotli)} brotli / ${kb(row.gzip)} gzip ` +
        `(máximo ${kb(row.budget.brotli)} / ${kb(row.budget.gzip)}).`,
    );
  }
  for (const row of rows.filter((r) => r.tolerated)) {
    log(`Acima do orçamento, dentro da tolerância registrada: ${row.route} (docs/performance.md).`);
  }
  const leaks = keptOutLeaks(manifest, (file) => readFileSync(path.join(distDir, file), 'utf8'));
  leaks.forEach((line) => log(line));
  const cycles = chunkCycles(manifest);
  for (const cycle of cycles) log(`Chunks que se importam em círculo: ${cycle}.`);
  return over.length === 0 && leaks.length === 0 && cycles.length === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const dir = args.find((arg) => !arg.startsWith('--'));
  const distDir = path.resolve(dir ?? path.join(import.meta.dirname, '../../apps/web/dist'));
  process.exitCode = checkBuild(distDir, undefined, { strict }) ? 0 : 1;
}
