import {
  DAY_MS,
  FreebieCode,
  LOYALTY_CONSTANT,
  PRIZE_DRAW_WINNERS,
  maskEmail,
  maskPhone,
  seesCrossBorderSavings,
  sponsorUseRank,
  MIN_AGE,
  OrderStatus,
  POINTS_PER_ORDER,
  REWARD_EXPIRY_DAYS,
  RewardEntryStatus,
  RewardSponsor,
  canRedeemPoints,
  countryByCode,
  maximumRewardsUse,
  type Country,
} from '@store/shared/domain';
import { createHmac } from 'node:crypto';
import { minorPerMajor, toMajor } from '../catalog/money';
import type { StoreContext } from '../context';
import type { OrderRow } from '../orders/orders';
import { planBurn, rewardEntryStatus, type BurnableEntry } from './burnOrder';

export interface RewardEntryRow extends BurnableEntry {
  user_sub: string;
  order_id: string;
  amount_minor: number;
  currency: string;
  created_at: string;
}

/** Rewards codes of section 8's "rewards unsupported or insufficient" group (docs/decisions/rewards-spending-rules.md). */
export const RewardsRefusal = {
  ChannelNeedsMinimumPayment: 1102,
  SignInRequired: 1103,
  Insufficient: 1104,
  AboveMaximum: 1105,
  InvalidAmount: 1106,
  NotForThisItem: 1107,
  Changed: 1108,
} as const;

export const REWARDS_MESSAGES: Readonly<Record<number, string>> = {
  1102: 'Rewards cannot be used with this payment channel: it needs a minimum payment.',
  1103: 'Sign in to use your rewards.',
  1104: 'Your rewards balance is insufficient.',
  1105: 'This order can use less of your rewards.',
  1106: 'This rewards amount is not valid.',
  1107: 'Rewards cannot be used for this item.',
  1108: 'Your rewards changed. Please try again.',
};

/** Freebie / daily reward codes (section 8), written once in the domain. */
export const DailyRewardRefusal = FreebieCode;

/**
 * The freebie (section 2 "freebie claim", docs/decisions/rewards-engagement.md): a welcome item for a player of the main
 * game, claimed once per account (1201) within FREEBIE_VALIDITY_DAYS of signing up (1202), not by an under-age
 * account (3007), only where the game is sold (1203); a player the game does not know cannot get the order (1204).
 */
export const FREEBIE = { id: 'welcome-2026', gameSlug: 'football-legends', units: 20, unit: 'Coins' } as const;
export const FREEBIE_VALIDITY_DAYS = 14;

const FREEBIE_MESSAGES: Readonly<Record<number, string>> = {
  [FreebieCode.AlreadyClaimed]: 'You have already claimed this reward.',
  [FreebieCode.ValidityExpired]: 'This reward has expired.',
  [FreebieCode.NotEligible]: 'You are not eligible for this reward.',
  [FreebieCode.UnderAge]: 'You are not old enough to claim this reward.',
  [FreebieCode.InvalidCreateOrder]: 'We could not create your order. Please try again later.',
};
const DELIVERED = `${OrderStatus.Fulfillment_Completed}, ${OrderStatus.Gift_Init}, ${OrderStatus.Gift_Expired}, ${OrderStatus.Gift_Claimed}`;

/** What LOYALTY_CONSTANT points redeem: an in-game item delivered to the player (docs/decisions/rewards-points.md). */
export const POINTS_REWARD = { gameSlug: 'football-legends', units: 50, unit: 'Coins' } as const;

/** The daily reward: a small in-game item delivered to the player (docs/decisions/rewards-daily-reward.md). */
export const DAILY_REWARD = { gameSlug: 'football-legends', units: 5, unit: 'Coins' } as const;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Cashback rewards of signed-in users: earning (on delivery), what a user has (by sponsor, by expiry), the use of
 * rewards by an order (the burn order of section 6, reserved with the order, given back if it fails), and the daily
 * reward. Time is the rewards clock: the real one, moved per user by a development-mode test (setClockOffset).
 */
export class Rewards {
  private readonly stmts;

