import type { ComponentType } from 'react';
import type { SessionInfo } from '@prix/shared/core';
import type { PageAccess } from '../lib/access';
import type { PageHeading } from '../lib/document-title';
import { meuPerfilPath, PAGE, pagePath } from '../lib/paths';
import { loadRegisterLists, isRegisterListPath } from '../registers/load-lists';

/**
 * Every page of the app (SPEC §2), one row each: its address (from the one list of them, `PAGE` of
 * `@prix/shared/pages`), title, who may open it, its module and its place in the menu. The router, the guards,
 * the pages' titles (usePageTitle), the side menu and the menu's prefetch are derived from this table
 * (router.tsx, shell/menu-model.ts); adding a page is a row here and a folder under features/.
 *
 * This module is in the first download of every page, the login page's too: rules are data (typed permission
 * keys, evaluated by `allows` only once someone is signed in) and each page's code is behind its `page` loader,
 * fetched when the page opens (decision 0011).
 */

export type MenuIcon =
  | 'cadastros'
  | 'meus-dados'
  | 'privacidade'
  | 'categorias'
  | 'recursos'
  | 'relatorios'
  | 'faq'
  | 'imagens'
  | 'solicitacoes'
  | 'oportunidades'
  | 'contatos-clientes'
  | 'candidaturas'
  | 'desempenho'
  | 'contato';

/**
 * A page's place in the side menu, in the table's order. Every row decides: `none` says the page is reached
 * otherwise (a link, a button, an address of its own).
 */
export type MenuPlace =
  | { readonly kind: 'none' }
  /** An entry of its own. `onlyWithoutRegisters`: shown to those the 'Cadastros' group offers nothing. */
  | {
      readonly kind: 'link';
      readonly icon: MenuIcon;
      readonly label?: string;
      readonly onlyWithoutRegisters?: true;
    }
  /** An entry of the 'Relatórios' group. */
  | { readonly kind: 'report'; readonly label?: string }
  /** The highlighted call to action. */
  | { readonly kind: 'action'; readonly label?: string }
  /** The 'Cadastros' group: one entry per register the user may open (registers/register-access.ts). */
  | { readonly kind: 'registers' };

export interface PageRoute extends PageHeading {
  /** The router's pattern (React Router: `:param`, `:param?`, a final `*`), from `PAGE`. */
  readonly path: string;
  /** Where the menu links to, when the pattern is not an address itself (parameters, `*`). */
  readonly link?: string | ((session: SessionInfo) => string);
  /** The page's h1 and the tab's title (`PageTitle`, `usePageTitle`); the menu's entry unless it names one. */
  readonly title: string;
  readonly access: PageAccess;
  /** The page's component, from its own module (a chunk fetched when the page opens). */
  readonly page: () => Promise<ComponentType>;
  /** Another chunk an address of the page needs at once, fetched beside the page's. */
  readonly alsoLoad?: (pathname: string) => Promise<unknown> | undefined;
  readonly menu: MenuPlace;
}

/** A benefit request, by its number, whether the partner's or the staff's queue shows it. */
const solicitacaoTitle = (numero: string) => `Solicitação nº ${numero}`;

