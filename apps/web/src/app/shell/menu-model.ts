import { labelFor, safeAddress, type SessionInfo } from '@prix/shared/core';
import { mayOpen } from '../../lib/access';
import { registerListPath, registerPath } from '../../lib/paths';
import { hasAnyRegister, openRegisters } from '../../registers/register-access';
import { linkOf, prefixOf, SHELL_ROUTES, type MenuIcon, type PageRoute } from '../routes';

/** What the side menu shows, computed from the session alone (no React), so it can be tested as data. */

export type { MenuIcon };

/** The two groups of the menu. */
export type MenuGroupId = 'cadastros' | 'relatorios';

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

function registerLinks(session: SessionInfo): MenuLink[] {
  return openRegisters(session.permissions).map((register) => ({
    kind: 'link',
    label: labelFor(register.title, session.usuario.externo),
    to: registerListPath(register.name),
    activePrefix: `${registerPath(register.name)}/`,
  }));
}

function pageLink(session: SessionInfo, route: PageRoute, label: string, icon?: MenuIcon): MenuLink {
  return { kind: 'link', label, to: linkOf(route, session), activePrefix: prefixOf(route), icon };
}

/**
 * The menu of a session, in the route table's order (app/routes.ts): each page the user may open where its row
 * places it, the 'Relatórios' group where its first page is, the 'Cadastros' group where the register area is
 * (or 'Meus dados' when it would be empty), and the external 'Contato' link last.
 */
export function buildMenu(session: SessionInfo): MenuEntry[] {
  const tree = session.permissions;
  const withRegisters = hasAnyRegister(tree);
  const entries: MenuEntry[] = [];
  let reports: MenuLink[] | null = null;
  for (const route of SHELL_ROUTES) {
    const { menu } = route;
    if (menu.kind === 'none' || !mayOpen(route.access, tree)) continue;
    const label = ('label' in menu && menu.label) || route.title;
    switch (menu.kind) {
      case 'registers':
        if (withRegisters)
          entries.push({
            kind: 'group',
            id: 'cadastros',
            label: route.title,
            icon: 'cadastros',
            links: registerLinks(session),
          });
        break;
      case 'link':
        if (!(menu.onlyWithoutRegisters && withRegisters))
          entries.push(pageLink(session, route, label, menu.icon));
        break;
      case 'report':
        if (!reports) {
          reports = [];
          entries.push({
            kind: 'group',
            id: 'relatorios',
            label: 'Relatórios',
            icon: 'relatorios',
            links: reports,
          });
        }
        reports.push(pageLink(session, route, label));
        break;
      case 'action':
        entries.push({ kind: 'action', label, to: linkOf(route, session) });
        break;
    }
  }
  // Only an address is followed (safeAddress); the server's setting is checked at start as well.
  const contatoUrl = safeAddress(session.env.contatoUrl);
  if (contatoUrl) entries.push({ kind: 'external', label: 'Contato', href: contatoUrl, icon: 'contato' });
  return entries;
}

/** Whether `pathname` is at or below `prefix` (a prefix ending in '/' matches anything below it). */
export function isActivePath(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The prefix of the entry that stands for `pathname`: of the links whose prefix it is at or below, the longest
 * ('/privacidade/solicitacoes' wins over '/privacidade'), so one entry only is marked current. Null: none.
 */
export function currentPrefix(entries: readonly MenuEntry[], pathname: string): string | null {
  let best: string | null = null;
  for (const entry of entries) {
    const links = entry.kind === 'group' ? entry.links : entry.kind === 'link' ? [entry] : [];
    for (const link of links)
      if (isActivePath(pathname, link.activePrefix) && link.activePrefix.length > (best?.length ?? -1))
        best = link.activePrefix;
  }
  return best;
}

/** The drawer's menu on a phone, which the top bar's button opens (its `aria-controls`). */
export const MOBILE_MENU_ID = 'menu-lateral';
