import type { Db } from '../../db/database';
import type { CaptchaVerifier } from '../../captcha/captcha';

export interface OperationContext {
  db: Db;
  /** Public base URL of the API (links in emails). */
  publicUrl: string;
  /** The client's address (per-IP limits and progressive delays). */
  ip?: string;
  /** The storefront the request came from (links in messages lead back there). */
  storefront?: string;
  /** Verifies the sign-up's invisible captcha token (section 5). */
  captcha: CaptchaVerifier;
}

/** A Cognito operation: the parsed JSON body in, the JSON response out; throws CognitoError. */
export type Operation = (ctx: OperationContext, body: unknown) => Promise<Record<string, unknown>>;
