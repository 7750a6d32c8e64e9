import { ApiError } from './errors';

/** Fixed-window in-memory counters (one API process). Keys are e.g. 'otp:+6581234567' or 'signin:127.0.0.1'. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  /**
   * @param scale multiplies every limit.
   * @param clientScale multiplies the per-client-address (and per-username) limits only: the functional tests
   *   drive everything from one address and raise it; the security tests and production keep 1.
   */
  constructor(
    private readonly scale = 1,
    private readonly clientScale = 1,
  ) {}

  /** hit() for a per-client limit (see clientScale). */
  hitClient(key: string, limit: number, windowMs: number): { ok: boolean; retryAfterS: number } {
    return this.hit(key, limit * this.clientScale, windowMs);
  }

  /** enforce() for a per-client limit (see clientScale). */
  enforceClient(key: string, limit: number, windowMs: number): void {
    this.enforce(key, limit * this.clientScale, windowMs);
  }

  /** Counts one hit; false when the key is over `limit` hits in the current `windowMs`. */
  hit(key: string, limit: number, windowMs: number, now = Date.now()): { ok: boolean; retryAfterS: number } {
    if (this.windows.size > 50_000) this.sweep(now);
    const max = Math.max(1, Math.floor(limit * this.scale));
    let w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { ok: w.count <= max, retryAfterS: Math.ceil((w.start + windowMs - now) / 1000) };
  }

  /** Throws a 429 when over the limit. */
  enforce(key: string, limit: number, windowMs: number): void {
    const r = this.hit(key, limit, windowMs);
    if (!r.ok) {
      throw new ApiError(429, {
        error: 'TOO_MANY_REQUESTS',
        resultCode: 'LimitExceededException',
        resultMessage: 'Too many requests. Please try again later.',
        retryAfterSeconds: r.retryAfterS,
      });
    }
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start > 3_600_000 * 4) this.windows.delete(k);
  }
}

export const MINUTE = 60_000;
