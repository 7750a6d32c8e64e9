// @store/shared resolves the same way everywhere: package.json "exports" is the list, and tsconfig's
// paths (tsc, the API through tsx), jest's moduleNameMapper and webpack's aliases all follow it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as kernel from '@store/shared';

const root = path.resolve(__dirname, '../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedEntries, sharedAliases, sharedModuleNameMapper } = require('../../../scripts/shared-entries.cjs') as {
  sharedEntries: () => Record<string, string>;
  sharedAliases: () => Record<string, string>;
  sharedModuleNameMapper: () => Record<string, string>;
};

const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
const TSCONFIGS = ['tsconfig.base.json', ...['shell', 'catalog', 'checkout', 'wallet', 'account', 'rewards', 'api'].map((a) => `apps/${a}/tsconfig.json`), 'packages/shared/tsconfig.json'];

describe('@store/shared entries', () => {
  const entries = sharedEntries();

  it('the kernel and the sub-path entries, nothing deeper', () => {
    expect(Object.keys(entries).sort()).toEqual(
      ['@store/shared', '@store/shared/api', '@store/shared/domain', '@store/shared/errors', '@store/shared/schema', '@store/shared/signing', '@store/shared/standalone', '@store/shared/testing', '@store/shared/ui'].sort(),
    );
  });

  it.each(TSCONFIGS)('%s maps exactly these entries to the same files', (file) => {
    const paths = readJson(file).compilerOptions.paths;
    const shared = Object.fromEntries(Object.entries(paths).filter(([k]) => k === '@store/shared' || k.startsWith('@store/shared/')));
    expect(Object.keys(shared).sort()).toEqual(Object.keys(entries).sort());
    for (const [specifier, [target]] of Object.entries(shared)) {
      expect(path.resolve(root, path.dirname(file), target ?? '')).toBe(entries[specifier]);
    }
  });

  it('webpack aliases and jest mappers are exact matches, so a deep path into the package does not resolve', () => {
    expect(Object.keys(sharedAliases()).every((k) => k.endsWith('$'))).toBe(true);
    for (const pattern of Object.keys(sharedModuleNameMapper())) {
      expect(new RegExp(pattern).test('@store/shared/domain/constants')).toBe(false);
    }
  });
});

describe('the kernel exports only what must be one instance per page', () => {
  it.each(['StandaloneRemote', 'startStandaloneRemote', 'WalletStore', 'CashbackStore', 'PurchaseStore', 'signedRequestHeaders', 'Modal', 'countryByCode'])(
    'not %s',
    (name) => {
      expect(name in kernel).toBe(false);
    },
  );

  it('the RootStore and its context, i18n, run-time configuration and the version check', () => {
    for (const name of ['RootStore', 'StoreProvider', 'useRootStore', 'createStoreI18n', 'registerNamespace', 'RuntimeConfigSchema', 'SHARED_VERSION', 'SharedVersionRefused', 'assertSharedVersion']) {
      expect(name in kernel).toBe(true);
    }
  });
});
