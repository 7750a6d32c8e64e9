// A remote built against a newer minor of @store/shared than the page's kernel: its build declares the
// range it needs, and its contract load is refused with SharedVersionRefused (the slot's "unavailable"
// fallback) instead of the remote crashing on a kernel export the page does not have.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertSharedVersion, SHARED_VERSION, SharedVersionRefused } from '@store/shared';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createAppConfig } = require('../../../scripts/webpack.app.cjs') as {
  createAppConfig: (o: { name: string; dir: string; exposes?: Record<string, string> }) => (env: unknown, argv: { mode: string }) => unknown;
};

const root = path.resolve(__dirname, '../../..');
const REMOTES = ['catalog', 'checkout', 'wallet', 'account', 'rewards'] as const;

interface FederationOptions {
  shared: Record<string, { singleton?: boolean; strictVersion?: boolean; requiredVersion?: string; version?: string }>;
}

/** The Module Federation options of an app's federated build. */
function federationOptions(name: string, dir: string, remote = true): FederationOptions {
  const built = createAppConfig({ name, dir, ...(remote ? { exposes: { './contract': './src/exposes.ts' } } : {}) })({}, { mode: 'production' });
  // An app's builds: the federated one is the build with the federation plugin (the shell's start script has none).
  const builds = (Array.isArray(built) ? built : [built]) as { plugins: { constructor: { name: string }; _options?: FederationOptions }[] }[];
  const plugin = builds.flatMap((b) => b.plugins).find((p) => p.constructor.name === 'ModuleFederationPlugin');
  if (!plugin?._options) throw new Error('no ModuleFederationPlugin');
  return plugin._options;
}

function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `^${major}.${(minor ?? 0) + 1}.0`;
}

describe('@store/shared version skew between a remote and the page', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'newer-remote-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the shell provides its kernel as the one singleton, at the package version', () => {
    const shared = federationOptions('shell', path.join(root, 'apps/shell'), false).shared['@store/shared'];
    expect(shared).toMatchObject({ singleton: true, version: SHARED_VERSION });
  });

  it('a remote built against a newer minor declares that range (not strict: the contract check refuses it, MF does not throw inside the slot)', () => {
    const needs = nextMinor(SHARED_VERSION);
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@store/newer', dependencies: { '@store/shared': needs } }));
    const shared = federationOptions('newer', dir).shared['@store/shared'];
    expect(shared).toMatchObject({ singleton: true, requiredVersion: needs });
    expect(shared?.strictVersion).toBeFalsy();

    // Its contract carries the same range; the page's kernel refuses it with a clear, typed error.
    const contract = { remote: 'newer', major: 1, modules: [], sharedRange: needs };
    expect(() => assertSharedVersion(contract.remote, contract.sharedRange)).toThrow(SharedVersionRefused);
    expect(() => assertSharedVersion(contract.remote, contract.sharedRange)).toThrow(
      `SharedVersionRefused: newer needs @store/shared ${needs}; this page provides ${SHARED_VERSION}`,
    );
  });

  it.each(REMOTES)('%s declares its package.json range in its build and its contract, and the current kernel accepts it', async (remote) => {
    const appDir = path.join(root, 'apps', remote);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const range = (require(path.join(appDir, 'package.json')) as { dependencies: Record<string, string> }).dependencies['@store/shared'] ?? '';
    expect(range).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(federationOptions(remote, appDir).shared['@store/shared']?.requiredVersion).toBe(range);
    const { contract } = (await import(path.join(appDir, 'src/exposes.ts'))) as { contract: { remote: string; sharedRange: string } };
    expect(contract.sharedRange).toBe(range);
    expect(() => assertSharedVersion(contract.remote, contract.sharedRange)).not.toThrow();
  });
});
