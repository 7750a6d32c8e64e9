import type { FastifyInstance } from 'fastify';
import { OrderStatus, TopUpStatus } from '@store/shared/domain/statuses';
import { z } from 'zod';
import { toMajor } from '../catalog/money';
import type { StoreContext } from '../context';
import { ApiError } from '../http/errors';
import { body, params, query } from '../http/validate';
import { safeEqual } from '../http/secrets';
import { withOrderId } from '../http/returnUrl';
import { paymentToken, type Orders } from '../orders/orders';
import type { Wallets } from '../wallet/wallet';

/*
 * The payment-provider simulator: the payment redirect URL of an order (or a Codacash top-up) is a hosted page
 * with Approve / Decline / Leave pending. Its form posts the callback, which moves the payment on and sends the
 * browser back to the order's return URL (an allow-listed store origin). Replaying a callback changes nothing.
 */

const IdParams = z.object({ id: z.string().regex(/^(ORD|WTX)-[0-9A-F]{24}$/, 'an order or top-up id') }).strict();
const TokenQuery = z.object({ token: z.string().max(64) }).loose();
const CallbackBody = z.object({ action: z.enum(['approve', 'decline', 'pending']), token: z.string().max(64) }).loose();

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Payable {
  id: string;
  title: string;
  amount: string;
  status: string;
  open: boolean;
  returnUrl: string;
}

export function providerRoutes(ctx: StoreContext, orders: Orders, wallets: Wallets) {
  function find(id: string): Payable | undefined {
    if (id.startsWith('ORD-')) {
      const o = orders.get(id);
      if (!o) return undefined;
      const v = orders.view(o);
      return {
        id,
        title: `${v.itemName} - ${v.gameName}${v.isGift ? ' (gift)' : ''}`,
        amount: `${toMajor(o.total_minor, o.currency)} ${o.currency}`,
        status: v.statusName,
        open: o.status === OrderStatus.Payment_Init || o.status === OrderStatus.Payment_Pending,
        returnUrl: o.return_url,
      };
    }
    const t = wallets.txn(id);
    if (!t || t.type !== 'TOPUP') return undefined;
    return {
      id,
      title: 'Codacash top-up',
      amount: `${toMajor(t.amount_minor, t.currency)} ${t.currency}`,
      status: t.status,
      open: t.status === TopUpStatus.Init || t.status === TopUpStatus.Pending,
      returnUrl: t.return_url ?? ctx.config.storeUrl,
    };
  }

  function checkToken(id: string, token: string): void {
    if (!safeEqual(token, paymentToken(ctx.secret, id))) {
      throw new ApiError(403, { error: 'PAYMENT_TOKEN_INVALID', resultCode: 403, resultMessage: 'This payment link is not valid.' });
    }
  }

  return async function register(app: FastifyInstance): Promise<void> {
    // HTML forms post application/x-www-form-urlencoded.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, raw, done) => {
      try {
        done(null, Object.fromEntries(new URLSearchParams(String(raw))));
      } catch {
        done(new ApiError(400, { error: 'BAD_REQUEST', resultCode: 400, resultMessage: 'Malformed form body.' }), undefined);
      }
    });

    app.get('/provider/pay/:id', async (req, reply) => {
      const { id } = params(req, IdParams);
      const { token } = query(req, TokenQuery);
      checkToken(id, token);
      const p = find(id);
      if (!p) throw new ApiError(404, { error: 'NOT_FOUND', resultCode: 302, resultMessage: 'Payment not found.' });
      const buttons = p.open
        ? `<form method="post" action="/provider/pay/${esc(id)}">
      <input type="hidden" name="token" value="${esc(token)}">
      <fieldset>
        <legend>Simulate the payment outcome</legend>
        <button type="submit" name="action" value="approve">Approve</button>
        <button type="submit" name="action" value="decline">Decline</button>
        <button type="submit" name="action" value="pending">Leave pending</button>
      </fieldset>
    </form>`
        : `<p role="status">This payment is ${esc(p.status)}. Nothing left to do.</p>
    <p><a href="${esc(withOrderId(p.returnUrl, id))}">Back to the store</a></p>`;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' " + new URL(p.returnUrl).origin)
        .header('x-frame-options', 'DENY')
        .header('referrer-policy', 'no-referrer');
      return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Pay ${esc(p.amount)} - Payment provider (simulator)</title>
  <style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111}
  button{font-size:1rem;padding:.6rem 1rem;margin:.25rem;border:2px solid #000;border-radius:.4rem;background:#fff;cursor:pointer}
  button:focus-visible{outline:3px solid #1a5fff;outline-offset:2px} fieldset{border:1px solid #666;border-radius:.4rem}</style>
</head>
<body>
  <main>
    <h1>Payment provider (simulator)</h1>
    <dl>
      <dt>Payment</dt><dd>${esc(p.title)}</dd>
      <dt>Amount</dt><dd>${esc(p.amount)}</dd>
      <dt>Reference</dt><dd>${esc(id)}</dd>
      <dt>Status</dt><dd>${esc(p.status)}</dd>
    </dl>
    ${buttons}
  </main>
</body>
</html>`;
    });

    app.post('/provider/pay/:id', async (req, reply) => {
      const { id } = params(req, IdParams);
      const { action, token } = body(req, CallbackBody);
      checkToken(id, token);
      const p = find(id);
      if (!p) throw new ApiError(404, { error: 'NOT_FOUND', resultCode: 302, resultMessage: 'Payment not found.' });
      let changed: boolean;
      if (id.startsWith('ORD-')) {
        if (action === 'approve') changed = orders.completePayment(id, 'provider');
        else if (action === 'decline') changed = orders.transition(id, [OrderStatus.Payment_Init, OrderStatus.Payment_Pending], OrderStatus.Payment_Failed, 'provider');
        else changed = orders.transition(id, [OrderStatus.Payment_Init], OrderStatus.Payment_Pending, 'provider');
      } else {
        changed = wallets.settleTopup(id, action);
      }
      reply.header('x-payment-changed', changed ? '1' : '0');
      // The return URL was checked against the allow-list when the order was created.
      return reply.redirect(withOrderId(p.returnUrl, id), 303);
    });
  };
}