  constructor(
    private readonly ctx: StoreContext,
    private readonly clock: () => number = Date.now,
  ) {
    const { db } = ctx;
    this.stmts = {
      entries: db.prepare('SELECT * FROM cashback_entries WHERE user_sub = ? ORDER BY created_at DESC, id DESC'),
      entriesIn: db.prepare('SELECT * FROM cashback_entries WHERE user_sub = ? AND currency = ? AND remaining_minor > 0'),
      offset: db.prepare('SELECT offset_ms FROM reward_clock_offsets WHERE user_sub = ?'),
      setOffset: db.prepare('INSERT INTO reward_clock_offsets (user_sub, offset_ms) VALUES (?, ?) ON CONFLICT (user_sub) DO UPDATE SET offset_ms = excluded.offset_ms'),
      earn: db.prepare(
        `INSERT INTO cashback_entries (user_sub, order_id, amount_minor, remaining_minor, currency, sponsor, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
      ),
      take: db.prepare('UPDATE cashback_entries SET remaining_minor = remaining_minor - ? WHERE id = ? AND remaining_minor >= ?'),
      giveBack: db.prepare('UPDATE cashback_entries SET remaining_minor = remaining_minor + ? WHERE id = ?'),
      burn: db.prepare('INSERT INTO reward_burns (order_id, entry_id, amount_minor, created_at) VALUES (?, ?, ?, ?)'),
      burnsOf: db.prepare('SELECT * FROM reward_burns WHERE order_id = ? AND released_at IS NULL'),
      release: db.prepare('UPDATE reward_burns SET released_at = ? WHERE id = ? AND released_at IS NULL'),
      used: db.prepare('SELECT COALESCE(SUM(amount_minor), 0) AS s FROM reward_burns WHERE order_id = ? AND released_at IS NULL'),
      claimed: db.prepare('SELECT * FROM daily_reward_claims WHERE user_sub = ? AND day = ?'),
      claim: db.prepare('INSERT INTO daily_reward_claims (user_sub, day, country, player_user_id, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING'),
      birthDate: db.prepare('SELECT birth_date FROM users WHERE sub = ?'),
      delivered: db.prepare(
        `SELECT COUNT(*) AS n FROM orders WHERE user_sub = ? AND status IN (${OrderStatus.Fulfillment_Completed}, ${OrderStatus.Gift_Init}, ${OrderStatus.Gift_Expired}, ${OrderStatus.Gift_Claimed})`,
      ),
      recent: db.prepare(
        `SELECT g.slug AS slug, g.name AS name, MAX(o.created_at) AS at FROM orders o JOIN games g ON g.gvt_id = o.gvt_id
         WHERE o.user_sub = ? AND o.status IN (${OrderStatus.Fulfillment_Completed}, ${OrderStatus.Gift_Init}, ${OrderStatus.Gift_Expired}, ${OrderStatus.Gift_Claimed})
         GROUP BY g.slug, g.name ORDER BY at DESC LIMIT 5`,
      ),
      redeemed: db.prepare('SELECT COALESCE(SUM(points), 0) AS s FROM points_redemptions WHERE user_sub = ?'),
      redeem: db.prepare('INSERT INTO points_redemptions (user_sub, points, country, player_user_id, created_at) VALUES (?, ?, ?, ?, ?)'),
      programs: db.prepare(
        `SELECT sponsor, percent FROM reward_programs WHERE starts_at <= @now AND ends_at > @now AND (country IS NULL OR country = @country)
         AND ((sponsor = 30 AND gvt_id = @gvt) OR (sponsor = 20 AND channel_id = @channel AND (gvt_id IS NULL OR gvt_id = @gvt)))`,
      ),
      account: db.prepare('SELECT created_at, birth_date, country_code FROM users WHERE sub = ?'),
      freebieClaim: db.prepare('SELECT created_at FROM freebie_claims WHERE user_sub = ? AND freebie_id = ?'),
      claimFreebie: db.prepare('INSERT INTO freebie_claims (user_sub, freebie_id, country, player_user_id, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING'),
      drawEntries: db.prepare(
        `SELECT o.user_sub AS sub, u.email AS email, u.phone_number AS phone FROM orders o JOIN users u ON u.sub = o.user_sub
         WHERE o.country = ? AND o.status IN (${DELIVERED}) AND o.fulfilled_at >= ? AND o.fulfilled_at < ? AND u.status = 'CONFIRMED'`,
      ),
      savings: db.prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(discount_minor), 0) AS discount, COALESCE(SUM(cashback_minor), 0) AS cashback
         FROM orders WHERE user_sub = ? AND currency = ? AND status IN (${DELIVERED})`,
      ),
    };
  }

  private readonly beforeUseHooks: Array<(sub: string) => void> = [];

