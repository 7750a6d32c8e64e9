import { OrderStatus, VoucherValidity, maskEmail } from '@store/shared/domain';
import type { StoreContext } from '../context';
import { OtpStore } from '../http/otp';
import { MINUTE } from '../http/rateLimit';
import { sendToOutbox } from '../outbox';
import type { OrderRow, Orders } from './orders';

/** Gift claim codes live 10 minutes. */
export const GIFT_OTP_TTL_S = 600;

type GiftStatus = (typeof VoucherValidity)[keyof typeof VoucherValidity];

export interface GiftResult {
  resultCode: number;
  resultMessage: string;
  giftStatus: GiftStatus;
  maskedEmail: string | null;
  order: ReturnType<Orders['view']> | null;
}

/**
 * Gift claim with email OTP (/{cc}/redeem, readings 8). Codes: 0 ok; 10007 email OTP needed (code sent);
 * 223 invalid OTP; 10008 expired OTP; 222 too many failed attempts (retry in 3 hours); 214 invalid game id;
 * a gift no longer claimable: 704 claimed, 1202 expired, 707 invalid.
 */
export class Gifts {
  private readonly otps: OtpStore;

  constructor(
    private readonly ctx: StoreContext,
    private readonly orders: Orders,
  ) {
    this.otps = new OtpStore(ctx.db, ctx.secret);
  }

  find(code: string): OrderRow | undefined {
    const order = this.orders.byGiftCode(code);
    return order ? this.orders.expireGiftIfDue(order) : undefined;
  }

  status(order: OrderRow | undefined): GiftStatus {
    if (!order) return VoucherValidity.Invalid;
    if (order.status === OrderStatus.Gift_Init) return VoucherValidity.Valid;
    if (order.status === OrderStatus.Gift_Claimed) return VoucherValidity.Claimed;
    if (order.status === OrderStatus.Gift_Expired) return VoucherValidity.Expired;
    return VoucherValidity.Invalid;
  }

  info(code: string) {
    const order = this.find(code);
    const status = this.status(order);
    if (!order || status === VoucherValidity.Invalid) return { status };
    const v = this.orders.view(order);
    const game = this.ctx.catalog.gameById(order.gvt_id);
    return {
      status,
      senderName: order.gift_name,
      message: order.gift_message,
      itemName: v.itemName,
      gameName: v.gameName,
      gameSlug: v.gameSlug,
      requiresZoneId: game?.requires_zone === 1,
      expiresAt: order.gift_expires_at,
      maskedEmail: order.gift_email ? maskEmail(order.gift_email) : null,
    };
  }

  private closed(order: OrderRow | undefined): GiftResult | undefined {
    const status = this.status(order);
    if (status === VoucherValidity.Valid) return undefined;
    const code = status === VoucherValidity.Claimed ? 704 : status === VoucherValidity.Expired ? 1202 : 707;
    return { resultCode: code, resultMessage: `Gift ${status.toLowerCase()}.`, giftStatus: status, maskedEmail: null, order: null };
  }

  /** Emails the receiver a 6-digit code (rate limited: 5 per 15 minutes per gift). */
  requestOtp(code: string): GiftResult {
    const order = this.find(code);
    const closed = this.closed(order);
    if (closed || !order) return closed as GiftResult;
    const email = order.gift_email ?? '';
    if (this.otps.lockedUntil('gift-claim', code)) {
      return { resultCode: 222, resultMessage: 'Too many failed OTP attempts: retry in 3 hours.', giftStatus: VoucherValidity.Valid, maskedEmail: maskEmail(email), order: null };
    }
    this.ctx.limiter.enforce(`gift-otp:${code}`, 5, 15 * MINUTE);
    const otp = this.otps.issue('gift-claim', code, email, GIFT_OTP_TTL_S);
    sendToOutbox(this.ctx.db, {
      channel: 'email',
      recipient: email,
      kind: 'gift-claim-otp',
      subject: 'Your gift claim code',
      body: `Your code to claim your gift is ${otp}. It expires in ${GIFT_OTP_TTL_S / 60} minutes.`,
      code: otp,
    });
    return { resultCode: 10007, resultMessage: 'A code was sent to the receiver email.', giftStatus: VoucherValidity.Valid, maskedEmail: maskEmail(email), order: null };
  }

  claim(code: string, otp: string | undefined, userId: string, zoneId: string): GiftResult {
    const { db, catalog } = this.ctx;
    return db.transaction((): GiftResult => {
      const order = this.find(code);
      const closed = this.closed(order);
      if (closed || !order) return closed as GiftResult;
      const masked = order.gift_email ? maskEmail(order.gift_email) : null;
      const result = (resultCode: number, resultMessage: string): GiftResult => ({ resultCode, resultMessage, giftStatus: VoucherValidity.Valid, maskedEmail: masked, order: null });
      if (this.otps.lockedUntil('gift-claim', code)) return result(222, 'Too many failed OTP attempts: retry in 3 hours.');
      if (!otp) return result(10007, 'Verify your email with the code we sent you.');
      const game = catalog.gameById(order.gvt_id);
      const player = game ? catalog.validatePlayer(game, userId, zoneId, order.country) : { ok: false as const, code: -100 };
      if (!player.ok) return result(214, 'The game ID is not valid.');
      const check = this.otps.verify('gift-claim', code, otp);
      if (check === 'locked') return result(222, 'Too many failed OTP attempts: retry in 3 hours.');
      if (check === 'expired' || check === 'missing') return result(10008, 'The code has expired. Request a new one.');
      if (check === 'mismatch') return result(223, 'The code is invalid.');
      db.prepare('UPDATE orders SET player_user_id = ?, player_zone_id = ?, nickname = ?, gift_claimed_at = ?, fulfilled_at = ? WHERE order_id = ?').run(
        userId, game?.requires_zone ? zoneId : '', player.nickname, new Date().toISOString(), new Date().toISOString(), order.order_id,
      );
      this.orders.transition(order.order_id, [OrderStatus.Gift_Init], OrderStatus.Gift_Claimed, 'gift-claim');
      const claimed = this.orders.get(order.order_id) as OrderRow;
      return { resultCode: 0, resultMessage: 'Gift claimed.', giftStatus: VoucherValidity.Claimed, maskedEmail: masked, order: this.orders.view(claimed) };
    })();
  }
}
