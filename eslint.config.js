import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/storybook-static/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['packages/widgets/**/*.{ts,tsx}', 'apps/storefront/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // core is shared by the browser and the api: it must never pull React in.
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'react/*', '@horeca/widgets*'] }],
    },
  },
  {
    // The storefront's words are read in the page's language through useWords (lib/words.tsx):
    // a page importing the English catalogue itself would show English on an Arabic page.
    files: ['apps/storefront/src/**/*.{ts,tsx}'],
    ignores: ['apps/storefront/src/lib/words.tsx', 'apps/storefront/src/**/*.test.{ts,tsx}', 'apps/storefront/src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/words.en', '**/words.ar'], message: 'Read the words with useWords() (lib/words.tsx), in the language of the page.' }] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'e2e/**/*.ts', 'apps/api/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