  /** Runs before a user's rewards are read or used (the orders module gives back what expired unpaid orders hold). */
  beforeUse(hook: (sub: string) => void): void {
    this.beforeUseHooks.push(hook);
  }

  /**
   * The program that pays an order's cashback (section 6 sponsors): the game's publisher first, then the payment
   * method; undefined when neither runs one, and the provider pays the game's percentage.
   */
  programFor(gvtId: number, channelId: number, countryCode: string): { sponsor: number; percent: number } | undefined {
    const rows = this.stmts.programs.all({ now: new Date(this.clock()).toISOString(), country: countryCode, gvt: gvtId, channel: channelId }) as Array<{ sponsor: number; percent: number }>;
    return rows.sort((a, b) => sponsorUseRank(a.sponsor) - sponsorUseRank(b.sponsor) || b.percent - a.percent)[0];
  }

  /** The rewards clock for a user: real time, plus the offset a development-mode test set. */
  now(sub: string | null): number {
    if (!sub || !this.ctx.config.devMode) return this.clock();
    const row = this.stmts.offset.get(sub) as { offset_ms: number } | undefined;
    return this.clock() + (row?.offset_ms ?? 0);
  }

  setClockOffset(sub: string, offsetMs: number): void {
    this.stmts.setOffset.run(sub, Math.trunc(offsetMs));
  }

  /** A delivered order's cashback, credited to its signed-in buyer, expiring 45 days after receipt (section 9). */
  earn(order: Pick<OrderRow, 'user_sub' | 'order_id' | 'cashback_minor' | 'currency'>, sponsor: number = RewardSponsor.Provider, receivedAt?: string): void {
    if (!order.user_sub || order.cashback_minor <= 0) return;
    const received = receivedAt ? Date.parse(receivedAt) : NaN;
    const now = Number.isFinite(received) ? received : this.now(order.user_sub);
    this.stmts.earn.run(order.user_sub, order.order_id, order.cashback_minor, order.cashback_minor, order.currency, sponsor,
      new Date(now).toISOString(), new Date(now + REWARD_EXPIRY_DAYS * DAY_MS).toISOString());
  }

  /**
   * A guest order linked to an account (setOrderUid, the adopt-account flow): if it was delivered, its cashback is
   * credited to the account as it would have been at delivery (received then, expiring 45 days after).
   */
  creditLinked(order: OrderRow): void {
    const delivered = [OrderStatus.Fulfillment_Completed, OrderStatus.Gift_Init, OrderStatus.Gift_Expired, OrderStatus.Gift_Claimed] as number[];
    if (!order.user_sub || !delivered.includes(order.status)) return;
    this.earn(order, order.reward_sponsor, order.fulfilled_at ?? order.paid_at ?? undefined);
  }

  entries(sub: string): RewardEntryRow[] {
    return this.stmts.entries.all(sub) as RewardEntryRow[];
  }

  /** What a user has in a country's currency: the section 2 rewards home. Rewards in other currencies are not applicable there. */
  summary(sub: string, country: Country) {
    for (const hook of this.beforeUseHooks) hook(sub);
    const now = this.now(sub);
    const currency = country.currency;
    const entries = this.entries(sub).map((e) => ({ ...e, status: rewardEntryStatus(e, now) }));
    const active = entries.filter((e) => e.status === RewardEntryStatus.Active);
    const here = active.filter((e) => e.currency === currency);
    const sum = (list: readonly RewardEntryRow[]) => list.reduce((n, e) => n + e.remaining_minor, 0);
    const bySponsor = (s: number) => toMajor(sum(here.filter((e) => e.sponsor === s)), currency);
    const soonest = [...here].sort((a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at))[0];
    const nextExpiry = soonest
      ? { amount: toMajor(sum(here.filter((e) => e.expires_at === soonest.expires_at)), currency), date: soonest.expires_at }
      : null;
    return {
      currency,
      now: new Date(now).toISOString(),
      total: toMajor(sum(here), currency),
      fromPartners: bySponsor(RewardSponsor.Publisher),
      fromPaymentMethods: bySponsor(RewardSponsor.PaymentChannel),
      fromProvider: bySponsor(RewardSponsor.Provider),
      notApplicable: active.filter((e) => e.currency !== currency).map((e) => ({ currency: e.currency, amount: toMajor(e.remaining_minor, e.currency) })),
      nextExpiry,
      entries: entries.map((e) => ({
        id: e.id,
        orderId: e.order_id,
        currency: e.currency,
        amount: toMajor(e.amount_minor, e.currency),
        remaining: toMajor(e.remaining_minor, e.currency),
        sponsor: e.sponsor,
        status: e.status,
        receivedAt: e.created_at,
        expiresAt: e.expires_at,
      })),
    };
  }

