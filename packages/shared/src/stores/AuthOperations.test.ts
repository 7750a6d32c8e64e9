import { RuntimeConfigSchema } from '../kernel/runtimeConfig';
import { testConfig } from '../api/testServer.testutil';
import { AuthUnavailableError, NO_AUTH, type AuthOperations } from './AuthOperations';
import { RootStore } from './RootStore';
import type { SessionStore } from './SessionStore';

const config = () => RuntimeConfigSchema.parse(testConfig('http://api.test'));

describe('the auth operations on the RootStore (kernel 2.1.0 and later)', () => {
  test('the shell hands in its provider, built on this page session', async () => {
    let given: SessionStore | undefined;
    const ops = { ...NO_AUTH, signIn: jest.fn(async () => undefined) } satisfies AuthOperations;
    const store = new RootStore({ config: config(), auth: (session) => ((given = session), ops) });
    expect(given).toBe(store.session);
    await store.auth.signIn('a@b.co', 'passw0rd');
    expect(ops.signIn).toHaveBeenCalledWith('a@b.co', 'passw0rd');
  });

  test('a page without a provider (a remote on its own page) rejects every operation with AuthUnavailableError', async () => {
    const store = new RootStore({ config: config() });
    expect(store.auth).toBe(NO_AUTH);
    await expect(store.auth.signIn('a', 'b')).rejects.toBeInstanceOf(AuthUnavailableError);
    await expect(store.auth.signUp({ username: 'a', password: 'b', attributes: {} })).rejects.toMatchObject({ name: 'AuthUnavailableError' });
    await expect(store.auth.confirmSignUp('a', '1')).rejects.toBeInstanceOf(AuthUnavailableError);
    await expect(store.auth.resendSignUpCode('a')).rejects.toBeInstanceOf(AuthUnavailableError);
    await expect(store.auth.resetPassword('a')).rejects.toBeInstanceOf(AuthUnavailableError);
    await expect(store.auth.confirmResetPassword('a', '1', 'p')).rejects.toBeInstanceOf(AuthUnavailableError);
    await expect(store.auth.signOut()).rejects.toBeInstanceOf(AuthUnavailableError);
    await expect(store.auth.changePassword?.('Old-passw0rd', 'New-passw0rd')).rejects.toBeInstanceOf(AuthUnavailableError);
  });
});
