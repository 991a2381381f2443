import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { allows, MSG, REGISTER_DEFS, type AccessRule, type SessionInfo } from '@prix/shared/core';
import { FORMULARIOS_BENEFICIO, LAYOUT_RESGATE_VERBA } from '@prix/shared/core/solicitacao';
import { PUBLIC_ROUTES } from '../apps/web/src/app/public-routes';
import { linkOf, SHELL_ROUTES, type PageRoute } from '../apps/web/src/app/routes';
import { documentViewer } from '../apps/web/src/features/viewer/document-viewers';
import { REGISTERS } from '../apps/web/src/registers/register-access';
import { DEMO, signIn, watchConsole, type DemoAccount, test } from './fixtures';

// The accessibility walk: every page of the route table (apps/web/src/app/routes.ts, public-routes.ts) and the
// server's API reference, at a desktop and a phone width, as a partner, as staff and (the public pages) as a
// visitor, checked by axe-core against WCAG 2.0–2.2 A and AA: a serious or critical violation fails, printed
// with its rule, page and elements. At the desktop width each page is opened through the app's router (history
// navigation, as a link does) and the focus must then be on its heading or inside its main content, never on
// the body; at the phone width each signed-in page is loaded and must arrive drawn by the server (`walk`).
//
// A page enters the walk through its row: SHELL_SAMPLES / PUBLIC_SAMPLES give each row its addresses, and the
// first test fails for a row without them, so a new page cannot be left out.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type PageAccess = PageRoute['access'];

/** One address to walk, with its own rule when it is narrower than its row's (a register, a document). */
interface Sample {
  readonly address: string;
  readonly access?: PageAccess;
  /** What shows once the page has its content, beyond its heading (a PDF's page, a player). */
  readonly ready?: string;
}

/** What a row's samples may read: the walking user's session and the API as that user. */
interface Walker {
  readonly session: SessionInfo;
  /**
   * The first record's uuid of a list answer (`GET /api{path}`), or of its first in `status`; null when there
   * is none.
   */
  readonly firstUuid: (apiPath: string, status?: string) => Promise<string | null>;
}

type Samples = (walker: Walker) => Promise<readonly (string | Sample)[]> | readonly (string | Sample)[];

const registerRead = (name: string) => REGISTERS.find((register) => register.name === name)!.read;

/**
 * Every register's list, and a record of each kind of record screen: plain (países), with selectors (filiais),
 * with a file (arquivos, a saved one and a new one), with the text editor (FAQ), with related tabs (perfis), and
 * the registers with screens of their own (benefício por classe, parceiros, usuários, funcionário externo).
 */
const registerSamples: Samples = async ({ session, firstUuid }) => {
  const samples: Sample[] = REGISTERS.map((register) => ({
    address: `/cadastro/${register.name}/lista`,
    access: register.read,
  }));
  const record = async (name: string, apiPath: string, address: (uuid: string) => string) => {
    if (!allows(registerRead(name), session.permissions)) return;
    const uuid = await firstUuid(apiPath);
    if (uuid) samples.push({ address: address(uuid), access: registerRead(name) });
  };
  for (const name of ['pais', 'filial', 'arquivo', 'faq', 'perfil']) {
    const def = REGISTER_DEFS.find((candidate) => candidate.name === name)!;
    await record(name, def.apiPath, (uuid) => `/cadastro/${name}/detalhe/${uuid}`);
  }
  samples.push({ address: '/cadastro/arquivo/detalhe/novo', access: registerRead('arquivo') });
  samples.push({
    address: '/cadastro/classe-beneficio/detalhe/1000/DSCS',
    access: registerRead('classe-beneficio'),
  });
  await record('cliente', '/cliente', (uuid) => `/cadastro/cliente/detalhe/${uuid}`);
  await record('usuario', '/usuario', (uuid) => `/cadastro/usuario/detalhe/${uuid}`);
  await record('usuario', '/usuario', (uuid) => `/cadastro/usuario/externo/${uuid}`);
  return samples;
};

/**
 * The signed-in pages, by their row's pattern, and the addresses that stand for each in the walk: a row with
 * parameters gets concrete ones (a request, a document, a company), 'Meus dados' the address of the row's link.
 */
