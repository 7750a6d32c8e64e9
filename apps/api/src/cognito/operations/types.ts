import type { Db } from '../../db/database';

export interface OperationContext {
  db: Db;
  /** Public base URL of the API (links in emails). */
  publicUrl: string;
  /** The client's address (per-IP limits and progressive delays). */
  ip?: string;
  /** The storefront the request came from (links in messages lead back there). */
  storefront?: string;
}

/** A Cognito operation: the parsed JSON body in, the JSON response out; throws CognitoError. */
export type Operation = (ctx: OperationContext, body: unknown) => Promise<Record<string, unknown>>;
