import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What the provider and the API exchange (the simulator app, src/simulator, imports only this file). */
export const PaymentIdSchema = z.string().regex(/^(ORD|WTX)-[0-9A-F]{24}$/, 'an order or top-up id');
export const CallbackBodySchema = z
  .object({
    eventId: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
    paymentId: PaymentIdSchema,
    /** approve_no_renewal: the payment succeeds but a subscription's recurring authorisation is refused. */
    action: z.enum(['approve', 'decline', 'pending', 'approve_no_renewal']),
  })
  .strict();
export type CallbackBody = z.infer<typeof CallbackBodySchema>;

/** What the provider's page shows about a payment (GET /provider/payments/:id with the shopper's token). */
export interface Payable {
  id: string;
  title: string;
  amount: string;
  status: string;
  open: boolean;
  returnUrl: string;
  /** A subscription's first payment: the page can also refuse the recurring authorisation. */
  recurring?: boolean;
}

/**
 * The payment provider's callback signature (the provider and the API share a secret):
 * header `x-provider-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 * The API accepts a callback only within CALLBACK_TOLERANCE_S of its timestamp, and each event id once.
 */
export const SIGNATURE_HEADER = 'x-provider-signature';
export const CALLBACK_TOLERANCE_S = 300;

const mac = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export function signCallback(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${mac(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export function verifyCallback(secret: string, header: string | string[] | undefined, rawBody: string, now = Math.floor(Date.now() / 1000)): SignatureCheck {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return { ok: false, reason: 'missing' };
  const m = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(value);
  if (!m) return { ok: false, reason: 'malformed' };
  const timestamp = Number(m[1]);
  if (Math.abs(now - timestamp) > CALLBACK_TOLERANCE_S) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(mac(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(m[2] as string, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'mismatch' };
  return { ok: true, timestamp };
}
