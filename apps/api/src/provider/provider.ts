import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderStatus, TopUpStatus } from '@store/shared/domain';
import { z } from 'zod';
import { toMajor } from '../catalog/money';
import { ApiError } from '../http/errors';
import { safeEqual } from '../http/secrets';
import { withOrderId } from '../http/returnUrl';
import { paymentToken } from '../orders/orders';
import { CallbackBodySchema, PaymentIdSchema, SIGNATURE_HEADER, verifyCallback, type CallbackBody, type Payable } from './protocol';

/*
 * The API's side of the payment provider. The shopper's payment URL points at the provider's hosted page
 * (in development the simulator app, src/simulator); its token lets that page show the payment and nothing more
 * (GET /provider/payments/:id). A payment result is accepted only from the provider's signed callback
 * (POST /provider/callback, see protocol.ts), once per event id. Replaying a result changes nothing.
 */

const IdParams = z.object({ id: PaymentIdSchema }).strict();
const TokenQuery = z.object({ token: z.string().max(64) }).strict();

const refused = (reason: string) =>
  new ApiError(401, { error: 'CALLBACK_SIGNATURE_INVALID', resultCode: 401, resultMessage: `The callback is not signed by the provider (${reason}).` });

export const providerPlugin: FastifyPluginAsyncZod = async (app) => {
  const { store: ctx, orders, wallets } = app;

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
        recurring: o.recurrence_days !== null,
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

  const seenEvent = ctx.db.prepare('INSERT INTO provider_callbacks (event_id, payment_id, action, received_at) VALUES (?, ?, ?, ?) ON CONFLICT (event_id) DO NOTHING');
  const forget = ctx.db.prepare('DELETE FROM provider_callbacks WHERE received_at < ?');

  function settle({ paymentId: id, action }: CallbackBody): boolean {
    if (!id.startsWith('ORD-')) return wallets.settleTopup(id, action === 'approve_no_renewal' ? 'approve' : action);
    if (action === 'approve') return orders.completePayment(id, 'provider');
    if (action === 'approve_no_renewal') return orders.completePayment(id, 'provider', { renewalsAuthorised: false });
    if (action === 'decline') return orders.transition(id, [OrderStatus.Payment_Init, OrderStatus.Payment_Pending], OrderStatus.Payment_Failed, 'provider');
    return orders.transition(id, [OrderStatus.Payment_Init], OrderStatus.Payment_Pending, 'provider');
  }

  // The signature covers the exact bytes: this plugin keeps the raw JSON body (encapsulated to these routes).
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4096 }, (req, raw, done) => {
    (req as { rawBody?: string }).rawBody = String(raw);
    try {
      done(null, JSON.parse(String(raw)));
    } catch {
      done(new ApiError(400, { error: 'BAD_REQUEST', resultCode: 400, resultMessage: 'Malformed JSON body.' }), undefined);
    }
  });

  /** The provider page's read: the shopper's payment token shows the payment, nothing more. */
  app.get('/provider/payments/:id', { schema: { params: IdParams, querystring: TokenQuery } }, async (req, reply) => {
    const { id } = req.params;
    if (!safeEqual(req.query.token, paymentToken(ctx.secret, id))) {
      throw new ApiError(403, { error: 'PAYMENT_TOKEN_INVALID', resultCode: 403, resultMessage: 'This payment link is not valid.' });
    }
    const p = find(id);
    if (!p) throw new ApiError(404, { error: 'NOT_FOUND', resultCode: 302, resultMessage: 'Payment not found.' });
    reply.header('cache-control', 'no-store');
    return p;
  });

  /** The provider's signed server-to-server callback: the only way a payment result reaches the API. */
  app.post(
    '/provider/callback',
    {
      schema: { body: CallbackBodySchema },
      // The signature is checked before anything in the body is looked at.
      preValidation: async (req) => {
        const secret = ctx.config.providerSecret;
        if (!secret) throw refused('no provider secret is configured');
        const check = verifyCallback(secret, req.headers[SIGNATURE_HEADER], (req as { rawBody?: string }).rawBody ?? '');
        if (!check.ok) throw refused(check.reason);
      },
    },
    async (req) => {
      const callback = req.body;
      const p = find(callback.paymentId);
      if (!p) throw new ApiError(404, { error: 'NOT_FOUND', resultCode: 302, resultMessage: 'Payment not found.' });
      const now = Math.floor(Date.now() / 1000);
      const changed = ctx.db.transaction(() => {
        if (seenEvent.run(callback.eventId, callback.paymentId, callback.action, now).changes === 0) {
          throw new ApiError(409, { error: 'CALLBACK_REPLAYED', resultCode: 409, resultMessage: 'This callback event was already received.' });
        }
        // Events older than the signature tolerance can never be accepted again anyway.
        forget.run(now - 3600);
        return settle(callback);
      })();
      // The return URL was checked against the allow-list when the order was created.
      return { changed, status: find(callback.paymentId)?.status ?? p.status, returnUrl: withOrderId(p.returnUrl, callback.paymentId) };
    },
  );
};