/** The pages inside the signed-in frame, as written; SHELL_ROUTES adds what is derived from each. */
const ROWS: readonly PageRoute[] = [
  {
    path: PAGE.home,
    title: 'Home',
    // The greeting, with the signed-in person's name.
    recordTitle: (nome) => `Olá, ${nome}`,
    access: 'signedIn',
    page: () => import('../features/home/home-page').then((m) => m.HomePage),
    menu: { kind: 'none' },
  },
  {
    // Every register's list and record screens; each register's own rule is checked by the register area.
    path: PAGE.cadastro,
    title: 'Cadastros',
    // Each register's screens are titled by its definition.
    recordTitle: (screen) => screen,
    access: 'signedIn',
    page: () => import('../registers/register-route').then((m) => m.RegisterRoute),
    alsoLoad: (pathname) => (isRegisterListPath(pathname) ? loadRegisterLists() : undefined),
    menu: { kind: 'registers' },
  },
  {
    path: PAGE.meuPerfil,
    link: (session) => meuPerfilPath(session.usuario.uuid),
    title: 'Meus dados',
    access: 'signedIn',
    page: () => import('../registers/views/meu-perfil-page').then((m) => m.MeuPerfilPage),
    menu: { kind: 'link', icon: 'meus-dados', onlyWithoutRegisters: true },
  },
  {
    // Every person's rights over their data (LGPD), beside 'Meus dados', which links to it too.
    path: PAGE.privacidade,
    title: 'Privacidade',
    access: 'signedIn',
    page: () => import('../features/privacidade/minha-privacidade-page').then((m) => m.MinhaPrivacidadePage),
    menu: { kind: 'link', icon: 'privacidade' },
  },
  {
    // A partner's class, billing against the thresholds, fund, enquiries and trainings; staff choose a partner
    // (and arrive from the report with one).
    path: PAGE.desempenho,
    title: 'Meu desempenho',
    recordTitle: (empresa) => `Desempenho de ${empresa}`,
    access: { anyOf: [{ key: 'desempenho.visualizar' }, { key: 'relatorio.desempenho' }] },
    page: () => import('../features/desempenho/desempenho-page').then((m) => m.DesempenhoPage),
    menu: { kind: 'link', icon: 'desempenho' },
  },
  {
    path: PAGE.categorias,
    title: 'Categorias',
    access: { key: 'visualizar.categoria' },
    page: () => import('../features/categorias/categorias-page').then((m) => m.CategoriasPage),
    menu: { kind: 'link', icon: 'categorias' },
  },
  {
    path: PAGE.recursos,
    title: 'Recursos',
    access: { key: 'visualizar.recursos' },
    page: () => import('../features/recursos/recursos-page').then((m) => m.RecursosPage),
    menu: { kind: 'link', icon: 'recursos' },
  },
  {
    // A report kept under /cadastro by SPEC §2.2.
    path: PAGE.relatorioCliques,
    link: pagePath(PAGE.relatorioCliques, { '*': 'lista' }),
    title: 'Relatório de cliques',
    access: { key: 'relatorio.cliques' },
    page: () => import('../features/relatorio/relatorio-view').then((m) => m.RelatorioView),
    menu: { kind: 'report', label: 'Cliques' },
  },
  {
    path: PAGE.faturamento,
    title: 'Relatório de faturamento',
    // One company's or group's report is titled as its export is (`billingTitle` of @prix/shared/core).
    recordTitle: (report) => report,
    access: { key: 'relatorio.faturamento' },
    page: () => import('../features/faturamento/faturamento-page').then((m) => m.FaturamentoPage),
    menu: { kind: 'report', label: 'Faturamento' },
  },
  {
    path: PAGE.reclassificacao,
    title: 'Reclassificação anual',
    access: { key: 'classe.reclassificar' },
    page: () => import('../features/reclassificacao/reclassificacao-page').then((m) => m.ReclassificacaoPage),
    menu: { kind: 'report', label: 'Reclassificação' },
  },
  {
    path: PAGE.relatorioContatos,
    title: 'Relatório de contatos de clientes',
    access: { key: 'contatos.gerenciar' },
    page: () =>
      import('../features/oportunidades/relatorio-contatos-page').then((m) => m.RelatorioContatosPage),
    // Named by its title, apart from the staff's list 'Contatos de clientes'.
    menu: { kind: 'report' },
  },
  {
    // Which partners have a valid completion of every mandatory training; the import of completions is here.
    path: PAGE.relatorioTreinamentos,
    title: 'Treinamentos obrigatórios',
    access: { key: 'relatorio.treinamentos' },
    page: () =>
      import('../features/treinamentos/relatorio-treinamentos-page').then((m) => m.RelatorioTreinamentosPage),
    menu: { kind: 'report', label: 'Treinamentos obrigatórios' },
  },
  {
    // Every partner's class, billing against the thresholds and projected class (decision 0053).
    path: PAGE.relatorioDesempenho,
    title: 'Desempenho dos parceiros',
    access: { key: 'relatorio.desempenho' },
    page: () =>
      import('../features/desempenho/relatorio-desempenho-page').then((m) => m.RelatorioDesempenhoPage),
    menu: { kind: 'report', label: 'Desempenho' },
  },
  {
    path: PAGE.faq,
    title: 'Dúvidas Frequentes',
    access: { key: 'visualizar.duvidas' },
    page: () => import('../features/faq/faq-page').then((m) => m.FaqPage),
    menu: { kind: 'link', icon: 'faq' },
  },
  {
    path: PAGE.imagensProdutos,
    title: 'Imagens de Produtos',
    access: { key: 'visualizar.duvidas' },
    page: () => import('../features/product-images/product-images-page').then((m) => m.ProductImagesPage),
    menu: { kind: 'link', icon: 'imagens' },
  },
  {
    path: PAGE.solicitacoes,
    title: 'Solicitações de benefício',
    recordTitle: solicitacaoTitle,
    access: { key: 'beneficio.gerenciar' },
    page: () => import('../features/solicitacoes/fila-page').then((m) => m.FilaPage),
    menu: { kind: 'link', icon: 'solicitacoes', label: 'Solicitações' },
  },
  {
    // Staff follow every enquiry of 'Onde comprar' beside the benefit queue.
    path: PAGE.contatos,
    title: 'Contatos de clientes',
    recordTitle: (cliente) => `Contato de ${cliente}`,
    access: { key: 'contatos.gerenciar' },
    page: () => import('../features/oportunidades/contatos-page').then((m) => m.ContatosPage),
    menu: { kind: 'link', icon: 'contatos-clientes', label: 'Contatos de clientes' },
  },
  {
    // The applications of 'Seja um parceiro', reviewed beside the other queues.
    path: PAGE.candidaturas,
    title: 'Candidaturas',
    recordTitle: (empresa) => `Candidatura de ${empresa}`,
    access: { key: 'candidaturas.analisar' },
    page: () => import('../features/candidaturas/candidaturas-page').then((m) => m.CandidaturasPage),
    menu: { kind: 'link', icon: 'candidaturas', label: 'Candidaturas' },
  },
  {
    // The data protection officer's queue of the persons' requests (LGPD), beside the other queues; the
    // look-up of a person and the reads log are reached from its pages.
    path: PAGE.privacidadeSolicitacoes,
    title: 'Solicitações de privacidade',
    // A request is named by its kind and its person: 'Acesso aos dados: Maria'.
    recordTitle: (request) => request,
    access: { key: 'privacidade.encarregado' },
    page: () =>
      import('../features/privacidade-encarregado/solicitacoes-page').then(
        (m) => m.SolicitacoesPrivacidadePage,
      ),
    menu: { kind: 'link', icon: 'privacidade', label: 'Privacidade (LGPD)' },
  },
  {
    path: PAGE.privacidadeTitular,
    title: 'Consultar titular',
    access: { key: 'privacidade.encarregado' },
    page: () => import('../features/privacidade-encarregado/titular-page').then((m) => m.TitularPage),
    menu: { kind: 'none' },
  },
  {
    path: PAGE.privacidadeAcessos,
    title: 'Registro de acessos a dados pessoais',
    access: { key: 'privacidade.encarregado' },
    page: () => import('../features/privacidade-encarregado/acessos-page').then((m) => m.AcessosPage),
    menu: { kind: 'none' },
  },
  {
    // The tokens other systems call /api/integracao/* with (decision 0054): staff's, beside the registers.
    path: PAGE.integracoes,
    title: 'Integrações',
    access: { key: 'integracoes.gerenciar' },
    page: () => import('../features/integracoes/integracoes-page').then((m) => m.IntegracoesPage),
    menu: { kind: 'link', icon: 'cadastros', label: 'Integrações' },
  },
  {
    // A partner's enquiries from 'Onde comprar', to accept or decline.
    path: PAGE.oportunidades,
    title: 'Oportunidades',
    recordTitle: (cliente) => `Oportunidade: ${cliente}`,
    access: { key: 'parceiro.oportunidades' },
    page: () => import('../features/oportunidades/oportunidades-page').then((m) => m.OportunidadesPage),
    menu: { kind: 'link', icon: 'oportunidades', label: 'Oportunidades' },
  },
  {
    // Whoever may file a request follows it here.
    path: PAGE.minhasSolicitacoes,
    title: 'Minhas solicitações',
    recordTitle: solicitacaoTitle,
    access: { anyOf: [{ key: 'beneficio.solicitar' }, { key: 'formulario.alteracao.cadastral' }] },
    page: () =>
      import('../features/solicitacoes/minhas-solicitacoes-page').then((m) => m.MinhasSolicitacoesPage),
    menu: { kind: 'link', icon: 'solicitacoes' },
  },
  {
    path: PAGE.beneficios,
    title: 'Solicitar Benefício',
    access: { key: 'beneficio.solicitar' },
    page: () => import('../features/beneficios/beneficios-page').then((m) => m.BeneficiosPage),
    menu: { kind: 'action' },
  },
  {
    path: PAGE.alteracaoCadastral,
    title: 'Alteração Cadastral',
    access: { key: 'formulario.alteracao.cadastral' },
    page: () =>
      import('../features/beneficios/alteracao-cadastral-page').then((m) => m.AlteracaoCadastralPage),
    menu: { kind: 'none' },
  },
  {
    // The server adds the class's VMC benefit (decision 0027); without it the page says so.
    path: PAGE.verba,
    title: 'Verba de marketing cooperado',
    access: { key: 'metricas.marketingcooperado' },
    page: () => import('../features/verba/verba-page').then((m) => m.VerbaPage),
    menu: { kind: 'none' },
  },
  {
    // Who may open a document is its own rule (features/viewer/document-viewers.ts).
    path: PAGE.documento,
    title: 'Documento',
    // Each document is titled by its viewer (features/viewer/document-viewers.ts).
    recordTitle: (documento) => documento,
    access: 'signedIn',
    page: () => import('../features/viewer/viewer-area').then((m) => m.DocumentViewerPage),
    menu: { kind: 'none' },
  },
  {
    path: PAGE.video,
    title: 'Vídeo',
    access: 'signedIn',
    page: () => import('../features/viewer/viewer-area').then((m) => m.VideoPage),
    menu: { kind: 'none' },
  },
];

