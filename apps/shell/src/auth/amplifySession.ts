import { Amplify } from 'aws-amplify';
import { Hub } from 'aws-amplify/utils';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { AuthCodeDelivery, AuthConfig, AuthSignUpInput, AuthSignUpResult, IdTokenSource, SessionStore } from '@store/shared';

/** Configures Amplify's Cognito user pool from the run-time config (a local Cognito-protocol endpoint in dev). */
export function configureAmplify(auth: AuthConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: auth.userPoolId,
        userPoolClientId: auth.userPoolClientId,
        ...(auth.userPoolEndpoint ? { userPoolEndpoint: auth.userPoolEndpoint } : {}),
        loginWith: { email: true, phone: true },
      },
    },
  });
}

/** The ID token of the signed-in user, refreshed by Amplify when it has expired. */
export const amplifyIdTokens: IdTokenSource = {
  async getIdToken() {
    try {
      const session = await fetchAuthSession();
      return session.tokens?.idToken?.toString();
    } catch {
      return undefined;
    }
  },
};

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Loads the signed-in user from Amplify's stored session (section 4 "Sign-in: on success load user"):
 * first login sets logged_in to 1; no attributes signs out. Re-fetches the user at ID token expiry.
 * Returns whether a user is signed in.
 */
export async function loadSession(session: SessionStore): Promise<boolean> {
  let exp: number | undefined;
  try {
    const auth = await fetchAuthSession();
    if (!auth.tokens?.idToken) return false;
    exp = auth.tokens.idToken.payload.exp;
  } catch {
    return false;
  }
  let attributes: unknown;
  try {
    attributes = await fetchUserAttributes();
  } catch {
    attributes = undefined;
  }
  const result = session.completeSignIn(attributes);
  if (!result.ok) {
    await signOut().catch(() => undefined);
    return false;
  }
  const update = Object.fromEntries(Object.entries(result.attributesToUpdate).filter((e): e is [string, string] => typeof e[1] === 'string'));
  if (Object.keys(update).length > 0) void updateUserAttributes({ userAttributes: update }).catch(() => undefined);
  scheduleRefresh(session, exp);
  return true;
}

function scheduleRefresh(session: SessionStore, exp: number | undefined): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  if (!exp) return;
  const delay = Math.max(exp * 1000 - Date.now(), 0);
  // setTimeout overflows past ~24.8 days; tokens live far less.
  refreshTimer = setTimeout(() => {
    void fetchAuthSession({ forceRefresh: true })
      .then(() => fetchUserAttributes())
      .then((attrs) => session.refreshUser(attrs))
      .catch(() => undefined);
  }, Math.min(delay, 2 ** 31 - 1));
}

/** An error with a Cognito exception name, for the section 8 mappers. */
function authError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

/**
 * Signs in with username and password (USER_PASSWORD_AUTH, what the local Cognito endpoint serves).
 * Amplify answers an unconfirmed user with a next step instead of an error: that becomes
 * UserNotConfirmedException, as Cognito says it. No user attributes: UNKNOWN_SIGN_IN_ERROR.
 */
export async function signInWithPassword(session: SessionStore, username: string, password: string): Promise<boolean> {
  const result = await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  if (!result.isSignedIn) {
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') throw authError('UserNotConfirmedException', 'User is not confirmed.');
    return false;
  }
  if (!(await loadSession(session))) throw authError('UNKNOWN_SIGN_IN_ERROR', 'No user attributes');
  return true;
}

function delivery(details: { deliveryMedium?: string | undefined; destination?: string | undefined } | undefined): AuthCodeDelivery | undefined {
  if (!details) return undefined;
  const medium = details.deliveryMedium === 'SMS' ? 'SMS' : 'EMAIL';
  return details.destination ? { medium, destination: details.destination } : { medium };
}

const entries = (record: Readonly<Record<string, string>> | undefined) => (record && Object.keys(record).length > 0 ? { ...record } : undefined);

