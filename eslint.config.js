import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { LAYERS } from './eslint.layers.js';

const ZOD_ONLY_THROUGH_SETUP = {
  name: 'zod',
  message: "Importe z de '@prix/shared/zod' (ou '../zod-setup.js' dentro de packages/shared).",
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.e2e/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X } from 'm'` still loads 'm' in the build: it put zod back on /home.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Layers: which folder may import which (eslint.layers.js), and no import circle. Imports are resolved
    // as TypeScript resolves them (the server's `.js` suffixes, the packages' `exports`); a type-only import
    // is erased and ties nothing at run time, so the circle check passes over it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/*/tsconfig.json',
            'apps/*/tsconfig.json',
            'tools/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests may reach across the layers they exercise (a screen test mounts the app's providers).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: LAYERS }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Layering: shared knows nothing of the apps, the web app never imports server code. Both reach zod through
    // packages/shared/src/zod-setup.ts ('@prix/shared/zod'), so its settings (Portuguese, no eval in a
    // browser) hold before any schema is built, whichever module loads first.
    files: ['packages/shared/**/*.ts'],
    ignores: ['packages/shared/src/zod-setup.ts', 'packages/shared/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: ['@prix/server*', '@prix/web*', '**/apps/**'], paths: [ZOD_ONLY_THROUGH_SETUP] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/lazy.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: ['@prix/server*', '**/apps/server/**'],
          paths: [
            ZOD_ONLY_THROUGH_SETUP,
            // The take-over of a server-drawn page waits for every lazy part (decision 0049): one `lazy` counts them.
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                'Use lazy de lib/lazy.ts: a primeira tela só aceita entrada depois que as partes chegaram.',
            },
          ],
        },
      ],
      // useSearchParams's setter starts from the render's parameters and can write an older filter back.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "VariableDeclarator[id.type='ArrayPattern'][id.elements.length>1][init.callee.name='useSearchParams']",
          message:
            'Escreva a query string com useLatestSearchParams (lib/search-params.ts), não com o setter de useSearchParams.',
        },
        // An answer read unchecked must be one the server checks: a parser that only casts hides a route whose
        // answer nobody checks (SERVER_CHECKED_ANSWERS). checkedByServer is the one such parser.
        {
          selector:
            "Property[key.name='parse'] > :function > TSAsExpression.body, Property[key.name='parse'] > :function > BlockStatement > ReturnStatement > TSAsExpression",
          message:
            "Leia uma resposta sem conferi-la só com checkedByServer('MÉTODO /api/rota') (lib/api-client.ts), e declare o schema da resposta na rota.",
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/search-params.ts', 'apps/web/src/lib/api-client.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // A cast here hides a mismatch the compiler would otherwise show: a handler's request types come from its
    // route's zod schemas, and a transaction already is a Db (db/client.ts).
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSAsExpression[expression.object.name='request'][expression.property.name=/^(body|query|params)$/]",
          message:
            'Declare params, querystring ou body no schema da rota e registre-a em app.withTypeProvider<ZodTypeProvider>(): o handler recebe os tipos sem cast.',
        },
        {
          selector: "TSAsExpression[typeAnnotation.typeName.name='Db'][expression.type='TSAsExpression']",
          message: 'Uma transação já é um Db (db/client.ts): passe-a como está.',
        },
        {
          selector:
            "TSIndexedAccessType[objectType.typeName.name='Db'][indexType.literal.value='transaction']",
          message: 'Uma transação já é um Db (db/client.ts): tipe-a como Db, sem um tipo próprio.',
        },
      ],
    },
  },
);
