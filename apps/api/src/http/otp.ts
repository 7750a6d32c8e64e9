import { OTP_LENGTH, OTP_LOCKOUT_MS } from '@store/shared/domain';
import type { Db } from '../db/database';
import { newOtp, nowIso } from './ids';
import { hmac, safeEqual } from './secrets';

/** Failed attempts before the 3-hour lockout ("too many failed OTP attempts: retry in 3 hours"). */
export const OTP_MAX_FAILURES = 5;

export type OtpCheck = 'ok' | 'missing' | 'expired' | 'mismatch' | 'locked';

/** Store one-time codes (wallet activation, gift claim, account deletion): hashed, one live code per (purpose, subject). */
export class OtpStore {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  lockedUntil(purpose: string, subject: string, now = Date.now()): number | undefined {
    const row = this.db
      .prepare('SELECT locked_until FROM store_otp_failures WHERE purpose = ? AND subject = ?')
      .get(purpose, subject) as { locked_until: number | null } | undefined;
    return row?.locked_until && row.locked_until > now ? row.locked_until : undefined;
  }

  issue(purpose: string, subject: string, recipient: string, ttlSeconds: number, now = Date.now()): string {
    const code = newOtp(OTP_LENGTH);
    this.db
      .prepare(
        `INSERT INTO store_otps (purpose, subject, recipient, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (purpose, subject) DO UPDATE SET recipient = excluded.recipient, code_hash = excluded.code_hash,
           expires_at = excluded.expires_at, created_at = excluded.created_at`,
      )
      .run(purpose, subject, recipient, this.hash(purpose, subject, code), now + ttlSeconds * 1000, nowIso());
    return code;
  }

  /** Checks a code; a match consumes it, a mismatch counts a failure (the 5th locks for 3 hours). */
  verify(purpose: string, subject: string, code: string, now = Date.now()): OtpCheck {
    if (this.lockedUntil(purpose, subject, now)) return 'locked';
    const row = this.db
      .prepare('SELECT code_hash, expires_at FROM store_otps WHERE purpose = ? AND subject = ?')
      .get(purpose, subject) as { code_hash: string; expires_at: number } | undefined;
    if (!row) return 'missing';
    if (row.expires_at <= now) return 'expired';
    if (!safeEqual(row.code_hash, this.hash(purpose, subject, code))) {
      const failures = this.recordFailure(purpose, subject, now);
      return failures >= OTP_MAX_FAILURES ? 'locked' : 'mismatch';
    }
    this.db.prepare('DELETE FROM store_otps WHERE purpose = ? AND subject = ?').run(purpose, subject);
    this.db.prepare('DELETE FROM store_otp_failures WHERE purpose = ? AND subject = ?').run(purpose, subject);
    return 'ok';
  }

  /** Counts a failed attempt outside a code check (e.g. a wrong gift code); returns the count (5 = now locked). */
  fail(purpose: string, subject: string, now = Date.now()): number {
    return this.recordFailure(purpose, subject, now);
  }

  private recordFailure(purpose: string, subject: string, now: number): number {
    const row = this.db
      .prepare(
        `INSERT INTO store_otp_failures (purpose, subject, failures, locked_until) VALUES (?, ?, 1, NULL)
         ON CONFLICT (purpose, subject) DO UPDATE SET failures = failures + 1 RETURNING failures`,
      )
      .get(purpose, subject) as { failures: number };
    if (row.failures >= OTP_MAX_FAILURES) {
      this.db
        .prepare('UPDATE store_otp_failures SET locked_until = ?, failures = 0 WHERE purpose = ? AND subject = ?')
        .run(now + OTP_LOCKOUT_MS, purpose, subject);
      this.db.prepare('DELETE FROM store_otps WHERE purpose = ? AND subject = ?').run(purpose, subject);
    }
    return row.failures;
  }

  private hash(purpose: string, subject: string, code: string): string {
    return hmac(this.secret, `otp.${purpose}.${subject}.${code}`);
  }
}

export { maskEmail, maskPhone } from '@store/shared/domain';