/** Sign-up (section 4): leads to confirmation by the emailed link or the SMS code. */
export async function signUpUser(input: AuthSignUpInput): Promise<AuthSignUpResult> {
  const clientMetadata = entries(input.clientMetadata);
  const validationData = entries(input.validationData);
  const result = await signUp({
    username: input.username,
    password: input.password,
    options: {
      userAttributes: { ...input.attributes },
      ...(clientMetadata ? { clientMetadata } : {}),
      ...(validationData ? { validationData } : {}),
    },
  });
  const details = result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? delivery(result.nextStep.codeDeliveryDetails) : undefined;
  return { confirmed: result.isSignUpComplete, ...(details ? { delivery: details } : {}) };
}

export async function confirmSignUpCode(username: string, code: string): Promise<void> {
  await confirmSignUp({ username, confirmationCode: code });
}

export async function resendSignUpConfirmation(username: string): Promise<AuthCodeDelivery | undefined> {
  return delivery(await resendSignUpCode({ username }));
}

export async function sendPasswordResetCode(username: string): Promise<AuthCodeDelivery | undefined> {
  const result = await resetPassword({ username });
  return delivery(result.nextStep.codeDeliveryDetails);
}

export async function resetPasswordWithCode(username: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username, confirmationCode: code, newPassword });
}

/** A JWT as Amplify keeps it: the text and its (unverified) payload. */
function decodedJwt(token: string): { toString(): string; payload: Record<string, unknown> } {
  const part = token.split('.')[1] ?? '';
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
  const payload = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as Record<string, unknown>;
  return { toString: () => token, payload };
}

/**
 * Hands the tokens of a social sign-in (the hosted sign-in's token call, providerSignIn.ts) to Amplify's token
 * store, as Amplify does after its own redirect sign-in, then loads the user. Amplify refreshes them from then on.
 */
export async function signInWithProviderTokens(session: SessionStore, tokens: { idToken: string; accessToken: string; refreshToken?: string }): Promise<boolean> {
  const accessToken = decodedJwt(tokens.accessToken);
  const idToken = decodedJwt(tokens.idToken);
  const issuedAt = typeof accessToken.payload.iat === 'number' ? accessToken.payload.iat * 1000 : 0;
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken: accessToken as never,
      idToken: idToken as never,
      ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
      clockDrift: issuedAt > 0 ? issuedAt - Date.now() : 0,
      username: String(accessToken.payload.username ?? accessToken.payload.sub ?? ''),
    },
  });
  return loadSession(session);
}

/** The user again, with fresh tokens: a profile completed through the API (/user/auth) is in both from now on. */
export async function reloadUser(session: SessionStore): Promise<void> {
  await fetchAuthSession({ forceRefresh: true });
  session.refreshUser(await fetchUserAttributes());
}

/** Changes the signed-in user's password (Cognito ChangePassword); a wrong current one rejects with NotAuthorizedException. */
export async function changeUserPassword(oldPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword, newPassword });
}

/** Stores the user's lang_code (section 4) and keeps the session's copy of the attributes in step. */
export async function saveLangCode(session: SessionStore, code: string): Promise<void> {
  await updateUserAttributes({ userAttributes: { 'custom:lang_code': code } });
  session.refreshUser({ ...session.user, 'custom:lang_code': code });
}

/** The signed-in user's access token (X-SESSION-KEY of guest linking, section 7), if any. */
export async function accessToken(): Promise<string | undefined> {
  try {
    return (await fetchAuthSession()).tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

/** Logout clears user, wallet and notifications (the session store's listeners). */
export async function signOutEverywhere(session: SessionStore): Promise<void> {
  if (refreshTimer) clearTimeout(refreshTimer);
  await signOut().catch(() => undefined);
  session.signOut();
}

/** A sign-in done elsewhere on the page (the account remote) loads the user into the shell's session. */
export function listenForSignIn(session: SessionStore): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signedIn') void loadSession(session);
    if (payload.event === 'signedOut' && session.isSignedIn) session.signOut();
  });
}