  /** Checkout rewards (section 2): available, the most this order may use, and whether the channel refuses rewards. */
  quote(sub: string, country: Country, totalMajor: number, channel: { min_amount_minor: number } | undefined) {
    const summary = this.summary(sub, country);
    const restricted = !!channel && channel.min_amount_minor > 0;
    return {
      currency: summary.currency,
      available: summary.total,
      maximum: maximumRewardsUse({ available: summary.total, total: totalMajor, channelHasMinimumPayment: restricted }, country),
      notApplicable: summary.notApplicable,
      nextExpiry: summary.nextExpiry,
      restricted,
    };
  }

  /**
   * Checks an order's use of rewards before it is created: the refusal code (1102-1107), or the amount in minor units.
   * `usableAmount` is what the shopper asked for (major units).
   */
  checkUse(
    who: { sub: string } | null,
    input: { amount: number; country: Country; currency: string; totalMinor: number; channel: { min_amount_minor: number }; isGift: boolean; isSubscription: boolean },
  ): { ok: true; amountMinor: number } | { ok: false; code: number } {
    if (!who) return { ok: false, code: RewardsRefusal.SignInRequired };
    if (input.isGift || input.isSubscription) return { ok: false, code: RewardsRefusal.NotForThisItem };
    if (input.channel.min_amount_minor > 0) return { ok: false, code: RewardsRefusal.ChannelNeedsMinimumPayment };
    const factor = minorPerMajor(input.currency);
    const amountMinor = Math.round(input.amount * factor);
    if (!(amountMinor > 0) || Math.abs(amountMinor - input.amount * factor) > 1e-6) return { ok: false, code: RewardsRefusal.InvalidAmount };
    const quote = this.quote(who.sub, input.country, toMajor(input.totalMinor, input.currency), input.channel);
    if (input.amount > quote.available + 1e-9) return { ok: false, code: RewardsRefusal.Insufficient };
    if (input.amount > quote.maximum + 1e-9) return { ok: false, code: RewardsRefusal.AboveMaximum };
    return { ok: true, amountMinor };
  }

  /** Takes an order's rewards from the user's entries in the burn order; false if they are no longer there (1108). Run inside the order's transaction. */
  reserve(orderId: string, sub: string, currency: string, amountMinor: number): boolean {
    const now = this.now(sub);
    const plan = planBurn(this.stmts.entriesIn.all(sub, currency) as RewardEntryRow[], amountMinor, now);
    if (!plan) return false;
    const at = new Date(now).toISOString();
    for (const step of plan) {
      if (this.stmts.take.run(step.amountMinor, step.entryId, step.amountMinor).changes !== 1) throw new RewardsChanged();
      this.stmts.burn.run(orderId, step.entryId, step.amountMinor, at);
    }
    return true;
  }

  /** A failed or cancelled order gives its rewards back (once). */
  release(orderId: string): void {
    const at = new Date(this.clock()).toISOString();
    for (const b of this.stmts.burnsOf.all(orderId) as Array<{ id: number; entry_id: number; amount_minor: number }>) {
      if (this.stmts.release.run(at, b.id).changes === 1) this.stmts.giveBack.run(b.amount_minor, b.entry_id);
    }
  }

  /** The rewards an order used (minor units); a failed order's, given back, no longer count. */
  usedOn(orderId: string): number {
    return (this.stmts.used.get(orderId) as { s: number }).s;
  }

  /** Purchase recommendations (section 3: productUrl, transactionDate): the games the user bought, the latest first. */
  recommendations(sub: string) {
    return (this.stmts.recent.all(sub) as Array<{ slug: string; name: string; at: string }>).map((r) => ({ productUrl: r.slug, gameName: r.name, transactionDate: r.at }));
  }

  /** A user's points: POINTS_PER_ORDER per delivered order, less what was redeemed. */
  points(sub: string) {
    const earned = (this.stmts.delivered.get(sub) as { n: number }).n * POINTS_PER_ORDER;
    const spent = (this.stmts.redeemed.get(sub) as { s: number }).s;
    return { points: earned - spent, needed: LOYALTY_CONSTANT, perOrder: POINTS_PER_ORDER, reward: POINTS_REWARD };
  }

