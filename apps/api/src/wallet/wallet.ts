import {
  DAY_MS,
  WALLET_OTP_TIMEOUT_S,
  countryByCode,
  defaultLanguageOf,
  internationalMobileNumber,
  isValidMobileNumber,
  normaliseMobileNumber,
  CountryStatus,
  WalletStatus,
  OrderStatus,
  TopUpStatus,
} from '@store/shared/domain';
import { z } from 'zod';
import { toMajor, toMinor } from '../catalog/money';
import type { StoreContext } from '../context';
import { badRequest } from '../http/errors';
import type { Identity } from '../http/identity';
import { newId, nowIso } from '../http/ids';
import { OTP_MAX_FAILURES, OtpStore } from '../http/otp';
import { MINUTE } from '../http/rateLimit';
import { isAllowedReturnUrl } from '../http/returnUrl';
import { paymentToken, type Orders } from '../orders/orders';
import { sendToOutbox } from '../outbox';
import { WalletBalanceEvents, type BalanceChangeReason, type WalletView } from './balanceEvents';

export interface WalletRow {
  wallet_id: string;
  user_sub: string;
  country: string;
  currency: string;
  status: number;
  balance_minor: number;
  has_spent: number;
  mobile_number: string;
  email: string | null;
  language_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface CountrySettingsRow {
  country: string;
  country_status: number;
  max_allowed_users: number;
  max_wallet_balance_minor: number;
  topup_min_minor: number;
  topup_max_minor: number;
  topup_daily_total_minor: number;
  topup_monthly_total_minor: number;
  purchase_daily_total_minor: number;
  purchase_monthly_total_minor: number;
  max_country_topup_daily_minor: number;
  max_country_topup_monthly_minor: number;
  max_country_charge_daily_minor: number;
  max_country_charge_monthly_minor: number;
  max_country_balance_minor: number;
}

export interface WalletTxnRow {
  txn_id: string;
  wallet_id: string;
  user_sub: string;
  country: string;
  type: string;
  status: string;
  amount_minor: number;
  currency: string;
  balance_after_minor: number | null;
  order_id: string | null;
  channel_id: number | null;
  gift_code: string | null;
  idempotency_key: string | null;
  return_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface WalletResult {
  resultCode: number | string;
  resultMessage: string;
  data: unknown;
}

const ok = (data: unknown, resultMessage = 'Success'): WalletResult => ({ resultCode: 0, resultMessage, data });
const no = (resultCode: number | string, resultMessage: string, data: unknown = null): WalletResult => ({ resultCode, resultMessage, data });

export const CreateWalletSchema = z
  .object({
    userId: z.string().min(1).max(128),
    countryCode: z.string().regex(/^[a-zA-Z]{2}$/).transform((s) => s.toLowerCase()),
    languageCode: z.string().regex(/^[a-zA-Z]{2}$/).optional(),
    currencyCode: z.string().regex(/^[A-Z]{3}$/),
    email: z.string().trim().max(254).email().optional().or(z.literal('')),
    mobileNumber: z.string().trim().min(4).max(20).regex(/^\+?[0-9 -]+$/),
    verifyOtp: z.string().regex(/^[0-9]{6}$/).optional().or(z.literal('')),
    emailTemplateData: z.record(z.string().max(64), z.string().max(500)).optional(),
  })
  .strict();

export const InitTopupSchema = z
  .object({
    amount: z.number().positive().max(1e12),
    paymentChannelId: z.number().int().positive().max(1e9),
    idempotencyKey: z.string().min(8).max(128).regex(/^[A-Za-z0-9._:-]+$/),
    returnUrl: z.string().max(2048).optional(),
  })
  .strict();

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();

/** The Codacash wallet: one per user, in one country; activation by phone OTP; top-ups, gift codes and charges. */
export class Wallets {
  readonly otps: OtpStore;
  /** Every committed balance change, for the live-balance socket. */
  readonly balanceEvents = new WalletBalanceEvents();

  constructor(
    private readonly ctx: StoreContext,
    private readonly orders: Orders,
  ) {
    this.otps = new OtpStore(ctx.db, ctx.secret);
  }

  get(sub: string): WalletRow | undefined {
    return this.ctx.db.prepare('SELECT * FROM wallets WHERE user_sub = ?').get(sub) as WalletRow | undefined;
  }

  settings(country: string): CountrySettingsRow | undefined {
    return this.ctx.db.prepare('SELECT * FROM country_settings WHERE country = ?').get(country) as CountrySettingsRow | undefined;
  }

