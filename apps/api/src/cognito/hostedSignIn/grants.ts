import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { nowSeconds } from '../constants';

/** An authorize request may wait this long at the identity provider; an authorization code lives this long. */
export const REQUEST_TTL = 10 * 60;
export const CODE_TTL = 5 * 60;

export type GrantKind = 'request' | 'code';

const hashOf = (handle: string): string => createHash('sha256').update(handle).digest('hex');

/** Stores a grant and returns its secret handle (only its hash is kept). */
export function putGrant(db: Db, kind: GrantKind, payload: unknown, ttl: number): string {
  const handle = randomBytes(32).toString('base64url');
  const now = nowSeconds();
  db.prepare('DELETE FROM oauth_grants WHERE expires_at < ?').run(now);
  db.prepare('INSERT INTO oauth_grants (handle_hash, kind, payload, expires_at) VALUES (?, ?, ?, ?)').run(hashOf(handle), kind, JSON.stringify(payload), now + ttl);
  return handle;
}

/** Takes a grant once: it is deleted whether or not it has expired. Undefined when unknown, used or expired. */
export function takeGrant(db: Db, kind: GrantKind, handle: string): unknown {
  const hash = hashOf(handle);
  const row = db.prepare('DELETE FROM oauth_grants WHERE handle_hash = ? AND kind = ? RETURNING payload, expires_at').get(hash, kind) as
    | { payload: string; expires_at: number }
    | undefined;
  if (!row || row.expires_at < nowSeconds()) return undefined;
  return JSON.parse(row.payload) as unknown;
}

/** Reads a grant without using it up (the identity provider's page shows it before the choice). */
export function peekGrant(db: Db, kind: GrantKind, handle: string): unknown {
  const row = db.prepare('SELECT payload, expires_at FROM oauth_grants WHERE handle_hash = ? AND kind = ?').get(hashOf(handle), kind) as
    | { payload: string; expires_at: number }
    | undefined;
  if (!row || row.expires_at < nowSeconds()) return undefined;
  return JSON.parse(row.payload) as unknown;
}