  /** Redeems LOYALTY_CONSTANT points for the points reward, for a player of the main game; 1203 with too few points or an unknown player. */
  redeemPoints(sub: string, countryCode: string, playerUserId: string): { resultCode: number; resultMessage: string } {
    const { catalog, db } = this.ctx;
    const notEligible = { resultCode: DailyRewardRefusal.NotEligible, resultMessage: 'You are not eligible for this reward.' };
    const country = countryByCode(countryCode);
    const game = catalog.gameBySlug(POINTS_REWARD.gameSlug);
    if (!country || !game || catalog.lvtId(game.gvt_id, country.code) === undefined) return notEligible;
    if (!catalog.validatePlayer(game, playerUserId, '', country.code, {}).ok) return notEligible;
    return db.transaction(() => {
      if (!canRedeemPoints(this.points(sub).points)) return { resultCode: DailyRewardRefusal.NotEligible, resultMessage: 'You do not have enough points.' };
      this.stmts.redeem.run(sub, LOYALTY_CONSTANT, country.code, playerUserId, new Date(this.now(sub)).toISOString());
      return { resultCode: 0, resultMessage: 'Success' };
    })();
  }

  /** The freebie as this account sees it: what it is, until when it can be claimed, whether it was. */
  freebieStatus(sub: string) {
    const account = this.stmts.account.get(sub) as { created_at: string } | undefined;
    const created = account ? Date.parse(account.created_at) : this.now(sub);
    const claimed = this.stmts.freebieClaim.get(sub, FREEBIE.id) as { created_at: string } | undefined;
    return {
      id: FREEBIE.id,
      reward: { gameSlug: FREEBIE.gameSlug, units: FREEBIE.units, unit: FREEBIE.unit },
      validUntil: new Date(created + FREEBIE_VALIDITY_DAYS * DAY_MS).toISOString(),
      claimedAt: claimed?.created_at ?? null,
    };
  }

  /** Claims the freebie for a player of the main game (codes of section 8: 1201, 1202, 1203, 3007, 1204). */
  claimFreebie(sub: string, countryCode: string, playerUserId: string): { resultCode: FreebieCode; resultMessage: string } {
    const { catalog } = this.ctx;
    const answer = (code: FreebieCode) => ({ resultCode: code, resultMessage: code === FreebieCode.Claimed ? 'Success' : (FREEBIE_MESSAGES[code] ?? '') });
    const now = this.now(sub);
    const status = this.freebieStatus(sub);
    if (status.claimedAt) return answer(FreebieCode.AlreadyClaimed);
    if (Date.parse(status.validUntil) <= now) return answer(FreebieCode.ValidityExpired);
    const account = this.stmts.account.get(sub) as { birth_date: string | null } | undefined;
    if (account?.birth_date && ageOn(account.birth_date, now) < MIN_AGE) return answer(FreebieCode.UnderAge);
    const country = countryByCode(countryCode);
    const game = catalog.gameBySlug(FREEBIE.gameSlug);
    if (!country || !game || catalog.lvtId(game.gvt_id, country.code) === undefined) return answer(FreebieCode.NotEligible);
    // The freebie is delivered as an order for the player: a player the game refuses cannot get one.
    if (!catalog.validatePlayer(game, playerUserId, '', country.code, {}).ok) return answer(FreebieCode.InvalidCreateOrder);
    const info = this.stmts.claimFreebie.run(sub, FREEBIE.id, country.code, playerUserId, new Date(now).toISOString());
    return answer(info.changes === 1 ? FreebieCode.Claimed : FreebieCode.AlreadyClaimed);
  }

  /**
   * The prize draw's winners (section 9: 15): the previous UTC month's draw in a country, among its signed-in buyers
   * (one ticket per delivered order, one prize per buyer), drawn by a keyed hash so the list is stable. Masked contacts.
   */
  prizeDraw(countryCode: string) {
    const period = previousMonth(this.clock());
    const entries = this.stmts.drawEntries.all(countryCode, period.from, period.to) as Array<{ sub: string; email: string | null; phone: string | null }>;
    const buyers = new Map<string, { email: string | null; phone: string | null }>();
    for (const e of entries) buyers.set(e.sub, e);
    const ticket = (sub: string) => createHmac('sha256', this.ctx.secret).update(`draw.${countryCode}.${period.month}.${sub}`).digest('hex');
    const winners = [...buyers.entries()]
      .map(([sub, who]) => ({ key: ticket(sub), who }))
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .slice(0, PRIZE_DRAW_WINNERS)
      .map(({ who }, i) => ({ rank: i + 1, name: who.email ? maskEmail(who.email) : maskPhone(who.phone ?? '') }));
    return { month: period.month, drawnAt: period.to, winners };
  }