  walletCount(country: string): number {
    return (this.ctx.db.prepare('SELECT COUNT(*) AS n FROM wallets WHERE country = ?').get(country) as { n: number }).n;
  }

  view(w: WalletRow): WalletView {
    return {
      walletId: w.wallet_id,
      walletStatus: w.status,
      countryCode: w.country,
      currencyCode: w.currency,
      balanceAmount: toMajor(w.balance_minor, w.currency),
      hasSpent: w.has_spent === 1,
    };
  }

  /** GET /country/{countryCode}: the section 3 country settings (amounts in major units). */
  settingsView(s: CountrySettingsRow) {
    const cur = countryByCode(s.country)?.currency ?? 'USD';
    const m = (minor: number) => toMajor(minor, cur);
    return {
      countryCode: s.country,
      currencyCode: cur,
      countryStatus: s.country_status,
      maxAllowedUsers: s.max_allowed_users,
      walletCount: this.walletCount(s.country),
      maxWalletBalance: m(s.max_wallet_balance_minor),
      minTopupAmount: m(s.topup_min_minor),
      maxTopupAmount: m(s.topup_max_minor),
      topupDailyTotal: m(s.topup_daily_total_minor),
      topupMonthlyTotal: m(s.topup_monthly_total_minor),
      purchaseDailyTotal: m(s.purchase_daily_total_minor),
      purchaseMonthlyTotal: m(s.purchase_monthly_total_minor),
      maxCountryTopupDaily: m(s.max_country_topup_daily_minor),
      maxCountryTopupMonthly: m(s.max_country_topup_monthly_minor),
      maxCountryChargeDaily: m(s.max_country_charge_daily_minor),
      maxCountryChargeMonthly: m(s.max_country_charge_monthly_minor),
    };
  }

  /** POST /createWallet: without verifyOtp reserves the wallet and texts an OTP; with it activates the wallet. */
  create(who: Identity, input: z.infer<typeof CreateWalletSchema>): WalletResult {
    const { db, limiter } = this.ctx;
    if (input.userId !== who.sub) return no(408, 'userId is not the signed-in user.');
    const country = countryByCode(input.countryCode);
    const settings = country ? this.settings(country.code) : undefined;
    if (!country || !settings) return no(408, 'Codacash is not offered in this country.');
    if (input.currencyCode !== country.currency) return no(408, 'Currency does not match the country.');
    const mobile = normaliseMobileNumber(input.mobileNumber.replace(/^\+/, '').replace(new RegExp(`^${country.phoneCode.slice(1)}`), ''));
    if (!mobile || !isValidMobileNumber(mobile, country)) return no(408, 'PHONE_INVALID');
    const msisdn = internationalMobileNumber(country, mobile);
    const existing = this.get(who.sub);
    if (existing && existing.status !== WalletStatus.Reserved) {
      return existing.country === country.code ? ok(this.view(existing), 'Wallet already active') : no(408, 'WALLET_EXISTS_IN_OTHER_COUNTRY');
    }
    if (settings.country_status === CountryStatus.Locked) return no(309, 'COUNTRY_LOCKED');
    if (settings.country_status === CountryStatus.ActivationsDisabled) return no(408, 'ACTIVATION_DISABLED');
    if (!existing && this.walletCount(country.code) >= settings.max_allowed_users) return no(408, 'MAX_USERS_REACHED');
    const phoneOwner = db.prepare('SELECT user_sub FROM wallets WHERE mobile_number = ?').get(msisdn) as { user_sub: string } | undefined;
    if (phoneOwner && phoneOwner.user_sub !== who.sub) return no(408, 'Phone_Number_Exists');

    if (!input.verifyOtp) {
      limiter.enforce(`wallet-otp:${who.sub}`, 5, 60 * MINUTE);
      limiter.enforce(`wallet-otp:${msisdn}`, 5, 60 * MINUTE);
      if (this.otps.lockedUntil('wallet', who.sub)) return no(222, 'Too many failed OTP attempts: retry in 3 hours.');
      const now = nowIso();
      if (existing) {
        db.prepare('UPDATE wallets SET country = ?, currency = ?, mobile_number = ?, email = ?, language_code = ?, updated_at = ? WHERE wallet_id = ?')
          .run(country.code, country.currency, msisdn, input.email || who.email || null, input.languageCode ?? null, now, existing.wallet_id);
      } else {
        db.prepare(
          `INSERT INTO wallets (wallet_id, user_sub, country, currency, status, balance_minor, has_spent, mobile_number, email, language_code, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?)`,
        ).run(newId('WAL'), who.sub, country.code, country.currency, WalletStatus.Reserved, msisdn, input.email || who.email || null, input.languageCode ?? null, now, now);
      }
      const code = this.otps.issue('wallet', who.sub, msisdn, WALLET_OTP_TIMEOUT_S);
      sendToOutbox(db, { channel: 'sms', recipient: msisdn, kind: 'wallet-activation-otp', subject: 'Codacash activation code', body: `Your Codacash activation code is ${code}.`, code });
      const reserved = this.get(who.sub) as WalletRow;
      return no(10007, 'OTP_SENT', { ...this.view(reserved), otpExpiresIn: WALLET_OTP_TIMEOUT_S });
    }

    if (!existing || existing.mobile_number !== msisdn) return no(400, 'OTP_INVALID');
    const check = this.otps.verify('wallet', who.sub, input.verifyOtp);
    if (check === 'locked') return no(222, 'Too many failed OTP attempts: retry in 3 hours.');
    if (check !== 'ok') return no(400, check === 'expired' ? 'OTP_EXPIRED' : 'OTP_INVALID');
    db.prepare('UPDATE wallets SET status = ?, updated_at = ? WHERE wallet_id = ?').run(WalletStatus.Active, nowIso(), existing.wallet_id);
    const email = existing.email ?? who.email;
    if (email) {
      const name = input.emailTemplateData?.name ?? who.name ?? '';
      sendToOutbox(db, { channel: 'email', recipient: email, kind: 'wallet-activated', subject: 'Your Codacash wallet is active', body: `Hi ${name}, your Codacash wallet is ready.` });
    }
    return ok(this.view(this.get(who.sub) as WalletRow));
  }

