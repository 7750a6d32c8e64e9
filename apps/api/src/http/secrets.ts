import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';

/** The server secret: API_SECRET, else one generated on first start and kept in the database (survives restarts). */
export function serverSecret(db: Db, configured: string | undefined): string {
  if (configured) return configured;
  const row = db.prepare("SELECT value FROM store_settings WHERE key = 'server_secret'").get() as { value: string } | undefined;
  if (row) return row.value;
  const value = randomBytes(32).toString('hex');
  db.prepare("INSERT OR IGNORE INTO store_settings (key, value) VALUES ('server_secret', ?)").run(value);
  return (db.prepare("SELECT value FROM store_settings WHERE key = 'server_secret'").get() as { value: string }).value;
}

export function hmac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function sha256(data: string): string {
  return createHash('sha256').update(data).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
