import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The invisible captcha (section 5: sign-up sends a captcha token, invisible mode), simulated: the storefront's
 * execute() asks the simulator for a token, as an invisible reCAPTCHA's execute() asks Google; the API verifies it
 * as a backend verifies with the provider: signed by the provider, for this action, unexpired, used once.
 */
export const CAPTCHA_ACTIONS = ['signup', 'forgot_password', 'user_auth'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

/** A token lives 2 minutes, as a reCAPTCHA token does. */
export const CAPTCHA_TOKEN_TTL = 2 * 60;
const PREFIX = 'sim1';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface CaptchaVerifier {
  verify(token: unknown, action: CaptchaAction): boolean;
}

export class CaptchaSimulator implements CaptchaVerifier {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`captcha:${payload}`).digest('base64url');
  }

  /** A token for an action (the simulator's execute()). */
  issue(action: CaptchaAction): string {
    const payload = `${action}.${nowSeconds() + CAPTCHA_TOKEN_TTL}.${randomBytes(16).toString('base64url')}`;
    return `${PREFIX}.${payload}.${this.sign(payload)}`;
  }

  /** Whether a token is the simulator's, for this action, unexpired and not used before; using it spends it. */
  verify(token: unknown, action: CaptchaAction): boolean {
    if (typeof token !== 'string' || token.length > 256) return false;
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== PREFIX) return false;
    const [, tokenAction, exp, nonce, signature] = parts as [string, string, string, string, string];
    const expected = Buffer.from(this.sign(`${tokenAction}.${exp}.${nonce}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const expiresAt = Number(exp);
    const now = nowSeconds();
    if (tokenAction !== action || !Number.isInteger(expiresAt) || expiresAt < now) return false;
    this.db.prepare('DELETE FROM captcha_used WHERE expires_at < ?').run(now);
    return this.db.prepare('INSERT OR IGNORE INTO captcha_used (nonce, expires_at) VALUES (?, ?)').run(nonce, expiresAt).changes === 1;
  }
}
