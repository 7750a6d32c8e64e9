import { withDefaults, type ApiConfig, type FullConfig } from './config';
import type { Db } from './db/database';
import { Catalog } from './catalog/catalog';
import { RateLimiter } from './http/rateLimit';
import { serverSecret } from './http/secrets';
import { SignedRequestChecker } from './http/signedRequest';
import { CaptchaSimulator } from './captcha/captcha';

/** What every module of the API shares: the database, configuration, catalogue reader, secret and limiters. */
export interface StoreContext {
  db: Db;
  /** Resolved configuration. publicUrl is read live from the original object (startServer sets it after listen). */
  config: FullConfig;
  catalog: Catalog;
  secret: string;
  limiter: RateLimiter;
  signed: SignedRequestChecker;
  /** The invisible captcha's verifier (a simulated provider, section 5). */
  captcha: CaptchaSimulator;
}

export function createContext(db: Db, config: ApiConfig): StoreContext {
  const full = withDefaults(config);
  Object.defineProperty(full, 'publicUrl', { get: () => config.publicUrl, enumerable: true });
  const secret = serverSecret(db, full.secret);
  return {
    db,
    config: full,
    catalog: new Catalog(db, () => full.imagesUrl ?? full.publicUrl),
    secret,
    limiter: new RateLimiter(full.rateLimitScale, full.clientRateLimitScale),
    signed: new SignedRequestChecker(full.requestSigningSecret, full.requireSignedRequests),
    captcha: new CaptchaSimulator(db, secret),
  };
}
