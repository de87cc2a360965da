import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['api', 'app', 'auth', 'filters', 'lib', 'ui'];

/**
 * Import direction (STYLE.md): a feature never imports another feature; shared code
 * never imports features; mocks import only the API contract and the filter codec.
 */
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared piece to src/ui, src/lib or src/filters.',
  })),
  ...SHARED.map((dir) => ({
    target: `./src/${dir}`,
    from: './src/features',
    message: 'Shared code does not import features.',
  })),
  {
    target: './mocks',
    from: './src',
    except: ['./api/contract', './filters', './lib'],
    message: 'Mocks import only the API contract, the filter codec and pure helpers from src/lib.',
  },
];

/**
 * The shared layers import one way (docs/architecture.md, "Layers and their import rules"):
 * lib imports nothing of src; api only lib; auth and filters sit side by side on api and lib;
 * ui may use auth and filters; app (providers, shell) is above them all, then routes and the
 * test helpers.
 * Type-only imports count: no-restricted-paths checks `import type` like any import.
 */
const layer = (dir, above, why) => ({
  target: `./src/${dir}`,
  from: above.map((name) => `./src/${name}`),
  message: `src/${dir} does not import ${above.join(', ')}: ${why}`,
});
const TOP = ['app', 'routes', 'test', 'main.tsx', 'router.tsx'];
const layerZones = [
  layer('lib', ['api', 'auth', 'filters', 'ui', ...TOP], 'move the code down to lib or pass it in.'),
  layer('api', ['auth', 'filters', 'ui', ...TOP], 'move the code down to api or lib, or pass it in.'),
  layer(
    'auth',
    ['filters', 'ui', ...TOP],
    'move the code down, or let auth own an interface that a higher layer implements.',
  ),
  layer(
    'filters',
    ['auth', 'ui', ...TOP],
    'move the code down, or let filters own an interface that a higher layer implements.',
  ),
  layer('ui', TOP, 'move the code down to ui, or pass it in as a prop or context.'),
];

/** Only tests (and the test setup) may reach the demo API directly, for per-test handlers. */
const appMustNotImportMocks = {
  target: './src',
  from: './mocks',
  message: 'The app reaches the demo API only through src/main.tsx (dynamic import) and tests.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench/results.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser },
      parserOptions: { projectService: false },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Resolves the @/ and @mocks/ aliases from tsconfig.json, so boundaries see real paths.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...layerZones, appMustNotImportMocks] },
      ],
    },
  },
  {
    // Tests and test helpers may reach the demo API and any layer (a filters test renders
    // through src/test's app wrapper); main.tsx holds the one (dynamic) import of the demo API.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/main.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    files: ['e2e/**', 'bench/**', 'scripts/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
