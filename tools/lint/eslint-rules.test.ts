// The project's own ESLint rules (eslint.config.js) that guard a class of bug, checked on snippets so that
// losing one (a config rewrite, a selector typo) fails here rather than silently.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages of the restricted-syntax rule for `code` as if it were the web app's file `file`. */
async function restricted(code: string, file = 'apps/web/src/features/exemplo.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('an answer read without checking it must be one the server checks (decision 0035)', () => {
  it.each([
    ['an arrow', 'export const p = { parse: (data: unknown) => data as Answer };'],
    ['a function', 'export const p = { parse: function (data: unknown) { return data as Answer; } };'],
    ['a method', 'export const p = { parse(data: unknown) { return data as Answer; } };'],
  ])('refuses a parser that only casts, written as %s', async (_kind, code) => {
    const messages = await restricted(`interface Answer { a: number }\n${code}\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('checkedByServer');
  });

  it('accepts a parser that checks, and the one cast of lib/api-client.ts', async () => {
    expect(
      await restricted('export const p = { parse: (data: unknown) => ({ a: Number(data) }) };\n'),
    ).toEqual([]);
    expect(
      await restricted(
        'interface Answer { a: number }\nexport const p = { parse: (data: unknown) => data as Answer };\n',
        'apps/web/src/lib/api-client.ts',
      ),
    ).toEqual([]);
  });
});

/** The messages of the layer rule (eslint.layers.js) for `code` written in the repository's file `file`. */
async function layerMessages(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('each layer imports only the layers below it (eslint.layers.js)', () => {
  it.each([
    [
      '@prix/shared importing the server',
      'packages/shared/src/exemplo.ts',
      '../../../apps/server/src/config.js',
    ],
    ['the web app importing the server', 'apps/web/src/lib/exemplo.ts', '../../../server/src/config.js'],
    ['the server importing the web app', 'apps/server/src/lib/exemplo.ts', '../../../web/vite.config.js'],
    [
      'the server importing tools',
      'apps/server/src/lib/exemplo.ts',
      '../../../../tools/bundle-budget/bundle-budget.js',
    ],
    ['a feature importing another feature', 'apps/web/src/features/home/exemplo.tsx', '../verba/verba-page'],
    ['a feature importing the app', 'apps/web/src/features/home/exemplo.tsx', '../../app/routes'],
    [
      'a feature importing the register screens',
      'apps/web/src/features/home/exemplo.tsx',
      '../../registers/register-route',
    ],
    [
      'the register screens importing a feature',
      'apps/web/src/registers/exemplo.tsx',
      '../features/home/home-page',
    ],
    ['the register screens importing the app', 'apps/web/src/registers/exemplo.tsx', '../app/routes'],
    [
      'a shared component importing the register screens',
      'apps/web/src/components/exemplo.tsx',
      '../registers/register-route',
    ],
    ['lib importing a component', 'apps/web/src/lib/exemplo.ts', '../components/page-title'],
    // The server's layers (config/lib/storage, db, auth, plugins, uploads/exports, registers, modules, composition).
    ['a server helper importing the database', 'apps/server/src/lib/exemplo.ts', '../db/client.js'],
    ['the database importing a plugin', 'apps/server/src/db/exemplo.ts', '../plugins/jobs.js'],
    ['the database importing the seed', 'apps/server/src/db/exemplo.ts', '../seed/index.js'],
    ['auth importing a plugin', 'apps/server/src/auth/exemplo.ts', '../plugins/errors.js'],
    [
      'a plugin importing a module',
      'apps/server/src/plugins/exemplo.ts',
      '../modules/relatorio/clique-store.js',
    ],
    [
      'the exports importing the registers',
      'apps/server/src/exports/exemplo.ts',
      '../registers/register-sql.js',
    ],
    [
      'the registers importing a module',
      'apps/server/src/registers/exemplo.ts',
      '../modules/cliente/cliente.routes.js',
    ],
    ['a module importing the composition', 'apps/server/src/modules/home/exemplo.ts', '../../app.js'],
    [
      'a module importing one that imports it',
      'apps/server/src/modules/cliente/exemplo.ts',
      '../home/home.routes.js',
    ],
    [
      'a module importing one not declared',
      'apps/server/src/modules/faq/exemplo.ts',
      '../cliente/benefit-balance.js',
    ],
    [
      "server code importing the tests' helpers",
      'apps/server/src/modules/faq/exemplo.ts',
      '../../testing/app.js',
    ],
  ])('refuses %s', async (_what, file, target) => {
    const messages = await layerMessages(`import '${target}';\n`, file);
    expect(messages).toHaveLength(1);
  });

  it('accepts an import down the layers', async () => {
    expect(
      await layerMessages(
        "import '../../../../packages/shared/src/api.js';\n",
        'apps/server/src/lib/exemplo.ts',
      ),
    ).toEqual([]);
    expect(
      await layerMessages("import '../../apps/server/src/config.js';\n", 'tools/bench/exemplo.ts'),
    ).toEqual([]);
    // A feature's own modules, the shared components and lib; the app importing a feature.
    expect(
      await layerMessages(
        "import './home-page';\nimport '../../components/page-title';\nimport '../../lib/paths';\n",
        'apps/web/src/features/home/exemplo.tsx',
      ),
    ).toEqual([]);
    expect(
      await layerMessages("import '../features/home/home-page';\n", 'apps/web/src/app/exemplo.ts'),
    ).toEqual([]);
  });

  it.each([
    [
      'a server helper importing shared',
      'apps/server/src/lib/exemplo.ts',
      '../../../../packages/shared/src/api.js',
    ],
    ['a plugin importing auth', 'apps/server/src/plugins/exemplo.ts', '../auth/access-context.js'],
    [
      'a module importing the registers',
      'apps/server/src/modules/faq/exemplo.ts',
      '../../registers/register-sql.js',
    ],
    [
      'a module importing one it declares',
      'apps/server/src/modules/home/exemplo.ts',
      '../cliente/benefit-balance.js',
    ],
    ['a test crossing the layers', 'apps/server/src/db/exemplo.test.ts', '../testing/app.js'],
  ])('accepts %s', async (_what, file, target) => {
    expect(await layerMessages(`import '${target}';\n`, file)).toEqual([]);
  });
});

describe('no import circle (import-x/no-cycle)', () => {
  it('refuses two modules that import each other, and passes over a type-only import', async () => {
    const dir = mkdtempSync(path.join(ROOT, 'tools/lint/circle-'));
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
      writeFileSync(path.join(dir, 'c.ts'), "import type { D } from './d.js';\nexport type C = D;\n");
      writeFileSync(path.join(dir, 'd.ts'), "import { c } from './e.js';\nexport type D = typeof c;\n");
      writeFileSync(
        path.join(dir, 'e.ts'),
        "import type { C } from './c.js';\nexport const c: C | null = null;\n",
      );
      const cycles = async (file: string) =>
        (await eslint.lintFiles([path.join(dir, file)]))[0]!.messages.filter(
          (m) => m.ruleId === 'import-x/no-cycle',
        );
      expect(await cycles('a.ts')).toHaveLength(1);
      expect(await cycles('c.ts')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the server's handlers and transactions are typed without a cast", () => {
  const SERVER_FILE = 'apps/server/src/modules/exemplo/exemplo.routes.ts';
  it.each([
    ['a cast of the body', 'export const f = (request: R) => request.body as { a: string };'],
    ['a cast of the query', 'export const f = (request: R) => (request.query as { a?: string }).a;'],
    ['a cast of the params', 'export const f = (request: R) => (request.params as { uuid: string }).uuid;'],
    ['a transaction cast to Db', 'export const f = (tx: R) => tx as unknown as Db;'],
    [
      'a type of its own for a transaction',
      "export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];",
    ],
  ])('refuses %s', async (_what, code) => {
    const messages = await restricted(
      `type R = { body: unknown };\ntype Db = object;\n${code}\n`,
      SERVER_FILE,
    );
    expect(messages).toHaveLength(1);
  });

  it('accepts a handler reading what its schema typed, and a transaction passed as it is', async () => {
    const code =
      'type R = { body: { a: string } };\ntype Db = { transaction(f: (tx: Db) => void): void };\n' +
      'export const f = (request: R) => request.body.a;\n' +
      'export const g = (db: Db, use: (db: Db) => void) => db.transaction((tx) => use(tx));\n';
    expect(await restricted(code, SERVER_FILE)).toEqual([]);
  });
});
