import fs from 'node:fs';
import js from '@eslint/js';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of the architecture (README, Arquitectura): one-way dependencies, enforced by lint. */
const noImport = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }];

/**
 * A feature uses another feature only through its `index.ts` (what it chooses to share), never its
 * internals: one zone per pair of feature folders. Tests may reach in (they build fixtures).
 */
function featureZones(dir) {
  const features = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.flatMap((target) =>
    features
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${dir}/${target}`,
        from: `./${dir}/${from}`,
        except: ['./index.ts'],
        message: `Import ${from} through its index.ts, not its internals.`,
      })),
  );
}

/**
 * The server's layers, each importing only those below it: db (schema, client) < lib (mail, storage, pdf,
 * caches) < plugins (cross-cutting Fastify plugins) and features (routes and use cases). app.ts composes them
 * (docs/decisions/022). Plugins and features never import each other: what a plugin needs of a feature is
 * handed in by app.ts.
 */
const serverLayerZones = [
  ['db', ['lib', 'plugins', 'features'], 'db is the lowest layer: it imports no lib, plugin or feature.'],
  ['lib', ['plugins', 'features'], 'lib is infrastructure: it imports no plugin or feature.'],
  ['plugins', ['features'], 'A plugin does not import a feature: app.ts hands it what it needs.'],
  ['features', ['plugins'], 'A feature does not import a plugin: shared request helpers live in lib.'],
].map(([target, from, message]) => ({
  target: `./src/server/${target}`,
  from: from.map((layer) => `./src/server/${layer}`),
  message,
}));

/**
 * Test helpers live in one folder per layer (src/server/test, src/web/test, src/shared/test; e2e/support for the
 * browser tests): only tests and other helpers import them, never the product.
 */
const testHelperZones = ['server', 'web', 'shared'].map((layer) => ({
  target: `./src/${layer}/!(test)/**`,
  from: ['./src/server/test', './src/web/test', './src/shared/test'],
  message: 'Product code does not import test helpers.',
}));

/** The browser's layers: ui (generic components) and lib (helpers) sit below the features and never import them. */
const webLayerZones = ['ui', 'lib'].map((layer) => ({
  target: `./src/web/${layer}`,
  from: './src/web/features',
  message: `web/${layer} sits below the features: it imports no feature (pass what it needs as props or arguments).`,
}));

/**
 * Assertions that cannot fail (docs/decisions/029, 044): a `getBy…`/`findBy…` query throws when nothing matches, so
 * `expect(getBy…()).toBeTruthy()` passes whenever it runs, and `toBeDefined()` passes even on `queryBy…`'s null.
 * The selectors see every caller: `screen.getBy…`, `within(el).getBy…`, `card().getBy…` (the testing-library plugin's
 * prefer-implicit-assert misses the last two) and playwright's `page.getBy…` (a locator is always truthy).
 */
const QUERY = '/^(get|find|query)(All)?By/';
const queryIn = (path) => [`[${path}.callee.name=${QUERY}]`, `[${path}.callee.property.name=${QUERY}]`];
const queried = (expectCall) =>
  `[${expectCall}.callee.name='expect']:matches(${[
    ...queryIn(`${expectCall}.arguments.0`),
    ...queryIn(`${expectCall}.arguments.0.argument`),
  ].join(', ')})`;
const vacuousQueryAsserts = [
  `MemberExpression[property.name=/^(toBeTruthy|toBeDefined|toBeInTheDocument)$/]${queried('object')}`,
  `MemberExpression[property.name=/^(toBeNull|toBeUndefined|toBeFalsy)$/][object.property.name='not']${queried('object.object')}`,
].map((selector) => ({
  selector,
  message:
    'This assertion cannot fail (a getBy/findBy query throws when nothing matches; null is defined). Assert what ' +
    'the element says or does (text, name, state); for absence, queryBy…() with toBeNull().',
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves the package imports (#server/*, #shared/*, #web/*) so the zones below see where an import lands.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverLayerZones,
            ...webLayerZones,
            ...testHelperZones,
            ...featureZones('src/server/features'),
            ...featureZones('src/web/features'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': noImport(
        ['\\#server/**', '**/server/**', 'node:*'],
        'The browser never imports server code or Node modules.',
      ),
    },
  },
  {
    // What a phone downloads for the public pages stays small: no zod (its schemas build at load time and
    // cannot be tree-shaken). Types from the schemas are fine; rules come from zod-free modules.
    files: ['src/web/entry-public.tsx', 'src/web/features/public-site/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*', '\\#shared/schemas/*', '!\\#shared/schemas/contact-rules.ts'],
              allowTypeImports: true,
              message: 'The public pages do not carry zod: import a zod-free module (docs/performance.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['\\#server/**', '\\#web/**', '**/server/**', '**/web/**', 'node:*', 'fs', 'path', 'react', 'react-dom'],
        'src/shared holds pure domain rules: no I/O, no server or browser code.',
      ),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(
        ['\\#web/**', '**/web/**', 'react', 'react-dom', 'react-dom/*'],
        'The server does not import browser code.',
      ),
    },
  },
  {
    // A function reads in a screen or two: routes are one file each and use cases one per file, so a longer function
    // is a sign two things were joined (docs/decisions/022). Tests and their helpers read top to bottom and are exempt.
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/server/test/**', 'src/shared/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests that can fail: no presence check around a query that throws, no absence check with one that throws,
    // no findBy left un-awaited (its promise is always truthy).
    files: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { 'testing-library': testingLibrary },
    rules: {
      'testing-library/prefer-presence-queries': 'error',
      'testing-library/await-async-queries': 'error',
      'no-restricted-syntax': ['error', ...vacuousQueryAsserts],
    },
  },
  // Layout is Prettier's (npm run format); no lint rule argues with it.
  eslintConfigPrettier,
);
