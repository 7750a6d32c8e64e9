import type { SessionStore } from '@store/shared';
import { createMemoryStorage } from '@store/shared/domain';
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
    signUpUser: async () => (calls.push('signUp'), { confirmed: false, delivery: { medium: 'EMAIL' } }),
    confirmSignUpCode: async () => void calls.push('confirmSignUp'),
    resendSignUpConfirmation: async () => (calls.push('resend'), { medium: 'SMS', destination: '+65****5678' }),
    sendPasswordResetCode: async () => (calls.push('resetPassword'), { medium: 'EMAIL' }),
    resetPasswordWithCode: async () => void calls.push('confirmResetPassword'),
    amplifyIdTokens: { getIdToken: async () => 'id-token' },
  };
  return { calls, load: jest.fn(async () => module as never) };
}

const session = { signOut: jest.fn() } as unknown as SessionStore;
const PLATFORM = { session: createMemoryStorage(), leaveFor: jest.fn() };

test('a guest never downloads Amplify: no stored session, no load, no token', async () => {
  const amplify = fakeAmplify();
  const auth = createShellAuth(AUTH, storageWith(['store:country']), PLATFORM, amplify.load);
  expect(await auth.start(session)).toBe(false);
  expect(await auth.idTokens.getIdToken()).toBeUndefined();
  await auth.signOut(session);
  expect(amplify.load).not.toHaveBeenCalled();
  expect(session.signOut).toHaveBeenCalled();
});

test('a stored session loads Amplify once, configured, and loads the user', async () => {
  const amplify = fakeAmplify();
  const auth = createShellAuth(AUTH, storageWith(['CognitoIdentityServiceProvider.store-web.LastAuthUser']), PLATFORM, amplify.load);
  expect(await auth.start(session)).toBe(true);
  expect(await auth.idTokens.getIdToken()).toBe('id-token');
  await auth.signIn(session, 'a@example.com', 'passw0rd!');
  expect(amplify.load).toHaveBeenCalledTimes(1);
  expect(amplify.calls).toEqual(['configure', 'listen', 'load', 'signIn']);
});

test('signing in loads Amplify on demand', async () => {
  const amplify = fakeAmplify();
  const auth = createShellAuth(AUTH, storageWith([]), PLATFORM, amplify.load);
  expect(await auth.signIn(session, 'a@example.com', 'passw0rd!')).toBe(true);
  await auth.signOut(session);
  expect(amplify.calls).toEqual(['configure', 'listen', 'signIn', 'signOut']);
});

test('hasStoredAmplifySession reads Amplify token keys only', () => {
  expect(hasStoredAmplifySession(undefined)).toBe(false);
  expect(hasStoredAmplifySession(storageWith(['other']))).toBe(false);
  expect(hasStoredAmplifySession(storageWith(['other', 'CognitoIdentityServiceProvider.x.idToken']))).toBe(true);
});

test('the operations the account screens use load Amplify on first use and run on the page session', async () => {
  const amplify = fakeAmplify();
  const auth = createShellAuth(AUTH, storageWith([]), PLATFORM, amplify.load);
  const ops = auth.operations(session);
  expect(amplify.load).not.toHaveBeenCalled();
  expect(await ops.signUp({ username: 'a@example.com', password: 'passw0rd1', attributes: { email: 'a@example.com' } })).toEqual({
    confirmed: false,
    delivery: { medium: 'EMAIL' },
  });
  await ops.confirmSignUp('a@example.com', '123456');
  expect(await ops.resendSignUpCode('+6581234567')).toEqual({ medium: 'SMS', destination: '+65****5678' });
  expect(await ops.resetPassword('a@example.com')).toEqual({ medium: 'EMAIL' });
  await ops.confirmResetPassword('a@example.com', '123456', 'newpassw0rd');
  await ops.signIn('a@example.com', 'passw0rd1');
  await ops.signOut();
  expect(amplify.load).toHaveBeenCalledTimes(1);
  expect(amplify.calls).toEqual(['configure', 'listen', 'signUp', 'confirmSignUp', 'resend', 'resetPassword', 'confirmResetPassword', 'signIn', 'signOut']);
});
