import type { Db } from './db/database';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  /** What the message is for, e.g. 'signup-confirmation', 'forgot-password', 'gift-claim-otp'. */
  kind: string;
  subject: string;
  body: string;
  /** The OTP or confirmation code the message carries, if any. */
  code?: string;
  /** The link the message carries, if any (e.g. an email sign-up confirmation link). */
  link?: string;
}

export interface OutboxRow extends OutboxMessage {
  id: number;
  createdAt: string;
}

/** Stores a message the API "sends". Nothing leaves the machine: the outbox is the mail server. */
export function sendToOutbox(db: Db, message: OutboxMessage): number {
  const info = db
    .prepare(
      `INSERT INTO outbox (channel, recipient, kind, subject, body, code, link, created_at)
       VALUES (@channel, @recipient, @kind, @subject, @body, @code, @link, @createdAt)`,
    )
    .run({ code: null, link: null, ...message, createdAt: new Date().toISOString() });
  return Number(info.lastInsertRowid);
}

export function readOutbox(db: Db, recipient?: string, limit = 50): OutboxRow[] {
  const rows = recipient
    ? db.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?').all(recipient, limit)
    : db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit);
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    id: r.id as number,
    channel: r.channel as OutboxChannel,
    recipient: r.recipient as string,
    kind: r.kind as string,
    subject: r.subject as string,
    body: r.body as string,
    code: (r.code as string | null) ?? undefined,
    link: (r.link as string | null) ?? undefined,
    createdAt: r.created_at as string,
  }));
}