const SHELL_SAMPLES: Readonly<Record<string, Samples>> = {
  '/home': () => ['/home'],
  '/cadastro/:register/*': registerSamples,
  '/meu-perfil/usuario/detalhe/:uuid': ({ session }) => [
    linkOf(shellRow('/meu-perfil/usuario/detalhe/:uuid'), session),
  ],
  '/privacidade': () => ['/privacidade'],
  '/categorias': () => ['/categorias'],
  '/recursos': () => ['/recursos'],
  '/cadastro/relatorio/*': () => ['/cadastro/relatorio/lista', '/cadastro/relatorio/lista?vista=downloads'],
  '/relatorio/faturamento/lista/:clientId?': ({ session }) =>
    session.usuario.externo
      ? ['/relatorio/faturamento/lista']
      : ['/relatorio/faturamento/lista', '/relatorio/faturamento/lista/100234'],
  '/relatorio/reclassificacao': () => ['/relatorio/reclassificacao'],
  '/relatorio/contatos': () => ['/relatorio/contatos'],
  '/relatorio/treinamentos': () => ['/relatorio/treinamentos'],
  '/relatorio/desempenho': () => ['/relatorio/desempenho'],
  '/desempenho': ({ session }) =>
    session.usuario.externo ? ['/desempenho'] : ['/desempenho', '/desempenho?cliente=100234'],
  '/faq': () => ['/faq'],
  '/listar-imagens-produtos': () => ['/listar-imagens-produtos'],
  // The queue, a request, and a co-op fund redemption: its proof beside the balance and the decisions.
  '/solicitacoes/:uuid?': async ({ firstUuid }) => {
    const uuids = [
      await firstUuid('/solicitacao'),
      await firstUuid(
        `/solicitacao?formulario=${LAYOUT_RESGATE_VERBA}&status=${encodeURIComponent('Em análise')}`,
      ),
    ].filter((uuid) => uuid !== null);
    return ['/solicitacoes', ...uuids.map((uuid) => `/solicitacoes/${uuid}`)];
  },
  '/contatos/:uuid?': async ({ firstUuid }) => {
    const uuid = await firstUuid('/contatos');
    return uuid ? ['/contatos', `/contatos/${uuid}`] : ['/contatos'];
  },
  '/candidaturas/:uuid?': async ({ firstUuid }) => {
    const uuid = await firstUuid('/candidaturas');
    return uuid ? ['/candidaturas', `/candidaturas/${uuid}`] : ['/candidaturas'];
  },
  // The privacy officer's pages: the queue and a request, the look-up (empty, and a demo person's data), the log.
  '/privacidade/solicitacoes/:uuid?': async ({ firstUuid }) => {
    const uuid = await firstUuid('/privacidade/solicitacoes');
    return uuid
      ? ['/privacidade/solicitacoes', `/privacidade/solicitacoes/${uuid}`]
      : ['/privacidade/solicitacoes'];
  },
  '/privacidade/titular': () => [
    '/privacidade/titular',
    `/privacidade/titular?titular=${encodeURIComponent(DEMO.proprietario.email)}`,
  ],
  '/privacidade/acessos': () => ['/privacidade/acessos'],
  '/integracoes': () => ['/integracoes'],
  '/oportunidades/:uuid?': async ({ firstUuid }) => {
    const uuid = await firstUuid('/oportunidades');
    return uuid ? ['/oportunidades', `/oportunidades/${uuid}`] : ['/oportunidades'];
  },
  // The list, a request, and a redemption waiting for the partner's answer (its form with files).
  '/minhas-solicitacoes/:uuid?': async ({ firstUuid }) => {
    const uuids = [
      await firstUuid('/solicitacao/minhas'),
      await firstUuid('/verba-marketing-cooperado', 'Pendência'),
    ].filter((uuid) => uuid !== null);
    return ['/minhas-solicitacoes', ...uuids.map((uuid) => `/minhas-solicitacoes/${uuid}`)];
  },
  // The page, a form with upload areas, and the co-op fund redemption with its proof.
  '/beneficios': () => [
    '/beneficios',
    ...FORMULARIOS_BENEFICIO.filter(
      (form) => form.anexos.length > 1 || form.layout === LAYOUT_RESGATE_VERBA,
    ).map((form) => ({
      address: `/beneficios?form=${encodeURIComponent(form.titulo)}`,
      access: { key: form.permissao } as AccessRule,
    })),
  ],
  '/formulario-alteracao-cadastral': () => ['/formulario-alteracao-cadastral'],
  '/verba-marketing-cooperado': () => ['/verba-marketing-cooperado'],
  '/docs/:identificador/:nome?': () => [
    {
      address: '/docs/lista-de-relacionamento-revendas',
      access: documentViewer('lista-de-relacionamento-revendas')!.access,
      ready: '.react-pdf__Page__canvas',
    },
  ],
  '/video': () => [{ address: '/video', ready: 'iframe[title="Vídeo"]' }],
};