/** A pattern without its optional parameters: the list of a page that shows one of its records by address. */
const withoutOptional = (path: string) => path.replace(/\/:[^/]+\?/g, '');

/** The menu group a page sits in, as the first step of its trail after 'Home'. */
const GROUP_OF: Partial<Record<MenuPlace['kind'], string>> = { registers: 'Cadastros', report: 'Relatórios' };

/**
 * A row with its trail (PageTitle's breadcrumb): the menu group it sits in, and, when its pattern shows one record
 * of a list (`/solicitacoes/:uuid?`: its only parameter optional), that list's address. The home page has none.
 */
function withTrail(row: PageRoute): PageRoute {
  if (row.path === PAGE.home) return row;
  const group = GROUP_OF[row.menu.kind];
  return {
    ...row,
    trail: group ? [{ label: group }] : [],
    ...(/\/:[^/]+\?/.test(row.path) && !withoutOptional(row.path).includes(':')
      ? { listAddress: withoutOptional(row.path) }
      : {}),
  };
}

/** The pages inside the signed-in frame (top bar and side menu), in menu order. */
export const SHELL_ROUTES: readonly PageRoute[] = ROWS.map(withTrail);

/** Where a row's menu entry leads: its `link`, else its pattern without optional parameters. */
export function linkOf(route: PageRoute, session: SessionInfo): string {
  if (typeof route.link === 'function') return route.link(session);
  return route.link ?? withoutOptional(route.path);
}

/** The addresses a row's menu entry stands for: its pattern up to the first parameter or `*`. */
export function prefixOf(route: PageRoute): string {
  const fixed = route.path.split(/\/[:*]/)[0]!;
  return fixed.length > 1 ? fixed.replace(/\/$/, '') : fixed;
}
