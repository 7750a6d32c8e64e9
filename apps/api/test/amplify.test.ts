/**
 * The real aws-amplify v6 (Auth category, USER_PASSWORD_AUTH) against the local user pool over HTTP.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  confirmUserAttribute,
  deleteUser,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  resetPassword,
  sendUserAttributeVerificationCode,
  signIn,
  signOut,
  signUp,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { verifyIdToken } from '../src/cognito';
import { startServer, type TestServer } from './cognito/server';
import { freshEmail, freshPhone } from './cognito/helpers';

/** Amplify needs a token storage outside the browser. */
class MemoryStorage {
  private items = new Map<string, string>();
  async setItem(key: string, value: string): Promise<void> {
    this.items.set(key, value);
  }
  async getItem(key: string): Promise<string | null> {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string): Promise<void> {
    this.items.delete(key);
  }
  async clear(): Promise<void> {
    this.items.clear();
  }
}

let s: TestServer;

beforeAll(async () => {
  s = await startServer();
  // Amplify warns about any custom userPoolEndpoint: expected here.
  const warn = console.warn;
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('custom Amazon')) warn(...args);
  });
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: 'local_store',
        userPoolClientId: 'store-web',
        userPoolEndpoint: `${s.url}/cognito`,
        loginWith: { email: true, phone: true },
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(new MemoryStorage());
});

afterAll(async () => {
  await signOut().catch(() => undefined);
  await s.close();
});

const USER_PASSWORD_AUTH = { authFlowType: 'USER_PASSWORD_AUTH' } as const;

/** signUp as the storefront calls it: with the invisible captcha's token in the validation data. */
async function signUpAsStore(input: Parameters<typeof signUp>[0]) {
  return signUp({ ...input, options: { userAttributes: {}, ...input.options, validationData: { captchaToken: await s.captcha() } } });
}

async function getUserWith(accessToken: string) {
  return s.call('GetUser', { AccessToken: accessToken });
}

