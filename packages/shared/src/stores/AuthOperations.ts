/**
 * The auth provider operations of section 7 the account screens use (sign-in, sign-up, confirm sign-up,
 * resend code, forgot-password submit, sign-out). The shell implements them with its lazily loaded
 * Amplify adapter and hands them to the RootStore, so a remote never bundles an auth library of its own.
 *
 * A failed operation rejects with the provider's error (`name` is the Cognito exception, e.g.
 * NotAuthorizedException, with its `message`): map it with @store/shared/errors' mapSignInError,
 * mapSignUpError or mapRecoverPasswordError, then authErrorMessage.
 */
export interface AuthCodeDelivery {
  /** Where the code or link went: EMAIL or SMS. */
  readonly medium: 'EMAIL' | 'SMS';
  /** The masked address or number, when the provider says. */
  readonly destination?: string;
}

export interface AuthSignUpInput {
  /** The sign-up username: the email, else the phone number (section 5). */
  readonly username: string;
  readonly password: string;
  /** User attributes (section 3): email or phone_number, name, custom:birth_date, custom:country_code, ... */
  readonly attributes: Readonly<Record<string, string>>;
  /** Passed to the pre-sign-up validation (the captcha token, the CPF for Brazil). */
  readonly clientMetadata?: Readonly<Record<string, string>>;
  /** Cognito ValidationData (the captcha token, as the pre-sign-up function reads it). */
  readonly validationData?: Readonly<Record<string, string>>;
}

export interface AuthSignUpResult {
  /** Already confirmed (no code needed): the user can sign in. */
  readonly confirmed: boolean;
  readonly delivery?: AuthCodeDelivery;
}

/** The identity providers of social sign-in (section 3 sign-in methods). */
export type SocialProvider = 'Google' | 'Facebook';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['Google', 'Facebook'];

/**
 * Why a social sign-in did not sign anyone in (the `name` of its error): section 8's DELETED_EMAIL_ACCOUNT and
 * EMAIL_ATTRIBUTE_MISSING, ACCESS_DENIED (the shopper cancelled at the provider), PROVIDER_SIGN_IN_EXPIRED (the
 * answer does not belong to a sign-in this browser started, or came too late), UNKNOWN_SIGN_IN_ERROR.
 */
export type SocialSignInErrorCode = 'DELETED_EMAIL_ACCOUNT' | 'EMAIL_ATTRIBUTE_MISSING' | 'ACCESS_DENIED' | 'PROVIDER_SIGN_IN_EXPIRED' | 'UNKNOWN_SIGN_IN_ERROR';

export interface AuthOperations {
  /** Signs in with a username (email or phone) and password; the session store then holds the user. */
  signIn(username: string, password: string): Promise<void>;
  signUp(input: AuthSignUpInput): Promise<AuthSignUpResult>;
  /** Confirms a sign-up with its code (the SMS code, or the code of the email link). */
  confirmSignUp(username: string, code: string): Promise<void>;
  resendSignUpCode(username: string): Promise<AuthCodeDelivery | undefined>;
  /** Forgot password: sends a reset code. */
  resetPassword(username: string): Promise<AuthCodeDelivery | undefined>;
  confirmResetPassword(username: string, code: string, newPassword: string): Promise<void>;
  /** Global sign-out: clears the user, wallet and notifications. */
  signOut(): Promise<void>;
  /**
   * Social sign-in (since 3.1.0): leaves the page for the provider's sign-in, which comes back to `returnUrl`
   * (this storefront's SignIn screen) with the outcome in its query.
   */
  signInWithProvider(provider: SocialProvider, returnUrl: string): Promise<void>;
  /**
   * Whether a query is the answer of a social sign-in (`code` or `error`, with `state`), to give to completeProviderSignIn.
   */
  isProviderAnswer(search: string): boolean;
  /**
   * Completes a social sign-in from the answer in the SignIn screen's query: the session then holds the user.
   * Rejects with an error whose `name` is a SocialSignInErrorCode.
   */
  completeProviderSignIn(search: string, returnUrl: string): Promise<void>;
  /** Fetches the signed-in user's attributes again, with fresh tokens (after a profile change made through the API). */
  reloadUser(): Promise<void>;
  /**
   * Changes the signed-in user's password (section 7 "change password"); map a failure with
   * mapChangePasswordError. Optional: a shell built before it was added does not offer it.
   */
  changePassword?(oldPassword: string, newPassword: string): Promise<void>;
}

/** Thrown by the operations of a page without an auth provider (a remote's own page, tests). */
export class AuthUnavailableError extends Error {
  override readonly name = 'AuthUnavailableError';

  constructor() {
    super('No auth provider on this page');
  }
}

/** The operations of a page without an auth provider: each one rejects with AuthUnavailableError. */
export const NO_AUTH: AuthOperations = {
  signIn: () => Promise.reject(new AuthUnavailableError()),
  signUp: () => Promise.reject(new AuthUnavailableError()),
  confirmSignUp: () => Promise.reject(new AuthUnavailableError()),
  resendSignUpCode: () => Promise.reject(new AuthUnavailableError()),
  resetPassword: () => Promise.reject(new AuthUnavailableError()),
  confirmResetPassword: () => Promise.reject(new AuthUnavailableError()),
  signOut: () => Promise.reject(new AuthUnavailableError()),
  signInWithProvider: () => Promise.reject(new AuthUnavailableError()),
  isProviderAnswer: () => false,
  completeProviderSignIn: () => Promise.reject(new AuthUnavailableError()),
  reloadUser: () => Promise.reject(new AuthUnavailableError()),
  changePassword: () => Promise.reject(new AuthUnavailableError()),
};
