import type { SessionStore } from '@store/shared';
import { createShellAuth, hasStoredAmplifySession } from './shellAuth';

const AUTH = { userPoolId: 'local_store', userPoolClientId: 'store-web', region: 'ap-southeast-1' };

function storageWith(keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (i: number) => keys[i] ?? null };
}

function fakeAmplify() {
  const calls: string[] = [];
  const module = {
    configureAmplify: () => calls.push('configure'),
    listenForSignIn: () => calls.push('listen'),
    loadSession: async () => (calls.push('load'), true),
    signInWithPassword: async () => (calls.push('signIn'), true),
    signOutEverywhere: async () => void calls.push('signOut'),
    amplifyIdTokens: { getIdToken: async () => 'id-token' },
  };
  return { calls, load: jest.fn(async () => module as never) };
}

const session = { signOut: jest.fn() } as unknown as SessionStore;

test('a guest never downloads Amplify: no stored session, no load, no token', async () => {
  const amplify = fakeAmplify();
  const auth = createShellAuth(AUTH, storageWith(['store:country']), amplify.load);
  expect(await auth.start(session)).toBe(false);
  expect(await auth.idTokens.getIdToken()).toBeUndefined();
  await auth.signOut(session);
  expect(amplify.load).not.toHaveBeenCalled();
  expect(session.signOut).toHaveBeenCalled();
});

test('a stored session loads Amplify once, configured, and loads the user', async () => {
  const amplify = fakeAmplify();
  const auth = createShellAuth(AUTH, storageWith(['CognitoIdentityServiceProvider.store-web.LastAuthUser']), amplify.load);
  expect(await auth.start(session)).toBe(true);
  expect(await auth.idTokens.getIdToken()).toBe('id-token');
  await auth.signIn(session, 'a@example.com', 'passw0rd!');
  expect(amplify.load).toHaveBeenCalledTimes(1);
  expect(amplify.calls).toEqual(['configure', 'listen', 'load', 'signIn']);
});

test('signing in loads Amplify on demand', async () => {
  const amplify = fakeAmplify();
  const auth = createShellAuth(AUTH, storageWith([]), amplify.load);
  expect(await auth.signIn(session, 'a@example.com', 'passw0rd!')).toBe(true);
  await auth.signOut(session);
  expect(amplify.calls).toEqual(['configure', 'listen', 'signIn', 'signOut']);
});

test('hasStoredAmplifySession reads Amplify token keys only', () => {
  expect(hasStoredAmplifySession(undefined)).toBe(false);
  expect(hasStoredAmplifySession(storageWith(['other']))).toBe(false);
  expect(hasStoredAmplifySession(storageWith(['other', 'CognitoIdentityServiceProvider.x.idToken']))).toBe(true);
});
