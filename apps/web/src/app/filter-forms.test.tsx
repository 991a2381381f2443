import { readFileSync, globSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { PERM } from '@prix/shared/core';
import { makeSession } from '../test/session-fixtures';
import { renderApp, stubApi, type Reply } from '../test/render-app';
import { SHELL_ROUTES } from './routes';

/**
 * Every filter form of the app, walked the way a person searches: type into its fields, press Enter. The list
 * must be filtered by what was typed (the address holds it), the fields must keep it, the button must offer to
 * clear it, and a second Enter must change nothing. A form that does not go through `useFilterForm`
 * (lib/filter-form.ts) fails here; a new page must say below whether it has filters.
 */

interface Typed {
  /** The field's accessible name. */
  readonly label: string;
  /** What is typed (a masked field's digits). */
  readonly input: string;
  /** What the field then shows, and the address holds. */
  readonly shown: string;
  readonly param: string;
}

interface FilterScreen {
  readonly name: string;
  /** The row of SHELL_ROUTES the screen belongs to. */
  readonly route: string;
  readonly address: string;
  readonly keys: readonly string[];
  /** GET answers by path; the session is answered for every screen. */
  readonly answers: Readonly<Record<string, unknown>>;
  readonly typed: readonly Typed[];
}

const EMPTY_PAGE = { results: [], total: 0 };
const date = (label: string, param: string): Typed => ({
  label,
  input: param === 'dtInit' ? '01012024' : '31012024',
  shown: param === 'dtInit' ? '01/01/2024' : '31/01/2024',
  param,
});

const FILTER_SCREENS: readonly FilterScreen[] = [
  {
    name: 'click report',
    route: '/cadastro/relatorio/*',
    address: '/cadastro/relatorio/lista?page=2',
    keys: [PERM.relatorio.cliques],
    answers: { '/api/relatorio': EMPTY_PAGE },
    typed: [date('Data inicial', 'dtInit'), date('Data final', 'dtEnd')],
  },
  {
    name: "click report's Downloads tab",
    route: '/cadastro/relatorio/*',
    address: '/cadastro/relatorio/lista?vista=downloads',
    keys: [PERM.relatorio.cliques],
    answers: {
      '/api/relatorio/downloads': EMPTY_PAGE,
      '/api/relatorio/downloads/nao-abriram': { ...EMPTY_PAGE, documento: null },
    },
    typed: [date('Data inicial', 'dtInit'), date('Data final', 'dtEnd')],
  },
  {
    name: 'billing report',
    route: '/relatorio/faturamento/lista/:clientId?',
    address: '/relatorio/faturamento/lista/100',
    keys: [PERM.relatorio.faturamento],
    answers: {
      '/api/faturamento/100': {
        ...EMPTY_PAGE,
        errors: [],
        company_id: '100',
        company_name: 'Balanças Silva',
        grupo: false,
        empresas: [{ id: '100', nome: 'Balanças Silva' }],
        meta: null,
      },
    },
    typed: [
      { label: 'Data inicial', input: '012024', shown: '01/2024', param: 'dtInit' },
      { label: 'Data final', input: '062024', shown: '06/2024', param: 'dtEnd' },
    ],
  },
  {
    name: 'requests queue',
    route: '/solicitacoes/:uuid?',
    address: '/solicitacoes?page=3',
    keys: [PERM.solicitacao.gerenciar],
    answers: { '/api/solicitacao': EMPTY_PAGE },
    typed: [{ label: 'Parceiro (código)', input: '100', shown: '100', param: 'cliente' }],
  },
  {
    name: "staff's enquiries",
    route: '/contatos/:uuid?',
    address: '/contatos?page=2',
    keys: [PERM.ondeComprar.gerenciar],
    answers: {
      '/api/contatos': { contatos: [], total: 0, page: 1 },
      '/api/cliente/sem-municipio': { clientes: [] },
    },
    typed: [{ label: 'Busca', input: 'carla', shown: 'carla', param: 'busca' }],
  },
  {
    name: "enquiries' report",
    route: '/relatorio/contatos',
    address: '/relatorio/contatos',
    keys: [PERM.ondeComprar.gerenciar],
    answers: { '/api/contatos/relatorio': { linhas: [] } },
    typed: [date('Data inicial', 'dtInit'), date('Data final', 'dtEnd')],
  },
  {
    name: 'applications',
    route: '/candidaturas/:uuid?',
    address: '/candidaturas?page=2',
    keys: [PERM.candidatura.analisar],
    answers: { '/api/candidaturas': { candidaturas: [], total: 0, page: 1 } },
    typed: [{ label: 'Busca', input: 'balanças', shown: 'balanças', param: 'busca' }],
  },
  {
    name: "privacy officer's look-up of a person",
    route: '/privacidade/titular',
    address: '/privacidade/titular',
    keys: [PERM.privacidade.encarregado],
    answers: {
      '/api/privacidade/titular': {
        titular: { uuid: null, nome: 'Carla Visitante', email: 'carla@exemplo.com.br' },
        geradoEm: '2026-11-28T12:00:00.000Z',
        tabelas: [],
      },
    },
    typed: [
      {
        label: 'E-mail ou CPF',
        input: 'carla@exemplo.com.br',
        shown: 'carla@exemplo.com.br',
        param: 'titular',
      },
    ],
  },
  {
    name: 'product images',
    route: '/listar-imagens-produtos',
    address: '/listar-imagens-produtos',
    keys: [PERM.pagina.duvidas],
    answers: { '/api/imagens-produtos': { results: [], page: 1, hasMore: false, aviso: null } },
    typed: [{ label: 'Buscar pelo nome do produto', input: 'balança', shown: 'balança', param: 'busca' }],
  },
  {
    name: "a register list's 'Busca...'",
    route: '/cadastro/:register/*',
    address: '/cadastro/pais/lista?page=2',
    keys: [PERM.cadastro.pais],
    answers: { '/api/pais': EMPTY_PAGE },
    typed: [{ label: 'Busca', input: 'alemanha', shown: 'alemanha', param: 'geral' }],
  },
];

/** The pages without a filter form, and why. A new page goes here or above. */
const WITHOUT_FILTERS: Readonly<Record<string, string>> = {
  '/home': 'tiles, banners and buttons',
  '/meu-perfil/usuario/detalhe/:uuid': "a record form ('Meus dados')",
  '/privacidade': "one's own data, requests and sessions; request dialogs, no filters",
  '/categorias': 'links',
  '/recursos': 'links',
  '/relatorio/reclassificacao': "a year to preview ('Ver prévia'), not a filter: nothing to clear",
  '/relatorio/treinamentos':
    'a class, a partnership type and a situation to pick, applied when picked; nothing typed',
  '/relatorio/desempenho': 'a class, a state and a projection to pick, applied when picked; nothing typed',
  '/desempenho': "one company's figures (staff pick the partner first), no filters",
  '/faq': 'subjects to pick, no search',
  '/minhas-solicitacoes/:uuid?': "the user's own requests, paged, no filters",
  '/oportunidades/:uuid?': 'a situation to pick, applied when picked; nothing typed, nothing to clear',
  '/privacidade/solicitacoes/:uuid?':
    'a situation and a type to pick, applied when picked; nothing typed, nothing to clear',
  '/privacidade/acessos': 'the reads log, paged, no filters',
  '/integracoes': 'a short register of integration tokens with dialogs, no filters',
  '/beneficios': 'a request form',
  '/formulario-alteracao-cadastral': 'a request form',
  '/verba-marketing-cooperado': 'a year to pick, no search',
  '/docs/:identificador/:nome?': 'a document',
  '/video': 'a video',
};

const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('every filter form: Enter searches what was typed and the fields keep it', () => {
  it('knows of every page whether it has filters', () => {
    const described = new Set([...FILTER_SCREENS.map((s) => s.route), ...Object.keys(WITHOUT_FILTERS)]);
    expect(SHELL_ROUTES.map((r) => r.path).filter((p) => !described.has(p))).toEqual([]);
    const routes = new Set(SHELL_ROUTES.map((r) => r.path));
    expect([...described].filter((p) => !routes.has(p))).toEqual([]);
  });

  it.each(FILTER_SCREENS)('$name', async (screenCase) => {
    stubApi((method, pathname): Reply | undefined => {
      if (method === 'POST' && pathname === '/api/acesso/info')
        return { status: 200, body: makeSession(screenCase.keys) };
      if (method === 'GET' && pathname in screenCase.answers)
        return { status: 200, body: screenCase.answers[pathname] };
      return undefined;
    });
    const { router } = renderApp(screenCase.address);
    const forms = await screen.findAllByRole('search');
    // Every search form on the page is the shared one, and every field of the page is in one.
    for (const form of forms) expect(form.hasAttribute('data-filter-form')).toBe(true);
    const main = screen.getByRole('main');
    for (const input of main.querySelectorAll('input:not([type=checkbox]):not([type=radio]), select')) {
      expect(input.closest('[data-filter-form]'), input.outerHTML).not.toBeNull();
    }
    const form = field(main, screenCase.typed[0]!.label).closest<HTMLElement>('[data-filter-form]')!;
    const before = new URLSearchParams(router.state.location.search);

    for (const typed of screenCase.typed) {
      fireEvent.input(field(form, typed.label), { target: { value: typed.input } });
    }
    // Typing alone applies nothing (no pause for a search box: Enter comes at once).
    expect(router.state.location.search).toBe(before.size ? `?${before}` : '');
    await act(async () => {
      fireEvent.keyDown(field(form, screenCase.typed.at(-1)!.label), { key: 'Enter' });
    });

    const params = new URLSearchParams(router.state.location.search);
    for (const typed of screenCase.typed) {
      expect(params.get(typed.param)).toBe(typed.shown);
      expect(field(form, typed.label).value).toBe(typed.shown);
    }
    expect(params.get('page')).toBeNull();
    const clear = within(form).getByRole('button', { name: /^Limpar filtros?$/ });

    // Enter again, nothing changed: nothing is cleared, the address stays.
    const applied = router.state.location;
    await act(async () => {
      fireEvent.keyDown(field(form, screenCase.typed[0]!.label), { key: 'Enter' });
    });
    expect(router.state.location).toBe(applied);
    for (const typed of screenCase.typed) expect(field(form, typed.label).value).toBe(typed.shown);

    // The button clears what the search applied, and the fields.
    await act(async () => fireEvent.click(clear));
    const cleared = new URLSearchParams(router.state.location.search);
    for (const typed of screenCase.typed) {
      expect(cleared.get(typed.param)).toBeNull();
      expect(field(form, typed.label).value).toBe('');
    }
  });

  it("leaves the rule to the mechanism: no other module makes a search form or a 'Pesquisar' / 'Limpar filtros' button", () => {
    const root = path.resolve(import.meta.dirname, '..');
    const owners = new Set([
      'lib/filter-form.ts',
      'components/filter-submit-button.tsx',
      'components/filter-search-box.tsx',
    ]);
    const patterns = [
      /role(=|:\s*)["']search["']/,
      />\s*(Pesquisar|Limpar filtros?)\s*</,
      /(aria-label|title)=["'](Pesquisar|Limpar filtros?)["']/,
    ];
    const found: string[] = [];
    for (const file of globSync('**/*.{ts,tsx}', { cwd: root })) {
      if (/\.test\.tsx?$|^test\//.test(file) || owners.has(file)) continue;
      const text = readFileSync(path.join(root, file), 'utf8');
      if (patterns.some((pattern) => pattern.test(text))) found.push(file);
    }
    expect(found).toEqual([]);
  });
});