/** The public pages, walked by a visitor. */
const PUBLIC_SAMPLES: Readonly<Record<string, readonly string[]>> = {
  '/acesso/login': ['/acesso/login'],
  // The locator as a visitor finds it, and a search of São Paulo's nearest workshops on its second page.
  '/onde-comprar': ['/onde-comprar', '/onde-comprar?municipio=3550308&tipo=revenda&page=2'],
  // The programme and its form; an applicant's status address with an unknown token (the 404's words).
  '/seja-parceiro': ['/seja-parceiro'],
  '/seja-parceiro/:token': ['/seja-parceiro/endereco-desconhecido'],
  // The privacy request form; a confirmation link with a forged token (the 404's words).
  '/seus-dados': ['/seus-dados'],
  '/seus-dados/confirmar/:token': ['/seus-dados/confirmar/link-forjado'],
  '/erros': [
    '/erros?type=user-not-found-portal-parceiros&email=visitante%40exemplo.com.br',
    '/erros?type=titular-anonimizado',
    '/erros',
  ],
};

function shellRow(path: string): PageRoute {
  return SHELL_ROUTES.find((route) => route.path === path)!;
}

test('every page of the route table has addresses in the accessibility walk', () => {
  const missing = [
    ...SHELL_ROUTES.filter((route) => !SHELL_SAMPLES[route.path]),
    ...PUBLIC_ROUTES.filter((route) => !PUBLIC_SAMPLES[route.path]),
  ].map((route) => route.path);
  expect(missing, 'rows of the route table without addresses in SHELL_SAMPLES or PUBLIC_SAMPLES').toEqual([]);
});

interface Finding {
  readonly address: string;
  readonly viewport: string;
  readonly text: string;
}

/** Opens an address through the app's router, as a link does: history navigation, no reload. */
async function navigate(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

const ERROR_TITLES = ['Página não encontrada', MSG.semPermissao];

/** Waits until the page shows its heading (not an error page's) and nothing of it is loading any more. */
async function settle(page: Page, sample: Sample): Promise<void> {
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible({ timeout: 15_000 });
  if (sample.ready) await expect(page.locator(sample.ready).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main [role="progressbar"], main [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  expect(ERROR_TITLES, `${sample.address} opens its page`).not.toContain(await heading.textContent());
}

/** Where the focus is: 'body', 'h1' (the page's heading), 'main' (inside the main content), or elsewhere. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const main = document.querySelector('main');
    if (active.tagName === 'H1' && main?.contains(active)) return 'h1';
    if (main?.contains(active)) return 'main';
    return `outside main: ${active.tagName.toLowerCase()} ${active.textContent?.slice(0, 40) ?? ''}`;
  });

async function expectFocusOnPage(page: Page, what: string): Promise<void> {
  await expect.poll(() => focusPlace(page), { message: `focus after ${what}` }).toMatch(/^(h1|main)$/);
}

async function axe(page: Page, address: string, viewport: string): Promise<Finding[]> {
  // Legacy mode runs axe in the page itself: the default gathers each run's results in a new blank page,
  // which took three times as long as the checks. Only violations come back.
  const result = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      address,
      viewport,
      text: [
        `${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.nodes
          .slice(0, 8)
          .map(
            (node) =>
              `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
          ),
        violation.nodes.length > 8 ? `    … and ${violation.nodes.length - 8} more` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    }));
}

function expectNoFindings(findings: readonly Finding[]): void {
  const report = findings
    .map((finding) => `${finding.address} at ${finding.viewport}:\n  ${finding.text}`)
    .join('\n\n');
  expect(findings.length, `axe found serious or critical violations:\n\n${report}`).toBe(0);
}

/** A JSON answer of the API as the signed-in user, or null for an error. */
async function apiJson(page: Page, path: string, method = 'GET'): Promise<unknown> {
  const text = await page.evaluate(
    async ({ path, method }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Accept: 'application/json', 'x-prix-cliente': '1' },
      });
      return response.ok ? response.text() : '';
    },
    { path, method },
  );
  return text ? JSON.parse(text.replace(/^\)\]\}',\n?/, '')) : null;
}

async function walkerOf(page: Page): Promise<Walker> {
  return {
    session: (await apiJson(page, '/acesso/info', 'POST')) as SessionInfo,
    firstUuid: async (apiPath, status) => {
      type Item = { uuid?: unknown; status?: unknown };
      const answer = (await apiJson(page, apiPath)) as {
        results?: Item[];
        contatos?: Item[];
        candidaturas?: Item[];
        solicitacoes?: Item[];
        resgates?: Item[];
      } | null;
      const list =
        answer?.results ??
        answer?.contatos ??
        answer?.candidaturas ??
        answer?.solicitacoes ??
        answer?.resgates;
      const uuid = list?.find((item) => status === undefined || item.status === status)?.uuid;
      return typeof uuid === 'string' ? uuid : null;
    },
  };
}

