import type { AuthConfig, AuthOperations, IdTokenSource, SessionStore } from '@store/shared';
import type { KeyValueStorage } from '@store/shared/domain';
import { beginProviderSignIn, completeProviderSignIn, isProviderAnswer, ProviderSignInError } from './providerSignIn';

type AmplifySession = typeof import('./amplifySession');

/** Where Amplify keeps a signed-in user's tokens (its default token storage is localStorage). */
export const AMPLIFY_TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

export function hasStoredAmplifySession(storage: Pick<Storage, 'length' | 'key'> | undefined): boolean {
  if (!storage) return false;
  for (let i = 0; i < storage.length; i++) {
    if (storage.key(i)?.startsWith(AMPLIFY_TOKEN_KEY_PREFIX)) return true;
  }
  return false;
}

export interface ShellAuth {
  /** The ID token for API calls; none until Amplify is loaded. */
  readonly idTokens: IdTokenSource;
  /** Loads the stored user before the first route decision; a guest never downloads Amplify. */
  start(session: SessionStore): Promise<boolean>;
  signIn(session: SessionStore, username: string, password: string): Promise<boolean>;
  signOut(session: SessionStore): Promise<void>;
  /** Saves the signed-in user's lang_code (section 4); nothing to do before Amplify is loaded (nobody is signed in). */
  saveLangCode(session: SessionStore, code: string): Promise<void>;
  /** The signed-in user's access token (guest linking's X-SESSION-KEY); none before Amplify is loaded. */
  accessToken(): Promise<string | undefined>;
  /** The operations the account screens use, on this session (the RootStore's `auth`); Amplify loads on first use. */
  operations(session: SessionStore): AuthOperations;
}

/**
 * Amplify (about 23 KB gz) is loaded only for a shopper who has a stored session or signs in,
 * so a guest's first page does not carry it.
 */
export interface ShellAuthPlatform {
  /** This tab's storage: a social sign-in's state waits there while the shopper is at the provider. */
  session: KeyValueStorage;
  /** Leaves the page for the provider's sign-in. */
  leaveFor: (url: string) => void;
}

export function createShellAuth(
  auth: AuthConfig,
  storage: Pick<Storage, 'length' | 'key'> | undefined,
  platform: ShellAuthPlatform,
  load: () => Promise<AmplifySession> = () => import('./amplifySession'),
): ShellAuth {
  const provider = { hostedSignInUrl: auth.hostedSignInUrl, clientId: auth.userPoolClientId, storage: platform.session };
  let loading: Promise<AmplifySession> | undefined;
  let listening = false;
  const amplify = (session: SessionStore) =>
    (loading ??= load().then((m) => {
      m.configureAmplify(auth);
      return m;
    })).then((m) => {
      if (!listening) {
        m.listenForSignIn(session);
        listening = true;
      }
      return m;
    });

  const shellAuth: ShellAuth = {
    idTokens: {
      async getIdToken() {
        return loading ? (await loading).amplifyIdTokens.getIdToken() : undefined;
      },
    },
    async start(session) {
      if (!hasStoredAmplifySession(storage)) return false;
      return (await amplify(session)).loadSession(session);
    },
    async signIn(session, username, password) {
      return (await amplify(session)).signInWithPassword(session, username, password);
    },
    async signOut(session) {
      if (!loading) {
        session.signOut();
        return;
      }
      await (await loading).signOutEverywhere(session);
    },
    async saveLangCode(session, code) {
      if (loading) await (await loading).saveLangCode(session, code);
    },
    async accessToken() {
      return loading ? (await loading).accessToken() : undefined;
    },
    operations(session) {
      return {
        signIn: async (username, password) => {
          await shellAuth.signIn(session, username, password);
        },
        signUp: async (input) => (await amplify(session)).signUpUser(input),
        confirmSignUp: async (username, code) => (await amplify(session)).confirmSignUpCode(username, code),
        resendSignUpCode: async (username) => (await amplify(session)).resendSignUpConfirmation(username),
        resetPassword: async (username) => (await amplify(session)).sendPasswordResetCode(username),
        confirmResetPassword: async (username, code, newPassword) => (await amplify(session)).resetPasswordWithCode(username, code, newPassword),
        signOut: () => shellAuth.signOut(session),
        signInWithProvider: async (name, returnUrl) => platform.leaveFor(await beginProviderSignIn(provider, name, returnUrl)),
        isProviderAnswer,
        completeProviderSignIn: async (search, returnUrl) => {
          const tokens = await completeProviderSignIn(provider, search, returnUrl);
          if (!(await (await amplify(session)).signInWithProviderTokens(session, tokens))) throw new ProviderSignInError('UNKNOWN_SIGN_IN_ERROR');
        },
        reloadUser: async () => (await amplify(session)).reloadUser(session),
        changePassword: async (oldPassword, newPassword) => (await amplify(session)).changeUserPassword(oldPassword, newPassword),
      };
    },
  };
  return shellAuth;
}
