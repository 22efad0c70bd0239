// One linter for the repo. Type-aware rules are left out to keep `npm run lint` quick on two cores.
import { readdirSync } from 'node:fs';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const RUNTIME_ZONE_MESSAGE =
  'openapi/runtime is the Node-side contract runtime (files, Ajv): not for the browser or the machines.';
const RUNTIME_ONLY_IMPORTS = [
  {
    group: ['ajv', 'ajv/*', 'ajv-formats', 'openapi-backend'],
    message: 'Ask openapi/runtime for a check; Ajv and openapi-backend live there only.',
  },
];

// The simulator's floors, lowest first (sim-server/README.md). A room imports from its own floor
// and the floors below, never from a floor above; context.ts, the type hub every handler takes,
// stands outside the floors.
const SIM_FLOORS = [
  ['lib'],
  ['store', 'catalogue', 'documents', 'config.ts'],
  ['search'],
  ['domain', 'clock'],
  ['api', 'control', 'operations', 'scenarios'],
  ['shell'],
  ['server.ts', 'main.ts'],
];
const simZones = SIM_FLOORS.flatMap((floor, level) => {
  const above = SIM_FLOORS.slice(level + 1)
    .flat()
    .map((room) => `./sim-server/${room}`);
  return above.length === 0
    ? []
    : floor.map((room) => ({
        target: `./sim-server/${room}`,
        from: above,
        message: `sim-server/${room} stands below ${above.join(', ')}: a lower floor never imports a higher one.`,
      }));
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'openapi/dist',
      'openapi/generated',
      'web/dist',
      'bench/results',
      'data',
      // Run outputs (git-ignored): Playwright's and the replay's reports, Stryker's sandbox.
      'test-results',
      'playwright-report',
      'replay-report',
      'reports',
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
  // The top-level arrows of the design card: the contract and its vocabulary depend on nothing
  // else; the machines know nothing of the web app or the simulator; the simulator imports
  // neither the web app nor the machines. No import cycle anywhere: tests/unit/architecture.test.ts
  // owns that check (madge, type-only imports included, which import/no-cycle skips); the rule
  // took three quarters of the lint's time.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './sim-server',
              from: ['./web', './machines'],
              message:
                'The simulator takes shared values from openapi/vocabulary, not the web app or the machines.',
            },
            {
              target: './machines',
              from: ['./web', './sim-server'],
              message: 'Machines know nothing of the web app or the simulator.',
            },
            {
              target: './machines/*.machine.ts',
              from: './machines/calls',
              message:
                'A machine only names its actors; its HTTP calls live in machines/calls/, which the web app and the replay bind.',
            },
            {
              target: './openapi',
              from: ['./web', './machines', './sim-server', './fixtures', './scripts', './tests'],
              message: 'The contract and its vocabulary depend on nothing else in the repository.',
            },
            {
              target: ['./web', './machines'],
              from: './openapi/runtime',
              message: RUNTIME_ZONE_MESSAGE,
            },
            ...simZones,
          ],
        },
      ],
    },
  },
  // The web app's layers (bulletproof-react): shared (lib -> api -> components) -> features -> app.
  // Shared code imports no feature and no app code; a feature imports no other feature. `api` holds
  // one file per operation that shared UI or several features call.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // This block's zones replace the top-level ones for web files: repeat the runtime's.
            { target: './web', from: './openapi/runtime', message: RUNTIME_ZONE_MESSAGE },
            { target: './web/src/components', from: ['./web/src/features', './web/src/app'] },
            {
              target: './web/src/api',
              from: ['./web/src/features', './web/src/app', './web/src/components'],
            },
            {
              target: './web/src/lib',
              from: [
                './web/src/features',
                './web/src/app',
                './web/src/components',
                './web/src/api',
              ],
            },
            { target: './web/src/features', from: './web/src/app' },
            ...features.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
  // The contract's validators are built in one place, the runtime: Ajv and openapi-backend are
  // imported under openapi/runtime only (the tests' independent validator aside, on purpose).
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['openapi/runtime/**', 'tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: RUNTIME_ONLY_IMPORTS,
        },
      ],
    },
  },
  // Operations are called from API files only, one operation per file: web/src/api for those of
  // shared UI or of several features, a feature's api/ for its own. Everywhere else uses their
  // hooks and functions, so no operation is called from two places.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/api/**', 'web/src/features/*/api/**', 'web/src/lib/api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...RUNTIME_ONLY_IMPORTS,
            {
              group: ['**/lib/api', './api'],
              importNames: ['api', '$api'],
              message:
                'Call an operation through its API file (web/src/api or the feature api/ folder).',
            },
          ],
        },
      ],
    },
  },
  {
    // The client itself, and the test helpers that send raw (deliberately invalid) requests.
    files: ['openapi/client.ts', 'tests/support/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  // No function over 80 lines without a reason written beside it: the reason is the description
  // of the disable directive (`// eslint-disable-next-line max-lines-per-function -- <why>`), and
  // every directive must carry one.
  comments.recommended,
  {
    rules: { '@eslint-community/eslint-comments/require-description': 'error' },
  },
  {
    files: [
      'openapi/**/*.ts',
      'sim-server/**/*.ts',
      'web/src/**/*.{ts,tsx}',
      'machines/**/*.ts',
      'scripts/**/*.ts',
    ],
    ignores: ['**/*.test.ts', 'openapi/generated/**'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
);