/** The addresses of the signed-in pages: those the user may open, and those the user may not. */
async function shellSamples(walker: Walker): Promise<{ open: Sample[]; closed: Sample[] }> {
  const mayOpen = (access: PageAccess | undefined) =>
    access === undefined ||
    access === 'public' ||
    access === 'signedIn' ||
    allows(access, walker.session.permissions);
  const open: Sample[] = [];
  const closed: Sample[] = [];
  for (const route of SHELL_ROUTES) {
    const samples = SHELL_SAMPLES[route.path];
    if (!samples) throw new Error(`${route.path}: no addresses in the accessibility walk (SHELL_SAMPLES)`);
    for (const item of await samples(walker)) {
      const sample = typeof item === 'string' ? { address: item } : item;
      (mayOpen(route.access) && mayOpen(sample.access) ? open : closed).push(sample);
    }
  }
  return { open, closed };
}

/**
 * How the walk opens each page: through the app's router, as a link does (the focus must then go to the page),
 * or by loading its address, as a typed address or a reload does: the server's first view, which the browser
 * then takes over (decision 0049). A loaded page must come with its first view, and the browser must report no
 * first render that disagreed with the server's (`onRecoverableError` in app/hydrate.tsx writes a console error).
 */
type Opening = { by: 'router' } | { by: 'load'; problems: string[]; failures: string[] };

/** Opens each address in turn, checks what its opening promises, and runs axe. */
async function walk(
  page: Page,
  samples: readonly Sample[],
  viewport: string,
  opening: Opening = { by: 'router' },
): Promise<Finding[]> {
  const findings: Finding[] = [];
  let previous = new URL(page.url()).pathname;
  for (const sample of samples) {
    if (opening.by === 'load') {
      await openByLoading(page, sample, opening);
    } else {
      await navigate(page, sample.address);
      await settle(page, sample);
      const pathname = new URL(page.url()).pathname;
      // Another page, not the same one with another query, takes the focus to its heading.
      if (pathname !== previous) await expectFocusOnPage(page, `opening ${sample.address}`);
      previous = pathname;
    }
    findings.push(...(await axe(page, sample.address, viewport)));
  }
  return findings;
}

/** Loads a signed-in page: it arrives drawn by the server and the browser takes it over as it came. */
async function openByLoading(
  page: Page,
  sample: Sample,
  { problems, failures }: { problems: string[]; failures: string[] },
): Promise<void> {
  const response = await page.goto(sample.address);
  const html = (await response?.text()) ?? '';
  if (!html.includes('id="prix-primeira-tela"') || !/<main[^>]*>[\s\S]*<\/main>/.test(html))
    failures.push(`${sample.address}: the server sent no first view`);
  await settle(page, sample);
  // The browser has taken the page over: a link of the frame answers to the router.
  await expect(page.locator('header a[href="/home"]')).toBeVisible();
  // A refused call (the page's own 4xx) is the page's behaviour, not the take-over's.
  const seen = problems.splice(0).filter((problem) => !problem.startsWith('Failed to load resource'));
  if (seen.length) failures.push(`${sample.address}: ${seen.join(' | ')}`);
}

/** The video player is an outside page: a stand-in, so the test does not wait for the internet. */
async function standInPlayer(page: Page): Promise<void> {
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><title>Player</title><body style="background:#000;color:#fff">Player',
    }),
  );
}

const WALKERS: readonly [string, DemoAccount][] = [
  ['a partner', DEMO.proprietario],
  ['staff', DEMO.admin],
];

