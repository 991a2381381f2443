// The project's own ESLint rules (eslint.config.js) that guard a class of bug, checked on snippets so that
// losing one (a config rewrite, a selector typo) fails here rather than silently.
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
  });
});
