import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const REMOTES = ['mf-journey', 'mf-chat', 'mf-search', 'mf-forms', 'mf-company-landing'];
const APPS = ['shell', ...REMOTES];
const APP_PACKAGE_PATTERNS = ['@klob/shell', '@klob/shell/*', '@klob/api', '@klob/api/*', '@klob/mf-*'];
// react-i18next reaches every app through the @klob/shared/react-i18n singleton entry only.
const REACT_I18N_THROUGH_SHARED = {
  name: 'react-i18next',
  message: "Import it from '@klob/shared/react-i18n': one react-i18next context per page, shared as a singleton.",
};

// Apps read their texts from the localization call at run time; their texts modules (src/texts, issue 23) are
// published by the build and read by tests, never bundled.
const TRANSLATIONS_FROM_THE_API = {
  name: '@klob/shared/translations',
  message: 'Texts come from the localization call (useTranslation); this entry is for texts files and tests.',
};
const APP_TEXTS_FROM_THE_API = {
  group: ['**/texts', '**/texts/*'],
  message: "Texts come from the localization call (useTranslation); src/texts is published by the app's build and read by tests.",
};
const APP_SOURCE_PATTERNS = [{ group: APP_PACKAGE_PATTERNS }, APP_TEXTS_FROM_THE_API];
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test-support/**', '**/*-test-support.{ts,tsx}'];
const REMOTE_PATHS = [
  REACT_I18N_THROUGH_SHARED,
  // klobBus writes as the shell; a unit writes through services.bus, scoped to its remote.
  { name: '@klob/shared', importNames: ['klobBus'], message: 'Use services.bus: it writes as this remote.' },
  // Global styles come from the shell only; a remote's styles stay in its own emotion cache.
  { name: '@emotion/react', importNames: ['Global', 'CacheProvider'], message: "Global styles are the shell's." },
];

/**
 * Import boundaries between the parts (docs/ARCHITECTURE.md "Import boundaries"):
 * a zone forbids files under `target` to import files under `from`. Imports are
 * resolved to files first, so a relative path and a package name are caught alike.
 */
export const BOUNDARY_ZONES = [
  // shared is the contract every part builds on: it imports no app, nor the api, e2e or tools.
  { target: './shared', from: [...APPS, 'api', 'e2e', 'tools'].map((part) => `./${part}`), message: '@klob/shared imports no app.' },
  // A remote's source reaches the platform through @klob/shared only.
  ...REMOTES.map((remote) => ({
    target: `./${remote}/src`,
    from: ['shell', 'api', 'e2e', 'tools', ...REMOTES.filter((other) => other !== remote)].map((part) => `./${part}`),
    message: 'A remote imports only @klob/shared (never the api, the shell or another remote).',
  })),
  // The shell loads remotes at run time by name; it never imports their source.
  {
    target: './shell/src',
    from: [...REMOTES, 'api', 'e2e'].map((part) => `./${part}`),
    message: 'The shell imports no remote or api source.',
  },
  // The api is its own process; it shares only @klob/shared's contracts.
  { target: './api/src', from: [...APPS, 'e2e', 'tools'].map((part) => `./${part}`), message: 'The api imports only @klob/shared.' },
  // e2e drives the built platform: tools/platform starts it, and the apps' published routes (their builds'
  // klob-routes.json) say which pages exist.
  {
    target: './e2e',
    from: [...APPS, 'api'].map((part) => `./${part}`),
    message: 'e2e tests the built platform: it imports @klob/shared and tools, not app internals.',
  },
  // The build and the production server read what apps publish (their routes, their builds); they never compile
  // app source in: a remote deployed alone must be served without rebuilding the tools.
  {
    target: './tools',
    from: [...APPS.map((part) => `./${part}`), './api/src'],
    message: 'tools import only @klob/shared: they read what the apps publish, never their source.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'shared/lib/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: BOUNDARY_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Package names of apps resolve to nothing (no app depends on another): refuse them by name.
      'no-restricted-imports': ['error', { patterns: APP_PACKAGE_PATTERNS }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/react-i18n.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: APP_SOURCE_PATTERNS, paths: [REACT_I18N_THROUGH_SHARED, TRANSLATIONS_FROM_THE_API] }],
    },
  },
  {
    files: REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', { patterns: APP_SOURCE_PATTERNS, paths: [...REMOTE_PATHS, TRANSLATIONS_FROM_THE_API] }],
    },
  },
  // The api registers every path from @klob/shared/api-contract, where its clients read it too.
  {
    files: ['api/src/**/*.ts'],
    ignores: TEST_FILES.map((glob) => `api/src/${glob}`),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/] > :matches(Literal, TemplateLiteral):first-child",
          message: 'Register the path from its area in @klob/shared/api-contract (a parameter path: routePath(...).pattern).',
        },
      ],
    },
  },
  // An app's texts files declare its namespaces with defineTranslations.
  {
    files: APPS.map((app) => `${app}/src/texts/**`),
    rules: { 'no-restricted-imports': ['error', { patterns: APP_PACKAGE_PATTERNS, paths: [REACT_I18N_THROUGH_SHARED] }] },
  },
  // Issue 25: an app's first-screen renderer runs on the shell's server, with the app's texts in its own bundle.
  {
    files: APPS.map((app) => `${app}/src/first-screen.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns: APP_PACKAGE_PATTERNS, paths: [REACT_I18N_THROUGH_SHARED] }] },
  },
  // Tests render with the real texts.
  {
    files: TEST_FILES.map((glob) => `{shell,shared}/src/${glob}`),
    rules: { 'no-restricted-imports': ['error', { patterns: APP_PACKAGE_PATTERNS, paths: [REACT_I18N_THROUGH_SHARED] }] },
  },
  {
    files: REMOTES.flatMap((remote) => TEST_FILES.map((glob) => `${remote}/src/${glob}`)),
    rules: { 'no-restricted-imports': ['error', { patterns: APP_PACKAGE_PATTERNS, paths: REMOTE_PATHS }] },
  },
  // Issue 25: a remote's first-screen test renders against a real api, started in the test by the api's test support.
  {
    files: REMOTES.map((remote) => `${remote}/src/first-screen.test.{ts,tsx}`),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...BOUNDARY_ZONES.map((zone) => ({ ...zone, from: zone.from.filter((part) => part !== './api') })),
            {
              target: './',
              from: './api',
              except: ['./src/testing'],
              message: 'A first-screen test uses the api through its test support only.',
            },
          ],
        },
      ],
    },
  },
);
