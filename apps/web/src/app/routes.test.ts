import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@prix/shared/core';
import { PAGE } from '@prix/shared/pages';
import { makeSession } from '../test/session-fixtures';
import { shellRouteOf } from './prefetch';
import { PUBLIC_ROUTES } from './public-routes';
import { linkOf, SHELL_ROUTES, type PageRoute } from './routes';

const MENU_KINDS = ['none', 'link', 'report', 'action', 'registers'];
const ROUTES: readonly PageRoute[] = [...PUBLIC_ROUTES, ...SHELL_ROUTES];

describe('the route table', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s declares who may open it, its place in the menu and its page',
    async (_path, route) => {
      expect(route.title.trim()).not.toBe('');
      expect(
        route.access === 'public' || route.access === 'signedIn' || typeof route.access === 'object',
      ).toBe(true);
      expect(MENU_KINDS).toContain(route.menu?.kind);
      expect(typeof (await route.page())).toBe('function');
    },
  );

  it('opens public pages only outside the signed-in frame, and signed-in pages only inside it', () => {
    for (const route of PUBLIC_ROUTES) expect(route.access).toBe('public');
    for (const route of SHELL_ROUTES) expect(route.access).not.toBe('public');
  });

  it('gives each address one row', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each address of the one list of page addresses (PAGE of @prix/shared/pages) a row, and no other', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual(Object.values<string>(PAGE).sort());
  });

  it("leads each menu entry to its own row's page, whose guard and prefetch are that row's", () => {
    const session = makeSession(ALL_PERMISSION_KEYS);
    for (const route of SHELL_ROUTES.filter((each) => !['none', 'registers'].includes(each.menu.kind))) {
      expect(shellRouteOf(linkOf(route, session)), route.path).toBe(route);
    }
  });
});