for (const { name: viewport, width, height } of VIEWPORTS) {
  for (const [who, account] of WALKERS) {
    test(`every page ${who} may open passes axe and takes the focus, at ${width} px`, async ({ page }) => {
      // Loading each page (the phone's walk) takes longer than going to it through the router.
      test.setTimeout(viewport === 'phone' ? 360_000 : 240_000);
      await standInPlayer(page);
      await page.setViewportSize({ width, height });
      await signIn(page, account);
      await expect(page.locator('main h1')).toBeVisible();
      const walker = await walkerOf(page);
      const { open, closed } = await shellSamples(walker);
      // On a phone each page is loaded (a partner's first visit is there); on a desktop, reached through the
      // router, from page to page.
      const failures: string[] = [];
      const opening: Opening =
        viewport === 'phone'
          ? { by: 'load', problems: await watchConsole(page), failures }
          : { by: 'router' };
      // The walk starts on /home (the sign-in's landing page): it comes last, reached from another page.
      const home = open.filter((sample) => sample.address === '/home');
      const findings = await walk(
        page,
        [...open.filter((sample) => !home.includes(sample)), ...home],
        viewport,
        opening,
      );
      expect(failures, failures.join('\n')).toEqual([]);

      // The page shown instead of one the user may not open, once.
      if (closed[0]) {
        await navigate(page, closed[0].address);
        await expect(page.getByRole('heading', { level: 1, name: MSG.semPermissao })).toBeVisible();
        await expectFocusOnPage(page, `opening ${closed[0].address} without permission`);
        findings.push(...(await axe(page, `${closed[0].address} (sem permissão)`, viewport)));
      }
      // The server's API reference, for staff.
      if (!walker.session.usuario.externo) {
        await page.goto('/api/referencia');
        await expect(page.locator('main h1')).toBeVisible();
        findings.push(...(await axe(page, '/api/referencia', viewport)));
      }
      expectNoFindings(findings);
    });
  }

  test(`the public pages pass axe and take the focus, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const samples = PUBLIC_ROUTES.flatMap((route) => PUBLIC_SAMPLES[route.path] ?? []).map((address) => ({
      address,
    }));
    await page.goto(samples[0]!.address);
    await expect(page.locator('main h1')).toBeVisible();
    // Around and back to the first, which is then reached through the router too.
    expectNoFindings(await walk(page, [...samples.slice(1), samples[0]!], viewport));
  });
}

/**
 * Tabs from where the focus is to the cookie notice (the end of the page) and returns each focused element that
 * the notice or the top bar covered, even in part: their boxes meet and one of them is drawn over it there.
 */
async function tabToNotice(page: Page): Promise<string[]> {
  const covered: string[] = [];
  for (let step = 0; step < 200; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return null;
      const label = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 50);
      const name = `${active.tagName.toLowerCase()} '${label}'`;
      const notice = document.querySelector('.cookie-notice');
      if (notice?.contains(active)) return { name, done: true, under: [] };
      const box = active.getBoundingClientRect();
      const under = [notice, document.querySelector('header')].flatMap((cover) => {
        if (!cover || cover.contains(active) || box.width === 0) return [];
        const other = cover.getBoundingClientRect();
        const left = Math.max(box.left, other.left);
        const right = Math.min(box.right, other.right);
        const top = Math.max(box.top, other.top);
        const bottom = Math.min(box.bottom, other.bottom);
        if (left >= right || top >= bottom) return [];
        const drawn = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        return drawn && cover.contains(drawn) ? [cover.tagName.toLowerCase()] : [];
      });
      return { name, done: false, under };
    });
    if (!focus) continue;
    if (focus.done) return covered;
    if (focus.under.length > 0) covered.push(`${focus.name} under ${focus.under.join(', ')}`);
  }
  throw new Error('the focus never reached the cookie notice');
}

test.describe('the cookie notice never covers the focus', () => {
  // Not acknowledged: the notice shows.
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const { width, height } of VIEWPORTS) {
    test(`tabbing through /home and a register form, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await signIn(page, DEMO.admin);
      await expect(page.getByRole('region', { name: 'Aviso sobre cookies' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Acesso rápido' })).toBeVisible();
      expect(await tabToNotice(page), 'focused elements under the notice or the top bar on /home').toEqual(
        [],
      );

      await navigate(page, '/cadastro/pais/detalhe/novo');
      await expect(page.getByRole('textbox', { name: 'Nome' })).toBeVisible();
      expect(await tabToNotice(page), 'focused elements under the notice or the top bar on the form').toEqual(
        [],
      );

      // Acknowledged from the keyboard, the notice leaves the focus on the page's heading.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Aviso sobre cookies' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
  }
});

test('a save on a register form takes the focus to its message, a deletion to the list', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page.locator('main h1')).toBeVisible();
  await navigate(page, '/cadastro/pais/detalhe/novo');
  await page.getByRole('textbox', { name: 'Código' }).fill('A9');
  await page.getByRole('textbox', { name: 'Nome' }).fill('País da acessibilidade');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Registro incluído com sucesso' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Nome' }).fill('País da acessibilidade editado');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Registro atualizado com sucesso' })).toBeFocused();

  await page.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'SIM' }).click();
  await expect(page).toHaveURL(/\/cadastro\/pais\/lista/);
  await expectFocusOnPage(page, 'deleting the record');
});
