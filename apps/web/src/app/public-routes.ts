import { PUBLIC_PAGE_HEADS } from '@prix/shared/public-pages';
import {
  ERROS_PATH,
  LOGIN_PATH,
  ONDE_COMPRAR_PATH,
  SEJA_PARCEIRO_PATH,
  SEJA_PARCEIRO_STATUS_ROUTE,
  SEUS_DADOS_CONFIRMAR_ROUTE,
  SEUS_DADOS_PATH,
} from '../lib/paths';
import type { PageRoute } from './routes';

/**
 * The pages anyone may open, without signing in: rows of the route table (routes.ts) kept in a module of their
 * own, because the build keeps everything these pages load out of the signed-in frame's chunk (vite.config.ts):
 * a visitor downloads no signed-in code.
 */
export const PUBLIC_ROUTES: readonly PageRoute[] = [
  {
    path: LOGIN_PATH,
    title: PUBLIC_PAGE_HEADS[LOGIN_PATH].title,
    access: 'public',
    page: () => import('./pages/login-page').then((m) => m.LoginPage),
    menu: { kind: 'none' },
  },
  {
    // Its title and description are in the first HTML too (PUBLIC_PAGE_HEADS, served by the server).
    path: ONDE_COMPRAR_PATH,
    title: PUBLIC_PAGE_HEADS[ONDE_COMPRAR_PATH].title,
    access: 'public',
    page: () => import('../features/onde-comprar/onde-comprar-page').then((m) => m.OndeComprarPage),
    menu: { kind: 'none' },
  },
  {
    // The programme and the application form; its head is in the first HTML too (PUBLIC_PAGE_HEADS).
    path: SEJA_PARCEIRO_PATH,
    title: PUBLIC_PAGE_HEADS[SEJA_PARCEIRO_PATH].title,
    access: 'public',
    page: () => import('../features/seja-parceiro/seja-parceiro-page').then((m) => m.SejaParceiroPage),
    menu: { kind: 'none' },
  },
  {
    // The applicant's private status address: a generic title, never listed (the page says noindex).
    path: SEJA_PARCEIRO_STATUS_ROUTE,
    title: 'Acompanhe sua candidatura',
    access: 'public',
    page: () => import('../features/seja-parceiro/status-page').then((m) => m.CandidaturaStatusPage),
    menu: { kind: 'none' },
  },
  {
    // A privacy request of someone without an account (LGPD); its head is in the first HTML too.
    path: SEUS_DADOS_PATH,
    title: PUBLIC_PAGE_HEADS[SEUS_DADOS_PATH].title,
    access: 'public',
    page: () => import('../features/seus-dados/seus-dados-page').then((m) => m.SeusDadosPage),
    menu: { kind: 'none' },
  },
  {
    // The link e-mailed to confirm that request: a generic title, never listed (the page says noindex).
    path: SEUS_DADOS_CONFIRMAR_ROUTE,
    title: 'Confirmação da solicitação',
    access: 'public',
    page: () => import('../features/seus-dados/confirmar-page').then((m) => m.ConfirmarSolicitacaoPage),
    menu: { kind: 'none' },
  },
  {
    path: ERROS_PATH,
    title: 'Erro',
    access: 'public',
    page: () => import('./pages/erros-page').then((m) => m.ErrosPage),
    menu: { kind: 'none' },
  },
];
