// Lint with import-boundary rules: a remote never imports another remote's source,
// packages/shared layers point one way (ui -> stores -> api -> errors -> domain), and inside an app
// a feature folder reaches another feature only through its index (scripts/eslint-feature-boundaries.mjs).
// The rules of hooks and exhaustive effect dependencies are errors.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { storePlugin } from './scripts/eslint-feature-boundaries.mjs';
import { serverSafeModuleScope } from './scripts/eslint-server-safe.mjs';

const remotes = ['shell', 'catalog', 'checkout', 'wallet', 'account', 'rewards', 'api'];

const others = (self) => remotes.filter((r) => r !== self);
const otherAppsPatterns = (self) => {
  const message = "A remote never imports another remote's source: use its exposed modules through Module Federation.";
  return [
    { group: others(self).map((r) => `**/apps/${r}/**`), message },
    // Except its published contract (src/contract.ts, types only), imported as @store/<remote>/contract.
    // (A regex: gitignore-style patterns cannot re-include a file under an excluded folder.)
    { regex: `^@store/(${others(self).join('|')})(?!/contract$)(/.*)?$`, message },
  ];
};

// @store/shared: the kernel (src/index.ts with stores/, kernel/, i18n/: one instance per page) and the
// entries each app bundles (domain, errors, api, ui, standalone, testing). Kernel folders import each
// other by relative path and the entries as '@store/shared/<entry>'; an entry reaches the kernel only as
// '@store/shared' (never a relative path into it, or a bundled copy would not be the page's instance).
// Entries point down: ui/standalone -> api -> errors -> domain.
const KERNEL_FOLDERS = ['stores', 'kernel', 'i18n'];
const SHARED_FOLDERS = [...KERNEL_FOLDERS, 'domain', 'errors', 'api', 'ui', 'standalone', 'testing'];
const sharedLayers = {
  domain: ['@store/shared/errors', '@store/shared/api', '@store/shared/ui', '@store/shared/standalone', '@store/shared/testing'],
  errors: ['@store/shared/api', '@store/shared/ui', '@store/shared/standalone', '@store/shared/testing'],
  api: ['@store/shared/ui', '@store/shared/standalone', '@store/shared/testing'],
  ui: ['@store/shared/standalone', '@store/shared/testing'],
  standalone: ['@store/shared/testing'],
  testing: [],
  ...Object.fromEntries(KERNEL_FOLDERS.map((k) => [k, ['@store/shared', '@store/shared/ui', '@store/shared/standalone', '@store/shared/testing']])),
};
const relativeInto = (folders) => folders.flatMap((f) => [`../${f}`, `../${f}/**`, `../../${f}`, `../../${f}/**`]);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'dist-monolith/**', 'apps/.e2e-*/**', '**/.mf/**', '**/coverage/**', 'test-results/**', 'playwright-report/**', '**/*.cjs', 'jest.*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Not the API (no React) nor node-environment tests, whose set-up helpers are named useX too.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['apps/api/**', '**/*.test.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Modules that may load on the server (issue 11): no browser global at module scope. The browser entries
    // (bootstrap, the standalone page) and tests are browser-only by definition.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.{ts,tsx}'],
    ignores: ['apps/api/**', '**/*.test.{ts,tsx}', '**/bootstrap.tsx', '**/standalone.tsx', '**/testing/**'],
    plugins: { server: { meta: { name: 'server' }, rules: { 'safe-module-scope': serverSafeModuleScope } } },
    rules: { 'server/safe-module-scope': 'error' },
  },
  {
    files: ['apps/*/src/features/**/*.{ts,tsx}'],
    plugins: { store: storePlugin },
    rules: { 'store/feature-boundaries': 'error' },
  },
  ...remotes.map((self) => ({
    files: [`apps/${self}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...otherAppsPatterns(self),
            { group: ['**/packages/shared/**'], message: 'Import @store/shared, not its files by path.' },
            ...(self === 'api'
              ? []
              : [{ regex: '^zod(/|$)', message: 'Use the z of @store/shared: one zod copy per page (see packages/shared/src/domain/schema.ts).' }]),
          ],
        },
      ],
    },
  })),
  ...Object.entries(sharedLayers).map(([layer, forbidden]) => ({
    files: [`packages/shared/src/${layer}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbidden.map((name) => ({ name, message: `shared/${layer} may not import ${name} (see the layer notes in eslint.config.mjs).` })),
          patterns: [
            // testing/ gathers test helpers from every folder (jest only).
            ...(layer === 'testing' ? [] : [{
              group: relativeInto(SHARED_FOLDERS.filter((f) => f !== layer && !(KERNEL_FOLDERS.includes(layer) && KERNEL_FOLDERS.includes(f)))),
              message: `shared/${layer} reaches other parts of @store/shared through '@store/shared' (the kernel) or '@store/shared/<entry>', not by relative path.`,
            }]),
            { regex: '^@store/(?!shared(/|$))', message: 'packages/shared never imports an app.' },
            { group: ['**/apps/**'], message: 'packages/shared never imports an app.' },
          ],
        },
      ],
    },
  })),
);
