import sharedPackage from '../../package.json';
import { assertSharedVersion, satisfiesRange, SHARED_VERSION, SharedVersionRefused } from './sharedVersion';

describe('the kernel version', () => {
  it('is the package version, a real semver that changes with the package', () => {
    expect(SHARED_VERSION).toBe(sharedPackage.version);
    expect(SHARED_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('satisfiesRange', () => {
  it.each([
    ['2.0.0', '^2.0.0', true],
    ['2.3.1', '^2.0.0', true],
    ['2.0.0', '^2.1.0', false],
    ['3.0.0', '^2.0.0', false],
    ['0.2.5', '^0.2.0', true],
    ['0.3.0', '^0.2.0', false],
    ['2.1.9', '~2.1.0', true],
    ['2.2.0', '~2.1.0', false],
    ['2.0.0', '2.0.0', true],
    ['2.0.1', '2.0.0', false],
    ['9.0.0', '>=2.0.0', true],
    ['2.0.0', 'workspace:*', false],
    ['two', '^2.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});

describe('assertSharedVersion: a remote built against a newer minor than the page provides', () => {
  it('is refused with a typed error naming the remote, the range and the version on the page', () => {
    let error: unknown;
    try {
      assertSharedVersion('checkout', '^2.1.0', '2.0.0');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SharedVersionRefused);
    expect(error).toMatchObject({ name: 'SharedVersionRefused', remote: 'checkout', required: '^2.1.0', provided: '2.0.0' });
    expect((error as Error).message).toBe('SharedVersionRefused: checkout needs @store/shared ^2.1.0; this page provides 2.0.0');
  });

  it('passes a remote built against the same or an older minor', () => {
    expect(() => assertSharedVersion('catalog', '^2.0.0', '2.4.0')).not.toThrow();
    expect(() => assertSharedVersion('catalog', `^${SHARED_VERSION}`)).not.toThrow();
  });
});
