import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PaymentIdSchema, signCallback, SIGNATURE_HEADER, type Payable } from '../provider/protocol';

/*
 * The payment-provider simulator: a separate small app (its own port and secret) standing in for the real
 * provider. Its hosted page shows a payment (read from the API with the shopper's token) with Approve / Decline /
 * Leave pending; the chosen outcome reaches the API only as a callback signed with the provider's secret, then the
 * browser goes back to the order's return URL. It is a development and test tool: production runs the real provider.
 */

export interface SimulatorOptions {
  /** The Store API's base URL (read lazily: tests learn it after listening). */
  apiUrl: () => string;
  /** The secret shared with the API (API_PROVIDER_SECRET). */
  secret: string;
}

const IdParams = z.object({ id: PaymentIdSchema }).strict();
const TokenQuery = z.object({ token: z.string().max(64) }).loose();
const FormBody = z.object({ action: z.enum(['approve', 'decline', 'pending', 'approve_no_renewal']), token: z.string().max(64) }).loose();

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${esc(title)} - Payment provider (simulator)</title>
  <style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111}
  button{font-size:1rem;padding:.6rem 1rem;margin:.25rem;border:2px solid #000;border-radius:.4rem;background:#fff;cursor:pointer}
  button:focus-visible{outline:3px solid #1a5fff;outline-offset:2px} fieldset{border:1px solid #666;border-radius:.4rem}</style>
</head>
<body>
  <main>
    <h1>Payment provider (simulator)</h1>
    ${main}
  </main>
</body>
</html>`;
}

export async function buildSimulator({ apiUrl, secret }: SimulatorOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 4096, trustProxy: false });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, raw, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(raw))));
  });

  const htmlHeaders = (origin?: string) => ({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; form-action 'self'${origin ? ` ${origin}` : ''}`,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });

  /** The payment as the API shows it to the holder of the token; undefined with the HTTP status otherwise. */
  async function payment(id: string, token: string): Promise<{ payable?: Payable; status: number }> {
    const res = await fetch(`${apiUrl()}/provider/payments/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`);
    if (!res.ok) return { status: res.status };
    return { payable: (await res.json()) as Payable, status: 200 };
  }

  function refuse(status: number) {
    const message = status === 404 ? 'Payment not found.' : status === 400 ? 'This is not a payment link.' : 'This payment link is not valid.';
    return { status: status === 404 || status === 400 ? status : 403, html: page('Payment', `<p role="alert">${message}</p>`) };
  }

  app.get('/provider/pay/:id', async (req, reply) => {
    const p = IdParams.safeParse(req.params);
    const q = TokenQuery.safeParse(req.query);
    if (!p.success || !q.success) return reply.code(400).headers(htmlHeaders()).send(refuse(400).html);
    const { id } = p.data;
    const { token } = q.data;
    const { payable, status } = await payment(id, token);
    if (!payable) {
      const r = refuse(status);
      return reply.code(r.status).headers(htmlHeaders()).send(r.html);
    }
    const buttons = payable.open
      ? `<form method="post" action="/provider/pay/${esc(id)}">
      <input type="hidden" name="token" value="${esc(token)}">
      <fieldset>
        <legend>Simulate the payment outcome</legend>
        <button type="submit" name="action" value="approve">Approve</button>
        <button type="submit" name="action" value="decline">Decline</button>
        <button type="submit" name="action" value="pending">Leave pending</button>
        ${payable.recurring ? '<button type="submit" name="action" value="approve_no_renewal">Approve, refuse renewals</button>' : ''}
      </fieldset>
    </form>`
      : `<p role="status">This payment is ${esc(payable.status)}. Nothing left to do.</p>
    <p><a href="${esc(withOrderId(payable.returnUrl, id))}">Back to the store</a></p>`;
    const main = `<dl>
      <dt>Payment</dt><dd>${esc(payable.title)}</dd>
      <dt>Amount</dt><dd>${esc(payable.amount)}</dd>
      <dt>Reference</dt><dd>${esc(id)}</dd>
      <dt>Status</dt><dd>${esc(payable.status)}</dd>
    </dl>
    ${buttons}`;
    return reply.headers(htmlHeaders(new URL(payable.returnUrl).origin)).send(page(`Pay ${payable.amount}`, main));
  });

  app.post('/provider/pay/:id', async (req, reply) => {
    const p = IdParams.safeParse(req.params);
    const b = FormBody.safeParse(req.body ?? {});
    if (!p.success || !b.success) return reply.code(400).headers(htmlHeaders()).send(refuse(400).html);
    const { id } = p.data;
    const { action, token } = b.data;
    // The page's token is checked by the API before the provider reports anything.
    const { payable, status } = await payment(id, token);
    if (!payable) {
      const r = refuse(status);
      return reply.code(r.status).headers(htmlHeaders()).send(r.html);
    }
    const body = JSON.stringify({ eventId: randomUUID().replace(/-/g, ''), paymentId: id, action });
    const res = await fetch(`${apiUrl()}/provider/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signCallback(secret, body) },
      body,
    });
    if (!res.ok) {
      return reply.code(502).headers(htmlHeaders()).send(page('Payment', `<p role="alert">The store did not accept the payment result (${res.status}).</p>`));
    }
    const result = (await res.json()) as { changed: boolean; returnUrl: string };
    reply.header('x-payment-changed', result.changed ? '1' : '0');
    return reply.redirect(result.returnUrl, 303);
  });

  app.get('/health', async () => ({ ok: true }));
  return app;
}

function withOrderId(url: string, orderId: string): string {
  const u = new URL(url);
  u.searchParams.set('orderId', orderId);
  return u.toString();
}