  /**
   * The cross-border voucher savings box (section 2, Indonesia accounts only): what the account saved on vouchers in
   * the shop's currency, promo discounts and cashback of its delivered orders. `eligible` false for other accounts.
   */
  savings(sub: string, country: Country) {
    const account = this.stmts.account.get(sub) as { country_code: string | null } | undefined;
    if (!seesCrossBorderSavings(account?.country_code)) return { eligible: false as const };
    const row = this.stmts.savings.get(sub, country.currency) as { n: number; discount: number; cashback: number };
    return {
      eligible: true as const,
      currency: country.currency,
      orders: row.n,
      discount: toMajor(row.discount, country.currency),
      cashback: toMajor(row.cashback, country.currency),
      saved: toMajor(row.discount + row.cashback, country.currency),
    };
  }

  dailyStatus(sub: string) {
    const now = this.now(sub);
    const claimed = this.stmts.claimed.get(sub, dayOf(now)) !== undefined;
    const tomorrow = new Date(dayOf(now + DAY_MS) + 'T00:00:00.000Z').toISOString();
    return { claimedToday: claimed, nextClaimAt: claimed ? tomorrow : null, reward: DAILY_REWARD };
  }

  /** Claims today's daily reward for a player of the main game: once per user per (UTC) day. */
  claimDaily(sub: string, countryCode: string, playerUserId: string): { resultCode: number; resultMessage: string } {
    const { catalog } = this.ctx;
    const country = countryByCode(countryCode);
    const game = catalog.gameBySlug(DAILY_REWARD.gameSlug);
    if (!country || !game || catalog.lvtId(game.gvt_id, country.code) === undefined) {
      return { resultCode: DailyRewardRefusal.NotEligible, resultMessage: 'You are not eligible for this reward.' };
    }
    const birth = (this.stmts.birthDate.get(sub) as { birth_date: string | null } | undefined)?.birth_date;
    const now = this.now(sub);
    if (birth && ageOn(birth, now) < MIN_AGE) return { resultCode: DailyRewardRefusal.UnderAge, resultMessage: 'You are not old enough to claim this reward.' };
    if (this.stmts.claimed.get(sub, dayOf(now))) return { resultCode: DailyRewardRefusal.AlreadyClaimed, resultMessage: 'You have already claimed this reward.' };
    const check = catalog.validatePlayer(game, playerUserId, '', country.code, {});
    if (!check.ok) return { resultCode: DailyRewardRefusal.NotEligible, resultMessage: 'You are not eligible for this reward.' };
    const info = this.stmts.claim.run(sub, dayOf(now), country.code, playerUserId, new Date(now).toISOString());
    if (info.changes !== 1) return { resultCode: DailyRewardRefusal.AlreadyClaimed, resultMessage: 'You have already claimed this reward.' };
    return { resultCode: 0, resultMessage: 'Success' };
  }
}

export class RewardsChanged extends Error {}

/** The previous UTC calendar month of a moment: the prize draw's period. */
export function previousMonth(now: number): { from: string; to: string; month: string } {
  const d = new Date(now);
  const to = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const from = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  return { from: from.toISOString(), to: to.toISOString(), month: from.toISOString().slice(0, 7) };
}

function ageOn(birthDate: string, now: number): number {
  const b = new Date(birthDate);
  const d = new Date(now);
  let age = d.getUTCFullYear() - b.getUTCFullYear();
  if (d.getUTCMonth() < b.getUTCMonth() || (d.getUTCMonth() === b.getUTCMonth() && d.getUTCDate() < b.getUTCDate())) age -= 1;
  return age;
}

const instances = new WeakMap<StoreContext, Rewards>();

/** One Rewards per store context (the orders and the routes share it). */
export function rewardsOf(ctx: StoreContext): Rewards {
  let r = instances.get(ctx);
  if (!r) {
    r = new Rewards(ctx);
    instances.set(ctx, r);
  }
  return r;
}
