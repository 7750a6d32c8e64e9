// One jest run over every workspace; each workspace is a project with its own environment.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const { sharedModuleNameMapper } = require('./scripts/shared-entries.cjs');

// ESM-only packages that jest must transform.
const esmPackages = ['jose', 'light-my-request', 'cookie', '@aws-amplify', 'aws-amplify', 'uuid', '@smithy', 'tslib'];

const project = (name, rootDir, testEnvironment, extra = {}) => ({
  displayName: name,
  rootDir,
  // 'jsdom' here means jsdom with the platform's fetch (jest.env-dom.js).
  testEnvironment: testEnvironment === 'jsdom' ? '<rootDir>/../../jest.env-dom.js' : testEnvironment,
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    // @store/shared resolves through its package.json "exports" entries only (scripts/shared-entries.cjs).
    ...sharedModuleNameMapper(),
    '\\.(css)$': '<rootDir>/../../jest.style-stub.js',
    // An imported image is its file name in tests (webpack gives its URL).
    '\\.(svg)$': '<rootDir>/../../jest.file-stub.js',
  },
  setupFilesAfterEnv: testEnvironment === 'jsdom' ? ['<rootDir>/../../jest.setup-dom.js'] : [],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
  ...extra,
});

module.exports = {
  // One worker per core: jest's default (cores - 1) runs the suites one at a time on CI's 2-core machine.
  maxWorkers: '100%',
  // A form journey in jsdom takes 1-3 s; on a loaded 2-core machine more than jest's 5 s default.
  testTimeout: 15_000,
  projects: [
    project('shared', 'packages/shared', 'node'),
    project('api', 'apps/api', 'node'),
    project('partner-id', 'apps/partner-id', 'node'),
    project('shell', 'apps/shell', 'jsdom'),
    project('catalog', 'apps/catalog', 'jsdom'),
    project('checkout', 'apps/checkout', 'jsdom'),
    project('wallet', 'apps/wallet', 'jsdom'),
    project('account', 'apps/account', 'jsdom'),
    project('rewards', 'apps/rewards', 'jsdom'),
  ],
  // The gate covers @store/shared's logic: the kernel (stores, kernel, i18n) and the domain, errors and api
  // entries. The UI kit is exercised through the apps' component tests; the standalone harness is dev-only.
  coverageThreshold: {
    './packages/shared/src/domain/': { lines: 95 },
    './packages/shared/src/errors/': { lines: 95 },
    './packages/shared/src/api/': { lines: 95 },
    './packages/shared/src/stores/': { lines: 95 },
    './packages/shared/src/kernel/': { lines: 85 },
  },
  collectCoverageFrom: [
    'packages/shared/src/{domain,errors,api,stores,kernel,i18n}/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/*.testutil.{ts,tsx}',
  ],
};