  /** POST /unreserveWallet: releases a reserved (not yet activated) wallet. */
  unreserve(who: Identity): WalletResult {
    const w = this.get(who.sub);
    if (!w || w.status !== WalletStatus.Reserved) return no(408, 'No reserved wallet.');
    this.ctx.db.prepare('DELETE FROM wallets WHERE wallet_id = ?').run(w.wallet_id);
    return ok(null);
  }

  private sumTxns(filter: 'wallet' | 'country', key: string, type: string, sinceIso: string): number {
    const col = filter === 'wallet' ? 'wallet_id' : 'country';
    const row = this.ctx.db
      .prepare(`SELECT COALESCE(SUM(amount_minor), 0) AS s FROM wallet_transactions WHERE ${col} = ? AND type = ? AND status = 'Success' AND created_at >= ?`)
      .get(key, type, sinceIso) as { s: number };
    return row.s;
  }

  /** POST /initTopup: a pending top-up paid at the payment provider; limits 313/314/323/324/327/328/331/332. */
  initTopup(who: Identity, input: z.infer<typeof InitTopupSchema>): WalletResult {
    const { db, config, catalog } = this.ctx;
    const w = this.get(who.sub);
    if (!w || w.status === WalletStatus.Reserved) return no(408, 'Wallet not activated.');
    if (w.status === WalletStatus.Restricted) return no(306, 'Wallet restricted.');
    const prior = db.prepare('SELECT * FROM wallet_transactions WHERE idempotency_key = ?').get(input.idempotencyKey) as WalletTxnRow | undefined;
    if (prior) {
      if (prior.user_sub !== who.sub || prior.type !== 'TOPUP') return no(408, 'Idempotency key already used.');
      // As for orders: the key covers what is bought (amount and channel), not where the shopper returns to.
      const same = prior.amount_minor === toMinor(input.amount, w.currency) && prior.channel_id === input.paymentChannelId;
      return same ? ok(this.txnView(prior)) : no(-103, 'This idempotency key was already used for a different top-up.');
    }
    const s = this.settings(w.country);
    if (!s) return no(408, 'Codacash is not offered in this country.');
    if (s.country_status === CountryStatus.Locked) return no(309, 'COUNTRY_LOCKED');
    const amount = toMinor(input.amount, w.currency);
    if (amount === undefined) throw badRequest([{ path: 'body.amount', code: 'invalid_decimals', message: `${w.currency} amounts allow ${w.currency === 'IDR' ? 'no' : '2'} decimals` }]);
    const channel = catalog.channel(input.paymentChannelId, w.country);
    if (!channel || channel.kind !== 'provider') return no(1516, 'This payment channel cannot top up Codacash.');
    if (input.returnUrl !== undefined && !isAllowedReturnUrl(config, input.returnUrl)) {
      throw badRequest([{ path: 'body.returnUrl', code: 'not_allowed', message: 'returnUrl must be on an allowed store origin' }]);
    }
    if (amount < s.topup_min_minor) return no(331, 'Below the minimum top-up.');
    if (amount > s.topup_max_minor) return no(332, 'Above the maximum top-up.');
    if (w.balance_minor + amount > s.max_wallet_balance_minor) return no(313, 'Wallet balance would exceed the maximum.');
    const now = new Date();
    const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
    const month = monthStart(now);
    if (this.sumTxns('wallet', w.wallet_id, 'TOPUP', dayAgo) + amount > s.topup_daily_total_minor) return no(323, 'Daily top-up limit.');
    if (this.sumTxns('wallet', w.wallet_id, 'TOPUP', month) + amount > s.topup_monthly_total_minor) return no(324, 'Monthly top-up limit.');
    if (this.sumTxns('country', w.country, 'TOPUP', dayAgo) + amount > s.max_country_topup_daily_minor) return no(327, 'Country daily top-up limit.');
    if (this.sumTxns('country', w.country, 'TOPUP', month) + amount > s.max_country_topup_monthly_minor) return no(328, 'Country monthly top-up limit.');
    const countryBalance = (db.prepare('SELECT COALESCE(SUM(balance_minor), 0) AS s FROM wallets WHERE country = ?').get(w.country) as { s: number }).s;
    if (countryBalance + amount > s.max_country_balance_minor) return no(314, 'Country balance limit.');
    const country = countryByCode(w.country);
    const prefix = country ? `${defaultLanguageOf(country).code}-${country.code}` : w.country;
    const txnId = newId('WTX');
    const iso = now.toISOString();
    db.prepare(
      `INSERT INTO wallet_transactions (txn_id, wallet_id, user_sub, country, type, status, amount_minor, currency, channel_id, idempotency_key, return_url, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'TOPUP', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(txnId, w.wallet_id, who.sub, w.country, TopUpStatus.Init, amount, w.currency, channel.id, input.idempotencyKey,
      input.returnUrl ?? `${config.storeUrl}/${prefix}/wallet/complete`, iso, iso);
    return ok(this.txnView(this.txn(txnId) as WalletTxnRow));
  }

  /** A user's wallet transactions, newest first; an open top-up (not yet paid) is left out. */
  txnsOf(sub: string, offset: number, limit: number) {
    const rows = this.ctx.db
      .prepare(
        `SELECT * FROM wallet_transactions WHERE user_sub = ? AND NOT (type = 'TOPUP' AND status = ?)
         ORDER BY created_at DESC, txn_id DESC LIMIT ? OFFSET ?`,
      )
      .all(sub, TopUpStatus.Init, limit + 1, offset) as WalletTxnRow[];
    return {
      items: rows.slice(0, limit).map((t) => ({ ...this.txnView(t), paymentUrl: null })),
      nextOffset: rows.length > limit ? offset + limit : null,
    };
  }

  txn(txnId: string): WalletTxnRow | undefined {
    return this.ctx.db.prepare('SELECT * FROM wallet_transactions WHERE txn_id = ?').get(txnId) as WalletTxnRow | undefined;
  }

  txnView(t: WalletTxnRow) {
    return {
      txnId: t.txn_id,
      type: t.type,
      status: t.status,
      amount: toMajor(t.amount_minor, t.currency),
      currencyCode: t.currency,
      balanceAfter: t.balance_after_minor === null ? null : toMajor(t.balance_after_minor, t.currency),
      orderId: t.order_id,
      paymentChannelId: t.channel_id,
      paymentUrl:
        t.type === 'TOPUP' && (t.status === TopUpStatus.Init || t.status === TopUpStatus.Pending)
          ? `${this.ctx.config.providerUrl}/provider/pay/${t.txn_id}?token=${paymentToken(this.ctx.secret, t.txn_id)}`
          : null,
      createdAt: t.created_at,
      updatedAt: t.updated_at,
    };
  }

  /** Provider outcome of a top-up; only Init/Pending move (a replayed callback changes nothing). */
  settleTopup(txnId: string, outcome: 'approve' | 'decline' | 'pending'): boolean {
    const { db } = this.ctx;
    const changed = db.transaction(() => {
      const t = this.txn(txnId);
      if (!t || t.type !== 'TOPUP' || (t.status !== TopUpStatus.Init && t.status !== TopUpStatus.Pending)) return false;
      const now = nowIso();
      if (outcome === 'pending') {
        if (t.status === TopUpStatus.Pending) return false;
        db.prepare("UPDATE wallet_transactions SET status = 'Pending', updated_at = ? WHERE txn_id = ?").run(now, txnId);
        return true;
      }
      if (outcome === 'decline') {
        db.prepare("UPDATE wallet_transactions SET status = 'Failed', updated_at = ? WHERE txn_id = ?").run(now, txnId);
        return true;
      }
      const w = db.prepare('UPDATE wallets SET balance_minor = balance_minor + ?, updated_at = ? WHERE wallet_id = ? RETURNING balance_minor, email')
        .get(t.amount_minor, now, t.wallet_id) as { balance_minor: number; email: string | null } | undefined;
      db.prepare("UPDATE wallet_transactions SET status = 'Success', balance_after_minor = ?, updated_at = ? WHERE txn_id = ?")
        .run(w?.balance_minor ?? null, now, txnId);
      if (w?.email) {
        sendToOutbox(db, { channel: 'email', recipient: w.email, kind: 'wallet-topup', subject: 'Codacash top-up successful', body: `Your top-up of ${toMajor(t.amount_minor, t.currency)} ${t.currency} is in your wallet. Reference ${txnId}.` });
      }
      return true;
    })();
    if (changed && outcome === 'approve') {
      const t = this.txn(txnId);
      if (t) this.announceBalance(t.user_sub, 'topup');
    }
    return changed;
  }

  /** Tells the user's live sockets the balance now committed (after the transaction, never inside it). */
  private announceBalance(userSub: string, reason: BalanceChangeReason): void {
    const w = this.get(userSub);
    if (w) this.balanceEvents.publish({ userSub, reason, wallet: this.view(w) });
  }

  /** POST /redeemGiftCode: credits a Codacash gift code (704-710, 313, 314). */
  redeemGiftCode(who: Identity, giftCode: string): WalletResult {
    const { db } = this.ctx;
    const w = this.get(who.sub);
    if (!w || w.status === WalletStatus.Reserved) return no(1, 'Wallet not activated.');
    if (w.status === WalletStatus.Restricted) return no(705, 'Wallet restricted.');
    const code = giftCode.trim().toUpperCase();
    const result = db.transaction((): WalletResult => {
      if (this.otps.lockedUntil('gift-code', who.sub)) return no(706, 'Too many attempts. Please try again later.');
      const row = db.prepare('SELECT * FROM gift_codes WHERE code = ?').get(code) as
        | { code: string; country: string; currency: string; amount_minor: number; max_redemptions: number; redemptions: number; expires_at: string }
        | undefined;
      if (!row || Date.parse(row.expires_at) <= Date.now()) {
        return this.giftCodeFailure(who.sub) ? no(706, 'Too many attempts. Please try again later.') : no(707, 'This gift code is invalid.');
      }
      if (row.country !== w.country) return no(705, 'Not eligible in this country.');
      if (row.currency !== w.currency) return no(708, 'Balance currency mismatch.');
      if (db.prepare('SELECT 1 FROM gift_code_redemptions WHERE code = ? AND user_sub = ?').get(code, who.sub)) return no(704, 'Already claimed.');
      if (row.redemptions >= row.max_redemptions) return no(710, 'Redemption limit reached.');
      const s = this.settings(w.country);
      if (s && w.balance_minor + row.amount_minor > s.max_wallet_balance_minor) return no(313, 'Wallet balance would exceed the maximum.');
      const now = nowIso();
      db.prepare('UPDATE gift_codes SET redemptions = redemptions + 1 WHERE code = ?').run(code);
      db.prepare('INSERT INTO gift_code_redemptions (code, user_sub, created_at) VALUES (?, ?, ?)').run(code, who.sub, now);
      const b = db.prepare('UPDATE wallets SET balance_minor = balance_minor + ?, updated_at = ? WHERE wallet_id = ? RETURNING balance_minor')
        .get(row.amount_minor, now, w.wallet_id) as { balance_minor: number };
      const txnId = newId('WTX');
      db.prepare(
        `INSERT INTO wallet_transactions (txn_id, wallet_id, user_sub, country, type, status, amount_minor, currency, balance_after_minor, gift_code, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'GIFT_CODE', 'Success', ?, ?, ?, ?, ?, ?)`,
      ).run(txnId, w.wallet_id, who.sub, w.country, row.amount_minor, w.currency, b.balance_minor, code, now, now);
      return ok({ txnId, amount: toMajor(row.amount_minor, w.currency), balanceAmount: toMajor(b.balance_minor, w.currency), currencyCode: w.currency });
    })();
    if (Number(result.resultCode) === 0) this.announceBalance(who.sub, 'gift-code');
    return result;
  }

  /** Counts a wrong gift code; the 5th in a row locks redemption for 3 hours. True when now locked. */
  private giftCodeFailure(sub: string): boolean {
    return this.otps.fail('gift-code', sub) >= OTP_MAX_FAILURES;
  }

  /**
   * ChargeWallet: pays an order with Codacash. 300 success; 306 restricted; 309 country locked; 406 insufficient;
   * 325/326 wallet and 329/330 country daily/monthly charge limits; 302 order not found; 431 already paid or pending.
   */
  charge(who: Identity, orderId: string): WalletResult {
    const { db, catalog } = this.ctx;
    let charged = false;
    const result = db.transaction((): WalletResult => {
      const order = this.orders.get(orderId);
      if (!order || (order.user_sub !== null && order.user_sub !== who.sub)) return no(302, 'Order not found.');
      const channel = catalog.channel(order.channel_id, order.country);
      if (!channel || channel.kind !== 'codacash') return no(1516, 'This order is not paid with Codacash.');
      if (order.status !== OrderStatus.Payment_Init) {
        const done = order.status === OrderStatus.Fulfillment_Completed || order.status === OrderStatus.Gift_Init;
        return done ? no(300, 'Already paid.', { order: this.orders.view(order) }) : no(431, 'The order is not awaiting payment.');
      }
      const w = this.get(who.sub);
      if (!w || w.status === WalletStatus.Reserved) return no(408, 'Wallet not activated.');
      if (w.status === WalletStatus.Restricted) return no(306, 'Wallet restricted.');
      const s = this.settings(w.country);
      if (!s || w.country !== order.country) return no(309, 'The wallet cannot pay in this country.');
      if (s.country_status === CountryStatus.Locked) return no(309, 'COUNTRY_LOCKED');
      const amount = order.total_minor;
      const now = new Date();
      const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
      const month = monthStart(now);
      if (this.sumTxns('wallet', w.wallet_id, 'PURCHASE', dayAgo) + amount > s.purchase_daily_total_minor) return no(325, 'Daily charge limit.');
      if (this.sumTxns('wallet', w.wallet_id, 'PURCHASE', month) + amount > s.purchase_monthly_total_minor) return no(326, 'Monthly charge limit.');
      if (this.sumTxns('country', w.country, 'PURCHASE', dayAgo) + amount > s.max_country_charge_daily_minor) return no(329, 'Country daily charge limit.');
      if (this.sumTxns('country', w.country, 'PURCHASE', month) + amount > s.max_country_charge_monthly_minor) return no(330, 'Country monthly charge limit.');
      if (w.balance_minor < amount) return no(406, 'Insufficient balance.');
      const iso = now.toISOString();
      const b = db.prepare('UPDATE wallets SET balance_minor = balance_minor - ?, has_spent = 1, updated_at = ? WHERE wallet_id = ? RETURNING balance_minor')
        .get(amount, iso, w.wallet_id) as { balance_minor: number };
      db.prepare(
        `INSERT INTO wallet_transactions (txn_id, wallet_id, user_sub, country, type, status, amount_minor, currency, balance_after_minor, order_id, channel_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'PURCHASE', 'Success', ?, ?, ?, ?, ?, ?, ?)`,
      ).run(newId('WTX'), w.wallet_id, who.sub, w.country, amount, w.currency, b.balance_minor, order.order_id, channel.id, iso, iso);
      if (order.user_sub === null) db.prepare('UPDATE orders SET user_sub = ? WHERE order_id = ?').run(who.sub, order.order_id);
      this.orders.completePayment(order.order_id, 'codacash');
      charged = true;
      return no(300, 'Payment successful.', { order: this.orders.view(this.orders.get(order.order_id) as NonNullable<ReturnType<Orders['get']>>), balanceAmount: toMajor(b.balance_minor, w.currency) });
    })();
    // 300 also answers an order paid before: only this call's debit is announced.
    if (charged) this.announceBalance(who.sub, 'charge');
    return result;
  }
}
