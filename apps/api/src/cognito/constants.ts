/** Identity of the local user pool and its single app client. The pool id must contain '_' (Amplify reads the region from it). */
export const USER_POOL_ID = 'local_store';
export const CLIENT_ID = 'store-web';

/** Token lifetimes (seconds). */
export const ACCESS_TOKEN_TTL = 60 * 60;
export const ID_TOKEN_TTL = 60 * 60;
export const REFRESH_TOKEN_TTL = 30 * 24 * 60 * 60;

/** Codes. Typed OTPs by SMS live 90 s (spec 9, "auth OTP expiry 90 s"); typed email codes 10 minutes; email sign-up links 24 h. */
export const SMS_CODE_TTL = 90;
export const EMAIL_CODE_TTL = 10 * 60;
export const EMAIL_LINK_TTL = 24 * 60 * 60;
/** Wrong codes allowed against one issued code before it is burnt (then LimitExceededException). */
export const CODE_MAX_FAILED_ATTEMPTS = 5;
/** Codes sent per user per window (all purposes together). */
export const CODE_SEND_LIMIT = 5;
export const CODE_SEND_WINDOW = 60 * 60;

/** Failed password checks per user per window before LimitExceededException. */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_FAILURE_WINDOW = 15 * 60;

/** Password policy (spec 5 and 9): at least 8 characters with at least 1 digit. Cognito caps passwords at 256. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** Sign-up age bounds (spec 5). */
export const MIN_AGE = 18;
export const MAX_AGE = 150;

/** A deleted account's email / phone cannot sign up again for this long (User_Deleted). */
export const DELETED_USERNAME_HOLD = 30 * 24 * 60 * 60;

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
