// One linter for the repo. Type-aware rules are left out to keep `npm run lint` quick on two cores.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'openapi/dist',
      'openapi/generated',
      'web/dist',
      'bench/results',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // A leading underscore marks a value that is deliberately left unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Contract paths are called only through the generated client (openapi/client.ts).
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through the typed client in openapi/client.ts.' },
      ],
    },
  },
  {
    // The client itself, and the test helpers that send raw (deliberately invalid) requests.
    files: ['openapi/client.ts', 'tests/support/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
);
