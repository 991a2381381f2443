/**
 * The app's areas, each a separate download (decision 0011): the router opens an area when one of its routes is
 * opened, and the shell prefetches the next likely one. One loader per area, so a route and a prefetch always
 * ask for the same chunk. Nothing here is imported statically by the first download but this file.
 *
 * Every signed-in area's module imports './shell-area' (a no-op at run time: the shell is always loaded first).
 * It tells the bundler so: what an area shares with the shell stays in the shell's chunk, instead of chunks
 * shared by the two that every other route would download as more, smaller, worse-compressed files (issue 12;
 * with seven areas that halved the files of a register list, 40 → 21). The budget check reads the shell's
 * chunk wherever the bundler puts it (scripts/bundle-budget.ts `chunkOf`).
 */
import { PAGE_PATHS } from '../links';

export const areas = {
  /** /acesso/login: only what the sign-in page shows. */
  login: () => import('../pages/login-page'),
  /** /erros: the sign-in flow's error page. */
  erros: () => import('../pages/erros-page'),
  /** The signed-in frame (top bar, menu, session) with the placeholder partner pages and 'not found'. */
  shell: () => import('./shell-area'),
  /** /home: the partner's company, tiles and quick buttons (its carousel is a chunk of its own). */
  home: () => import('../../features/home/home-page'),
  /** /cadastro/*: every register's routes and detail screens (each record form is a lazy module of its own). */
  registers: () => import('../../registers/register-route'),
  /** /cadastro/{name}/lista: the register lists, fetched beside the register area (router.tsx). */
  registerLists: () => import('../../registers/lists'),
  /** /cadastro/relatorio/lista: the click report, inside the register area but its own download. */
  clickReport: () => import('../../features/relatorio/relatorio-view'),
  /** /relatorio/faturamento/lista: the billing report and its import (the chart is a chunk of its own). */
  faturamento: () => import('../../features/faturamento/faturamento-page'),
  /** /categorias: the classes and their benefits. */
  categorias: () => import('../../features/categorias/categorias-page'),
  /** 'Meus dados'. */
  meusDados: () => import('../../features/meu-perfil/meu-perfil-page'),
  /** /docs/* and /video: the document viewers' frame and the video page (pdf.js follows in its own chunk). */
  viewer: () => import('../../features/viewer/viewer-area'),
  /** /listar-imagens-produtos and /recursos: the partners' product gallery and resources. */
  content: () => import('./content-area'),
  /** /beneficios: the five benefit forms (issue 14). */
  beneficios: () => import('../../features/beneficios/beneficios-page'),
  /** /formulario-alteracao-cadastral. */
  alteracaoCadastral: () => import('../../features/beneficios/alteracao-cadastral-page'),
  /** 'Minhas solicitações': a partner's requests and their history. */
  minhasSolicitacoes: () => import('../../features/solicitacoes/minhas-solicitacoes-page'),
  /** The staff queue of requests. */
  filaSolicitacoes: () => import('../../features/solicitacoes/fila-page'),
  /** /verba-marketing-cooperado: the co-op fund ledger by year (decision 0027). */
  verbaMarketingCooperado: () => import('../../features/verba/verba-page'),
  /** /faq: the questions and their sanitised answers (DOMPurify comes with it). */
  faq: () => import('../../features/faq/faq-page'),
  /** /relatorio/reclassificacao: the yearly reclassification's preview and apply (issue 15). */
  reclassificacao: () => import('../../features/reclassificacao/reclassificacao-page'),
};

export type AreaId = keyof typeof areas;

const requested = new Set<AreaId>();

/** Starts downloading an area once (a failed download is left to the route that needs it, which reports it). */
export function prefetchArea(id: AreaId): void {
  if (requested.has(id)) return;
  requested.add(id);
  areas[id]().catch(() => requested.delete(id));
}

/** The addresses of the content area (links.ts's PAGE_PATHS of its pages). */
export const CONTENT_PATHS = new Set<string>([PAGE_PATHS.imagensProdutos.path, PAGE_PATHS.recursos.path]);

/** A register list's address: /cadastro/{name}/lista, or /cadastro/{name}, which leads there. */
export const isRegisterListPath = (pathname: string) => /^\/cadastro\/[^/]+(\/lista)?\/?$/.test(pathname);

/** The lazy areas a signed-in address opens, if it is not the shell's own: for prefetching on intent. */
export function areasOf(pathname: string): AreaId[] {
  if (isRegisterListPath(pathname)) return ['registers', 'registerLists'];
  const area = areaOf(pathname);
  return area ? [area] : [];
}

function areaOf(pathname: string): AreaId | null {
  if (pathname.startsWith('/cadastro/')) return 'registers';
  if (pathname.startsWith('/meu-perfil/')) return 'meusDados';
  if (pathname.startsWith('/docs/') || pathname === '/video') return 'viewer';
  if (CONTENT_PATHS.has(pathname)) return 'content';
  if (pathname === '/faq') return 'faq';
  if (pathname.startsWith(`${PAGE_PATHS.faturamento.path}`)) return 'faturamento';
  if (pathname === PAGE_PATHS.reclassificacao.path) return 'reclassificacao';
  return null;
}
