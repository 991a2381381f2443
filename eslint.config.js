import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Layering: shared knows nothing of the apps, the web app never imports server code.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@prix/server*', '@prix/web*', '**/apps/**'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@prix/server*', '**/apps/server/**'] }],
      // useSearchParams's setter starts from the render's parameters and can write an older filter back.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "VariableDeclarator[id.type='ArrayPattern'][id.elements.length>1][init.callee.name='useSearchParams']",
          message:
            'Escreva a query string com useLatestSearchParams (lib/search-params.ts), não com o setter de useSearchParams.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/search-params.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
