import { AUTH_OTP_EXPIRY_S, MAX_AGE as DOMAIN_MAX_AGE, MIN_AGE as DOMAIN_MIN_AGE, PASSWORD_MIN_LENGTH as DOMAIN_PASSWORD_MIN_LENGTH } from '@store/shared/domain';

/** Identity of the local user pool and its single app client. The pool id must contain '_' (Amplify reads the region from it). */
export const USER_POOL_ID = 'local_store';
export const CLIENT_ID = 'store-web';

/** Token lifetimes (seconds). */
export const ACCESS_TOKEN_TTL = 60 * 60;
export const ID_TOKEN_TTL = 60 * 60;
export const REFRESH_TOKEN_TTL = 30 * 24 * 60 * 60;

/** Codes. Typed OTPs by SMS live AUTH_OTP_EXPIRY_S (spec 9); typed email codes 10 minutes; email sign-up links 24 h. */
export const SMS_CODE_TTL: number = AUTH_OTP_EXPIRY_S;
export const EMAIL_CODE_TTL = 10 * 60;
export const EMAIL_LINK_TTL = 24 * 60 * 60;
/** Wrong codes allowed against one issued code before it is burnt (then LimitExceededException). */
export const CODE_MAX_FAILED_ATTEMPTS = 5;
/** Codes sent per user per window (all purposes together). */
export const CODE_SEND_LIMIT = 5;
export const CODE_SEND_WINDOW = 60 * 60;

/**
 * Failed password checks per user and address (and per user from all addresses) within the window before
 * LimitExceededException; beyond them each attempt waits 30 s, 1, 2, 4 ... minutes after the last failure, at most
 * SIGN_IN_MAX_DELAY (Cognito's progressive lockout), so a stranger cannot lock an account for good.
 */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_USER_FAILURE_LIMIT = 20;
export const SIGN_IN_FAILURE_WINDOW = 15 * 60;
export const SIGN_IN_BASE_DELAY = 30;
export const SIGN_IN_MAX_DELAY = 15 * 60;

/** Password policy (spec 5 and 9, the domain's): at least 8 characters with at least 1 digit. Cognito caps passwords at 256. */
export const PASSWORD_MIN_LENGTH: number = DOMAIN_PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX_LENGTH = 256;

/** Sign-up age bounds (spec 5). */
export const MIN_AGE: number = DOMAIN_MIN_AGE;
export const MAX_AGE: number = DOMAIN_MAX_AGE;

/** A deleted account's email / phone cannot sign up again for this long (User_Deleted). */
export const DELETED_USERNAME_HOLD = 30 * 24 * 60 * 60;

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
