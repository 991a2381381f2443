import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from './public-routes';
import { SHELL_ROUTES } from './routes';

// docs/architecture.md's table 'Finding code from a URL' against the route table: every page address it names
// is a row's, every row is named there, and every file or folder it points to exists.
const REPO = path.resolve(import.meta.dirname, '../../../..');
const ROWS = [...PUBLIC_ROUTES, ...SHELL_ROUTES];

/** The table's rows, as their two cells: what you see, where to look. */
function findingCodeTable(): { seen: string; lookIn: string }[] {
  const doc = readFileSync(path.join(REPO, 'docs/architecture.md'), 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith('Finding code from a URL'));
  if (!section) throw new Error("docs/architecture.md não tem a seção 'Finding code from a URL'");
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => {
      const [seen = '', lookIn = ''] = line.split('|').slice(1, 3);
      return { seen, lookIn };
    });
}

const quoted = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/**
 * The web pages a cell names (`/cadastro/{register}/lista`): none when it names the API or the identity
 * provider, whose cells abbreviate (`/api/usuario` then `/keys`).
 */
function pageAddresses(cell: string): string[] {
  const addresses = quoted(cell).filter((text) => text.startsWith('/'));
  return /^\/(api|oidc|idp|metrics)\b/.test(addresses[0] ?? '/api') ? [] : addresses;
}

/** An address of the doc as one the router would see: each `{parameter}` given a value. */
const sample = (address: string) => address.replace(/\{\w+\??\}/g, 'exemplo');

/** The row the router opens `address` with. */
const rowOf = (address: string) => matchRoutes(ROWS, sample(address))?.at(-1)?.route;

/** `features/{faq,recursos}/` as the paths it names. */
const expand = (text: string): string[] => {
  const brace = /\{([^{}]*,[^{}]*)\}/.exec(text);
  if (!brace) return [text];
  return brace[1]!.split(',').flatMap((choice) => expand(text.replace(brace[0], choice)));
};

/**
 * The files and folders a cell points to, each as where it may be: a bare file name in the folder named before
 * it (`features/seus-dados/` (`confirmar-page.tsx`)), else at a root (`app.ts`). Not a template of one
 * (`{register}.view.tsx`) nor a name (`PERM`, `registerAccess`).
 */
function pointedPaths(cell: string): string[][] {
  let folder = '';
  return quoted(cell)
    .flatMap(expand)
    .filter((text) => /[/.]/.test(text) && !/[{}\s]/.test(text))
    .map((text) => {
      if (!text.includes('/')) return [path.posix.join(folder, text), text];
      folder = text.endsWith('/') ? text : path.posix.dirname(text);
      return [text];
    });
}

describe("docs/architecture.md's 'Finding code from a URL'", () => {
  const table = findingCodeTable();
  const addresses = table.flatMap((row) => pageAddresses(row.seen));

  it('names only addresses a row of the route table opens', () => {
    expect(addresses.length).toBeGreaterThan(20);
    expect(addresses.filter((address) => !rowOf(address))).toEqual([]);
  });

  it('names an address of every row of the route table', () => {
    const named = new Set(addresses.map(rowOf));
    expect(ROWS.filter((row) => !named.has(row)).map((row) => row.path)).toEqual([]);
  });

  it('points to files and folders that exist', () => {
    const roots = ['apps/web/src', 'apps/server/src', ''];
    const pointed = table.flatMap((row) => pointedPaths(row.lookIn));
    expect(pointed.length).toBeGreaterThan(80);
    const exists = (file: string) => roots.some((root) => existsSync(path.join(REPO, root, file)));
    expect(pointed.filter((places) => !places.some(exists)).map((places) => places[0])).toEqual([]);
  });

  it('lists every entry of @prix/shared/core/… that packages/shared/package.json exports', () => {
    const doc = readFileSync(path.join(REPO, 'docs/architecture.md'), 'utf8');
    const listed = /`@prix\/shared\/core\/\{([^}]+)\}`/.exec(doc)?.[1]?.split(',') ?? [];
    const { exports } = JSON.parse(readFileSync(path.join(REPO, 'packages/shared/package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    const exported = Object.keys(exports)
      .filter((key) => key.startsWith('./core/'))
      .map((key) => key.slice('./core/'.length));
    expect(listed.sort()).toEqual(exported.sort());
  });
});