it('email account: sign up, confirm, sign in, refresh, attributes, password, global sign-out, delete', async () => {
  const email = freshEmail('amplify');
  const password = 'first-pass1';

  const up = await signUpAsStore({
    username: email,
    password,
    options: { userAttributes: { email, name: 'Ana Lima', 'custom:country_code': 'sg', 'custom:lang_code': 'en' } },
  });
  expect(up.isSignUpComplete).toBe(false);
  expect(up.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
  expect(up.userId).toMatch(/^[0-9a-f-]{36}$/);

  // Signing in before confirming leads to the confirm step.
  const early = await signIn({ username: email, password, options: USER_PASSWORD_AUTH });
  expect(early.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');

  const message = s.lastMessage(email);
  expect(message.link).toBeDefined();
  const confirmed = await confirmSignUp({ username: email, confirmationCode: message.code as string });
  expect(confirmed.isSignUpComplete).toBe(true);

  await expect(signIn({ username: email, password: 'wrong-pass1', options: USER_PASSWORD_AUTH })).rejects.toMatchObject({
    name: 'NotAuthorizedException',
    message: 'Incorrect username or password.',
  });
  const result = await signIn({ username: email, password, options: USER_PASSWORD_AUTH });
  expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

  const current = await getCurrentUser();
  expect(current.userId).toBe(up.userId);
  expect(current.signInDetails?.loginId).toBe(email);

  const session = await fetchAuthSession();
  const idToken = session.tokens?.idToken?.toString() as string;
  expect(session.tokens?.idToken?.payload).toMatchObject({ email, email_verified: true, name: 'Ana Lima', 'custom:country_code': 'sg' });
  expect(await verifyIdToken(s.db, idToken)).toMatchObject({ sub: up.userId, email });

  // Refresh: new tokens, same session.
  const refreshed = await fetchAuthSession({ forceRefresh: true });
  const accessToken = refreshed.tokens?.accessToken.toString() as string;
  expect(accessToken).not.toBe(session.tokens?.accessToken.toString());
  expect(refreshed.tokens?.accessToken.payload.origin_jti).toBe(session.tokens?.accessToken.payload.origin_jti);

  // Attributes: plain ones update at once; a phone number waits for its code.
  const phone = freshPhone();
  const updated = await updateUserAttributes({ userAttributes: { 'custom:logged_in': '1', 'custom:lang_code': 'zh', phone_number: phone } });
  expect(updated['custom:logged_in']?.isUpdated).toBe(true);
  expect(updated.phone_number).toMatchObject({ isUpdated: false, nextStep: { updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE' } });
  let attributes = await fetchUserAttributes();
  expect(attributes).toMatchObject({ 'custom:logged_in': '1', 'custom:lang_code': 'zh', email_verified: 'true' });
  expect(attributes.phone_number).toBeUndefined();
  await sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' });
  await confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: s.lastMessage(phone).code as string });
  attributes = await fetchUserAttributes();
  expect(attributes).toMatchObject({ phone_number: phone, phone_number_verified: 'true' });

  // Change password, then sign in with the new one, by phone (a verified alias).
  await expect(updatePassword({ oldPassword: 'not-it-1', newPassword: 'second-pass2' })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  await expect(updatePassword({ oldPassword: password, newPassword: 'nodigits' })).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  await updatePassword({ oldPassword: password, newPassword: 'second-pass2' });
  await signOut();
  expect((await getUserWith(accessToken)).body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
  expect((await signIn({ username: phone, password: 'second-pass2', options: USER_PASSWORD_AUTH })).isSignedIn).toBe(true);

  // Global sign-out: the access token of this session (and of any other) is refused.
  const other = await s.call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: 'store-web',
    AuthParameters: { USERNAME: email, PASSWORD: 'second-pass2' },
  });
  const otherTokens = other.body.AuthenticationResult as { AccessToken: string; RefreshToken: string };
  const before = (await fetchAuthSession()).tokens?.accessToken.toString() as string;
  expect((await getUserWith(before)).status).toBe(200);
  await signOut({ global: true });
  for (const token of [before, otherTokens.AccessToken]) {
    expect((await getUserWith(token)).body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
  }
  const refreshAfter = await s.call('GetTokensFromRefreshToken', { ClientId: 'store-web', RefreshToken: otherTokens.RefreshToken });
  expect(refreshAfter.body.__type).toBe('NotAuthorizedException');
  expect(await verifyIdToken(s.db, idToken)).toBeNull();

  // Forgot password: a code by email; a wrong code, then the right one.
  const reset = await resetPassword({ username: email });
  expect(reset.nextStep).toMatchObject({ resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDeliveryDetails: { deliveryMedium: 'EMAIL' } });
  const resetCode = s.lastMessage(email).code as string;
  await expect(
    confirmResetPassword({ username: email, confirmationCode: resetCode === '000000' ? '000001' : '000000', newPassword: 'third-pass3' }),
  ).rejects.toMatchObject({ name: 'CodeMismatchException' });
  await confirmResetPassword({ username: email, confirmationCode: resetCode, newPassword: 'third-pass3' });
  await expect(signIn({ username: email, password: 'second-pass2', options: USER_PASSWORD_AUTH })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  expect((await signIn({ username: email, password: 'third-pass3', options: USER_PASSWORD_AUTH })).isSignedIn).toBe(true);

  // Delete: the account and its tokens are gone.
  const lastToken = (await fetchAuthSession()).tokens?.accessToken.toString() as string;
  await deleteUser();
  expect((await getUserWith(lastToken)).body.__type).toBe('NotAuthorizedException');
  await expect(signIn({ username: email, password: 'third-pass3', options: USER_PASSWORD_AUTH })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
});

it('phone account: sign up with an SMS code, sign in, forgot password by SMS', async () => {
  const phone = freshPhone();
  const up = await signUpAsStore({ username: phone, password: 'mobile-pass1', options: { userAttributes: { phone_number: phone } } });
  expect(up.nextStep).toMatchObject({ signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: { deliveryMedium: 'SMS', attributeName: 'phone_number' } });
  const sms = s.lastMessage(phone);
  expect(sms).toMatchObject({ channel: 'sms' });
  await expect(confirmSignUp({ username: phone, confirmationCode: '12345' })).rejects.toMatchObject({ name: 'CodeMismatchException' });
  await confirmSignUp({ username: phone, confirmationCode: sms.code as string });

  await expect(signUpAsStore({ username: phone, password: 'mobile-pass1' })).rejects.toMatchObject({
    name: 'UsernameExistsException',
    message: expect.stringContaining('phone_number'),
  });

  expect((await signIn({ username: phone, password: 'mobile-pass1', options: USER_PASSWORD_AUTH })).isSignedIn).toBe(true);
  const attributes = await fetchUserAttributes();
  expect(attributes).toMatchObject({ phone_number: phone, phone_number_verified: 'true', sub: up.userId });
  await signOut();

  const reset = await resetPassword({ username: phone });
  expect(reset.nextStep.codeDeliveryDetails).toMatchObject({ deliveryMedium: 'SMS' });
  await confirmResetPassword({ username: phone, confirmationCode: s.lastMessage(phone).code as string, newPassword: 'mobile-pass2' });
  expect((await signIn({ username: phone, password: 'mobile-pass2', options: USER_PASSWORD_AUTH })).isSignedIn).toBe(true);
  await signOut();
});

it('maps errors the way the store reads them', async () => {
  // An unknown user: the wrong password's answer (no user enumeration).
  await expect(signIn({ username: freshEmail(), password: 'whatever1', options: USER_PASSWORD_AUTH })).rejects.toMatchObject({
    name: 'NotAuthorizedException',
  });
  await expect(signUpAsStore({ username: freshEmail(), password: 'short1' })).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  await expect(
    signUpAsStore({ username: freshEmail(), password: 'long-enough1', options: { userAttributes: { 'custom:country_code': 'br' } } }),
  ).rejects.toMatchObject({ name: 'UserLambdaValidationException', message: 'PreSignUp failed with error CPF_DETAILS_MISSING.' });
});
