import { labelFor, type SessionInfo } from '@prix/shared/core';
import {
  hasAnyRegister,
  meuPerfilPath,
  PAGES,
  registerListPath,
  REGISTERS,
  type MenuGroupId,
  type PageId,
} from '../access';

/** What the side menu shows, computed from the session alone (no React), so it can be tested as data. */

export type MenuIcon =
  | 'cadastros'
  | 'meus-dados'
  | 'categorias'
  | 'recursos'
  | 'relatorios'
  | 'faq'
  | 'imagens'
  | 'solicitacoes'
  | 'contato';

export interface MenuLink {
  readonly kind: 'link';
  readonly label: string;
  readonly to: string;
  /** Paths that mark this entry as the current one. */
  readonly activePrefix: string;
  readonly icon?: MenuIcon;
}

export interface MenuGroup {
  readonly kind: 'group';
  readonly id: MenuGroupId;
  readonly label: string;
  readonly icon: MenuIcon;
  readonly links: readonly MenuLink[];
}

/** The highlighted call to action ('Solicitar Benefício'). */
export interface MenuAction {
  readonly kind: 'action';
  readonly label: string;
  readonly to: string;
}

export interface MenuExternal {
  readonly kind: 'external';
  readonly label: string;
  readonly href: string;
  readonly icon: MenuIcon;
}

export type MenuEntry = MenuLink | MenuGroup | MenuAction | MenuExternal;

function registerLinks(session: SessionInfo, group: MenuGroupId): MenuLink[] {
  const { externo } = session.usuario;
  return REGISTERS.filter((r) => r.menuGroup === group && r.canOpen(session.permissions)).map((r) => ({
    kind: 'link',
    label: labelFor(r.menuLabel ?? r.title, externo),
    to: registerListPath(r.name),
    activePrefix: `/cadastro/${r.name}/`,
  }));
}

function pageLink(session: SessionInfo, id: PageId, label: string, icon?: MenuIcon): MenuLink[] {
  const page = PAGES[id];
  if (!page.canOpen(session.permissions)) return [];
  return [{ kind: 'link', label, to: page.path, activePrefix: page.path, icon }];
}

function group(id: MenuGroupId, label: string, icon: MenuIcon, links: MenuLink[]): MenuGroup[] {
  return links.length > 0 ? [{ kind: 'group', id, label, icon, links }] : [];
}

export function buildMenu(session: SessionInfo): MenuEntry[] {
  const tree = session.permissions;
  const profile = meuPerfilPath(session.usuario.uuid);
  const contatoUrl = session.env.contatoUrl.trim();

  return [
    ...(hasAnyRegister(tree)
      ? group('cadastros', 'Cadastros', 'cadastros', registerLinks(session, 'cadastros'))
      : [
          {
            kind: 'link',
            label: 'Meus dados',
            to: profile,
            activePrefix: profile,
            icon: 'meus-dados',
          } as const,
        ]),
    ...pageLink(session, 'categorias', 'Categorias', 'categorias'),
    ...pageLink(session, 'recursos', 'Recursos', 'recursos'),
    ...group('relatorios', 'Relatórios', 'relatorios', [
      ...registerLinks(session, 'relatorios'),
      ...pageLink(session, 'faturamento', 'Faturamento'),
      ...pageLink(session, 'reclassificacao', 'Reclassificação'),
    ]),
    ...pageLink(session, 'faq', 'Dúvidas Frequentes', 'faq'),
    ...pageLink(session, 'imagensProdutos', 'Imagens de Produtos', 'imagens'),
    ...pageLink(session, 'filaSolicitacoes', 'Solicitações', 'solicitacoes'),
    ...pageLink(session, 'minhasSolicitacoes', 'Minhas solicitações', 'solicitacoes'),
    ...(PAGES.beneficios.canOpen(tree)
      ? [{ kind: 'action', label: 'Solicitar Benefício', to: PAGES.beneficios.path } as const]
      : []),
    ...(contatoUrl
      ? [{ kind: 'external', label: 'Contato', href: contatoUrl, icon: 'contato' } as const]
      : []),
  ];
}

/** Whether `pathname` is at or below `prefix` (a prefix ending in '/' matches anything below it). */
export function isActivePath(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
