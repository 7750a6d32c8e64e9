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
// ESM-only packages that jest must transform.
const esmPackages = ['jose', 'graphql-request', '@aws-amplify', 'aws-amplify', 'uuid', '@smithy', 'tslib'];

const project = (name, rootDir, testEnvironment, extra = {}) => ({
  displayName: name,
  rootDir,
  testEnvironment,
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@store/shared$': '<rootDir>/../../packages/shared/src/index.ts',
    '^@store/shared/(.*)$': '<rootDir>/../../packages/shared/src/$1',
    '\\.(css)$': '<rootDir>/../../jest.style-stub.js',
  },
  setupFilesAfterEnv: testEnvironment === 'jsdom' ? ['<rootDir>/../../jest.setup-dom.js'] : [],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
  ...extra,
});

module.exports = {
  projects: [
    project('shared', 'packages/shared', 'node'),
    project('api', 'apps/api', 'node'),
    project('shell', 'apps/shell', 'jsdom'),
    project('catalog', 'apps/catalog', 'jsdom'),
    project('checkout', 'apps/checkout', 'jsdom'),
    project('wallet', 'apps/wallet', 'jsdom'),
    project('account', 'apps/account', 'jsdom'),
    project('rewards', 'apps/rewards', 'jsdom'),
  ],
  coverageThreshold: {
    './packages/shared/src/domain/': { lines: 95 },
    './packages/shared/src/errors/': { lines: 95 },
  },
  collectCoverageFrom: ['packages/shared/src/domain/**/*.ts', 'packages/shared/src/errors/**/*.ts', '!**/*.test.ts'],
};
