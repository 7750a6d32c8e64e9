// Lint with import-boundary rules: a remote never imports another remote's source,
// and packages/shared layers point one way (ui -> stores -> api -> errors -> domain).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const remotes = ['shell', 'catalog', 'checkout', 'wallet', 'account', 'rewards', 'api'];

const otherAppsPattern = (self) =>
  remotes
    .filter((r) => r !== self)
    .flatMap((r) => [`**/apps/${r}/**`, `@store/${r}`, `@store/${r}/**`]);

// Which shared layers each layer may not import (arrows point down only).
const sharedLayers = {
  domain: ['errors', 'api', 'stores', 'i18n', 'ui'],
  errors: ['api', 'stores', 'i18n', 'ui'],
  api: ['stores', 'i18n', 'ui'],
  i18n: ['api', 'stores', 'ui'],
  stores: ['ui'],
  ui: [],
};

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
  ...remotes.map((self) => ({
    files: [`apps/${self}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: otherAppsPattern(self), message: 'A remote never imports another remote\'s source: use its exposed modules through Module Federation.' },
            { group: ['**/packages/shared/**'], message: 'Import @store/shared, not its files by path.' },
            ...(self === 'api'
              ? []
              : [{ group: ['zod', 'zod/**'], message: 'Use the z of @store/shared: one zod copy per page (see packages/shared/src/domain/schema.ts).' }]),
          ],
        },
      ],
    },
  })),
  ...Object.entries(sharedLayers).map(([layer, forbidden]) => ({
    files: [`packages/shared/src/${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(forbidden.length
              ? [{ group: forbidden.flatMap((f) => [`../${f}`, `../${f}/**`, `../../${f}`, `../../${f}/**`]), message: `shared/${layer} may import only the layers below it.` }]
              : []),
            { group: ['**/apps/**', '@store/*', '!@store/shared'], message: 'packages/shared never imports an app.' },
          ],
        },
      ],
    },
  })),
);
