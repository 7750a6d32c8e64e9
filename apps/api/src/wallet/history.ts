import { DAY_MS } from '@store/shared/domain';
import { toMajor } from '../catalog/money';
import type { StoreContext } from '../context';
import type { Orders, OrderRow } from '../orders/orders';

interface Entry {
  kind: 'purchase' | 'topup' | 'giftCode' | 'cashback' | 'refund' | 'referralBonus';
  id: string;
  createdAt: string;
}

/** A user's transactions: their orders (purchases) and wallet movements other than order charges, newest first. */
export function transactionHistory(ctx: StoreContext, orders: Orders, sub: string, days: number, offset: number, limit: number) {
  const since = new Date(Date.now() - days * DAY_MS).toISOString();
  const rows = ctx.db
    .prepare(
      `SELECT 'purchase' AS kind, order_id AS id, created_at FROM orders WHERE user_sub = ? AND created_at >= ?
       UNION ALL
       SELECT CASE type WHEN 'TOPUP' THEN 'topup' WHEN 'GIFT_CODE' THEN 'giftCode' WHEN 'CASHBACK' THEN 'cashback'
                        WHEN 'REFUND' THEN 'refund' ELSE 'referralBonus' END, txn_id, created_at
       FROM wallet_transactions WHERE user_sub = ? AND type <> 'PURCHASE' AND created_at >= ?
       ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(sub, since, sub, since, limit + 1, offset) as Array<{ kind: Entry['kind']; id: string; created_at: string }>;
  const total = (
    ctx.db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM orders WHERE user_sub = ? AND created_at >= ?)
              + (SELECT COUNT(*) FROM wallet_transactions WHERE user_sub = ? AND type <> 'PURCHASE' AND created_at >= ?) AS n`,
      )
      .get(sub, since, sub, since) as { n: number }
  ).n;
  const page = rows.slice(0, limit);
  const items = page.map((r) => {
    if (r.kind === 'purchase') {
      const o = orders.get(r.id) as OrderRow;
      const v = orders.view(o);
      const charge = ctx.db.prepare("SELECT 1 FROM wallet_transactions WHERE order_id = ? AND type = 'PURCHASE'").get(o.order_id);
      return {
        kind: r.kind,
        transactionId: o.order_id,
        orderId: o.order_id,
        orderDate: o.created_at,
        item: `${v.itemName} - ${v.gameName}`,
        paymentChannel: v.paymentChannelName,
        paymentStatus: v.statusName,
        status: o.status,
        price: v.price,
        vat: v.vat,
        discount: v.discount,
        total: v.total,
        currency: o.currency,
        cashbackEarned: v.cashbackEarned,
        cashbackUsed: v.cashbackUsed,
        paidWithWallet: !!charge,
      };
    }
    const t = ctx.db.prepare('SELECT * FROM wallet_transactions WHERE txn_id = ?').get(r.id) as {
      txn_id: string; status: string; amount_minor: number; currency: string; created_at: string; gift_code: string | null;
    };
    return {
      kind: r.kind,
      transactionId: t.txn_id,
      orderId: null,
      orderDate: t.created_at,
      item: r.kind === 'topup' ? 'Codacash top-up' : r.kind === 'giftCode' ? `Gift code ${t.gift_code ?? ''}`.trim() : r.kind,
      paymentChannel: null,
      paymentStatus: t.status,
      status: t.status,
      price: toMajor(t.amount_minor, t.currency),
      vat: 0,
      discount: 0,
      total: toMajor(t.amount_minor, t.currency),
      currency: t.currency,
      cashbackEarned: 0,
      cashbackUsed: 0,
      paidWithWallet: false,
    };
  });
  return { items, total, days, offset, limit, nextOffset: rows.length > limit ? offset + limit : null };
}
