import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE } from '@prix/shared/pages';
import { LISTED_PUBLIC_PAGES, PUBLIC_PAGES } from '@prix/shared/public-pages';
import { PAGE_PRELOADS } from '@prix/shared/vite-manifest';
import { PUBLIC_ROUTES } from './public-routes';

const WEB = path.resolve(import.meta.dirname, '../..');

describe('a public page is one row of PUBLIC_PAGES (@prix/shared/public-pages)', () => {
  it('gives the route table one row per public page, with its address and title', () => {
    expect(PUBLIC_ROUTES.map(({ path, title }) => ({ path, title }))).toEqual(
      Object.values(PUBLIC_PAGES).map(({ path, title }) => ({ path, title })),
    );
  });

  it("loads each page from the module its row names (the build's preloads and budget read that name)", () => {
    // Each row of public-routes.ts, read as written: its PUBLIC_PAGES key and the module its loader imports.
    const source = readFileSync(path.join(WEB, 'src/app/public-routes.ts'), 'utf8');
    const rows = [...source.matchAll(/publicRow\(PUBLIC_PAGES\.(\w+),\s*\(\)\s*=>\s*import\('([^']+)'\)/g)];
    const imported = Object.fromEntries(
      rows.map(([, key, specifier]) => [key, path.relative(WEB, path.resolve(WEB, 'src/app', specifier!))]),
    );
    expect(imported).toEqual(
      Object.fromEntries(
        Object.entries(PUBLIC_PAGES).map(([key, page]) => [key, page.module.replace(/\.tsx?$/, '')]),
      ),
    );
  });

  it('lets search engines list exactly the pages with a description, and no address below them', () => {
    const robots = readFileSync(path.join(WEB, 'public/robots.txt'), 'utf8');
    const allowedPages = robots
      .split('\n')
      .filter((line) => line.startsWith('Allow: ') && !/^Allow: \/(assets\/|favicon)/.test(line))
      .sort();
    expect(allowedPages).toEqual(
      [
        'Allow: /acesso/login',
        'Allow: /onde-comprar',
        // Each has a private page below it: an applicant's status, a request's confirmation.
        'Allow: /seja-parceiro$',
        'Allow: /seus-dados$',
      ].sort(),
    );
    // What the rows say: a listed page is allowed, to its end when another page lives below its address.
    const pages = Object.values<string>(PAGE);
    const derived = LISTED_PUBLIC_PAGES.map(
      (page) => `Allow: ${page.path}${pages.some((other) => other.startsWith(`${page.path}/`)) ? '$' : ''}`,
    );
    expect(allowedPages).toEqual(derived.sort());
    expect(robots).toMatch(/^Disallow: \/$/m);
  });

  it('names the modules of the listed pages in their first HTML, and of no other page', () => {
    const preloaded = (pathname: string) =>
      PAGE_PRELOADS.find((preload) => preload.matches(pathname))?.modules ?? [];
    expect(preloaded('/onde-comprar')).toEqual(['src/features/onde-comprar/onde-comprar-page.tsx']);
    expect(preloaded('/acesso/login')).toEqual(['src/app/pages/login-page.tsx']);
    expect(preloaded('/seja-parceiro/abc')).toEqual([]);
    expect(preloaded('/erros')).toEqual([]);
    expect(preloaded('/home')).toEqual([]);
  });
});
