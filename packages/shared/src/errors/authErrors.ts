import { AUTH_CATALOGUE, AUTH_SUCCESS_CATALOGUE } from './catalogue';
import type { CatalogueEntry, ErrorMessage } from './types';

/** How the shopper signs in or up (section 4 auth state authType): by email or by mobile number. */
export type AuthType = 'Email' | 'Mobile';

/** An auth provider error as Amplify/Cognito gives it: `name` (v6) or `code` (v5), and a message. */
export interface AuthProviderError {
  readonly name?: string;
  readonly code?: string;
  readonly message?: string;
}

export const USER_DISABLED_MESSAGE = 'User is disabled.';
export const ACCESS_TOKEN_REVOKED_MESSAGE = 'Access Token has been revoked';

function codeOf(error: AuthProviderError | unknown): string {
  if (typeof error === 'object' && error !== null) {
    const e = error as AuthProviderError;
    if (typeof e.code === 'string' && e.code) return e.code;
    if (typeof e.name === 'string' && e.name && e.name !== 'Error') return e.name;
  }
  return 'UNKNOWN';
}

function messageOf(error: AuthProviderError | unknown): string {
  if (typeof error === 'object' && error !== null && typeof (error as AuthProviderError).message === 'string') {
    return (error as AuthProviderError).message as string;
  }
  return '';
}

export interface SignInErrorContext {
  /** Whether the user exists in the wallet system; false for an unconfirmed mobile user makes it "not found". */
  readonly existsInWalletSystem?: boolean;
}

/**
 * Sign-in (section 8): 'User is disabled.' -> UserDisabledException; an unconfirmed mobile user not in the
 * wallet system -> UserNotFoundExceptionMobile; UserNotFoundException and NotAuthorizedException get
 * the auth type appended; anything else keeps its code.
 */
export function mapSignInError(error: AuthProviderError | unknown, authType: AuthType, context: SignInErrorContext = {}): string {
  const code = codeOf(error);
  if (messageOf(error) === USER_DISABLED_MESSAGE) return 'UserDisabledException';
  if (code === 'UserNotConfirmedException' && authType === 'Mobile' && context.existsInWalletSystem === false) {
    return 'UserNotFoundExceptionMobile';
  }
  if (code === 'UserNotFoundException' || code === 'NotAuthorizedException') return `${code}${authType}`;
  return code;
}

/** Validation-message fragments of the sign-up server function, in the order they are checked. */
const SIGN_UP_MESSAGE_CODES: ReadonlyArray<readonly [string, (t: AuthType) => string]> = [
  ['User_Deleted', (t) => `ACCOUNT_ALREADY_DELETED_${t}`],
  ['CAPTCHA_FAILED', () => 'CAPTCHA_FAILED'],
  ['CPF_DETAILS_MISSING', () => 'SIGNUP_CPF_DETAILS_MISSING'],
  ['CPF_INVALID_DATA', () => 'SIGNUP_CPF_INVALID_DATA'],
  ['CPF_ALREADY_USED', () => 'SIGNUP_CPF_ALREADY_USED'],
  ['CPF_PROCESS_FAILED', () => 'SIGNUP_CPF_PROCESS_FAILED'],
  ['VERIFIED_USER_EXISTS', (t) => `UsernameExistsException${t}`],
  ['Number_Already_Used', () => 'Number_Already_Used'],
  ['Phone_Number_Exists', () => 'Phone_Number_Exists'],
];

/**
 * Sign-up (section 8), from the validation message: User_Deleted, CPF_*, VERIFIED_USER_EXISTS,
 * Number_Already_Used, Phone_Number_Exists; UsernameExistsException is Mobile when the message mentions
 * phone_number, else Email.
 */
export function mapSignUpError(error: AuthProviderError | unknown, authType: AuthType): string {
  const message = messageOf(error);
  for (const [fragment, code] of SIGN_UP_MESSAGE_CODES) {
    if (message.includes(fragment)) return code(authType);
  }
  const code = codeOf(error);
  if (code === 'UsernameExistsException') {
    return `UsernameExistsException${message.includes('phone_number') ? 'Mobile' : 'Email'}`;
  }
  return code;
}

/**
 * Recover password (section 8): UserNotFoundException and InvalidParameterException get the type
 * appended, except InvalidParameterException on mobile, which becomes UserNotFoundExceptionMobile.
 */
export function mapRecoverPasswordError(error: AuthProviderError | unknown, authType: AuthType): string {
  const code = codeOf(error);
  if (code === 'InvalidParameterException' && authType === 'Mobile') return 'UserNotFoundExceptionMobile';
  if (code === 'UserNotFoundException' || code === 'InvalidParameterException') return `${code}${authType}`;
  return code;
}

export interface ChangePasswordErrorResult {
  readonly code: string;
  /** 'Access Token has been revoked': the session is gone, sign the user out. */
  readonly logout: boolean;
}

/**
 * Change password (section 8): 'Access Token has been revoked' triggers logout; NotAuthorizedException
 * becomes NotAuthorizedExceptionPassReset (wrong current password).
 */
export function mapChangePasswordError(error: AuthProviderError | unknown): ChangePasswordErrorResult {
  const code = codeOf(error);
  if (messageOf(error).includes(ACCESS_TOKEN_REVOKED_MESSAGE)) return { code: 'SESSION_EXPIRED', logout: true };
  if (code === 'NotAuthorizedException') return { code: 'NotAuthorizedExceptionPassReset', logout: false };
  return { code, logout: false };
}

/** Success codes (section 8). */
export const AUTH_SUCCESS = {
  recoverPassword: (t: AuthType) => `RECOVER_PASSWORD_SUCCESS_${t}` as const,
  resetPassword: 'RESET_PASSWORD_SUCCESS',
  changePassword: 'CHANGE_PASSWORD_SUCCESS',
  resendConfirmation: (t: AuthType) => `RESEND_CONFIRMATION_${t}` as const,
  deleteAccount: 'DELETE_ACCOUNT_SUCCESS',
} as const;

/** The translated message for a mapped auth code; unknown codes get the generic auth message. */
export function authErrorMessage(code: string): ErrorMessage {
  const entry = AUTH_CATALOGUE[code] ?? (AUTH_CATALOGUE.UNKNOWN as CatalogueEntry);
  return { group: 'auth', code, key: entry.key, message: entry.message };
}

/** The message for an auth success code. */
export function authSuccessMessage(code: string): ErrorMessage | undefined {
  const entry = AUTH_SUCCESS_CATALOGUE[code];
  return entry && { group: 'authSuccess', code, key: entry.key, message: entry.message };
}
