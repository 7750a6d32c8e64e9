import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { CODE_MAX_FAILED_ATTEMPTS, CODE_SEND_LIMIT, CODE_SEND_WINDOW, nowSeconds } from './constants';
import { errors } from './errors';

export type CodePurpose = 'signup' | 'forgot_password' | 'verify_email' | 'verify_phone_number';

function hashCode(sub: string, purpose: CodePurpose, code: string): Buffer {
  return createHash('sha256').update(`${sub}:${purpose}:${code}`).digest();
}

/** How many events of a kind were counted for a key within the window. */
export function countEvents(db: Db, kind: string, key: string, windowSeconds: number): number {
  const row = db.prepare('SELECT COUNT(*) AS n FROM cognito_events WHERE kind = ? AND key = ? AND at > ?').get(kind, key, nowSeconds() - windowSeconds) as { n: number };
  return row.n;
}

export function recordEvent(db: Db, kind: string, key: string): void {
  const now = nowSeconds();
  db.prepare('INSERT INTO cognito_events (kind, key, at) VALUES (?, ?, ?)').run(kind, key, now);
  // Keep the table small: events older than a day count for nothing.
  db.prepare('DELETE FROM cognito_events WHERE kind = ? AND key = ? AND at < ?').run(kind, key, now - 24 * 60 * 60);
}

export function clearEvents(db: Db, kind: string, key: string): void {
  db.prepare('DELETE FROM cognito_events WHERE kind = ? AND key = ?').run(kind, key);
}

/**
 * Issues a fresh 6-digit code (replacing any earlier one for the same purpose).
 * Rate limit: CODE_SEND_LIMIT codes per user per CODE_SEND_WINDOW, else LimitExceededException.
 */
export function issueCode(db: Db, sub: string, purpose: CodePurpose, ttlSeconds: number): string {
  if (countEvents(db, 'code_sent', sub, CODE_SEND_WINDOW) >= CODE_SEND_LIMIT) throw errors.attemptLimit();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare(
    `INSERT OR REPLACE INTO cognito_codes (sub, purpose, code_hash, expires_at, failed_attempts, created_at)
     VALUES (?, ?, ?, ?, 0, ?)`,
  ).run(sub, purpose, hashCode(sub, purpose, code).toString('hex'), nowSeconds() + ttlSeconds, new Date().toISOString());
  recordEvent(db, 'code_sent', sub);
  return code;
}

/**
 * Checks a code; on success it is used up. Errors: CodeMismatchException (wrong, or none issued),
 * ExpiredCodeException, LimitExceededException after CODE_MAX_FAILED_ATTEMPTS wrong codes.
 */
export function consumeCode(db: Db, sub: string, purpose: CodePurpose, code: string): void {
  const row = db.prepare('SELECT code_hash, expires_at, failed_attempts FROM cognito_codes WHERE sub = ? AND purpose = ?').get(sub, purpose) as
    | { code_hash: string; expires_at: number; failed_attempts: number }
    | undefined;
  if (!row) throw errors.codeMismatch();
  if (row.failed_attempts >= CODE_MAX_FAILED_ATTEMPTS) throw errors.attemptLimit();
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = hashCode(sub, purpose, code.trim());
  if (!timingSafeEqual(expected, given)) {
    db.prepare('UPDATE cognito_codes SET failed_attempts = failed_attempts + 1 WHERE sub = ? AND purpose = ?').run(sub, purpose);
    throw errors.codeMismatch();
  }
  if (row.expires_at <= nowSeconds()) throw errors.codeExpired();
  db.prepare('DELETE FROM cognito_codes WHERE sub = ? AND purpose = ?').run(sub, purpose);
}
