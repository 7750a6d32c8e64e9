import { countryByCode, type Country, DealStatus, PromotionStatus, sortPaymentChannels } from '@store/shared/domain';
import type { Db } from '../db/database';
import { gameFieldsOf } from './gameFields';
import { toMajor } from './money';
import { recurrenceOptions } from '../orders/subscriptions';
import { channelLogoPath, denominationIconPath, gameBannerPath } from '../images/paths';

export interface GameRow {
  gvt_id: number;
  slug: string;
  name: string;
  publisher: string;
  description: string;
  image: string;
  user_id_label: string;
  user_id_pattern: string;
  requires_zone: number;
  is_main: number;
  sort_order: number;
  /** Cashback earned on an order's total, in percent (0 = none). */
  cashback_percent: number;
  /** Dynamic game fields, JSON (see gameFields.ts). */
  game_fields: string;
}

export interface SkuRow {
  sku_id: number;
  gvt_id: number;
  name: string;
  amount: number;
  denom_type: string;
  purchase_limit_per_day: number | null;
  recurrence_days: number | null;
  membership: 'seasonal' | 'star-pass' | null;
  status: number;
  sort_order: number;
}

export interface PricedSku extends SkuRow {
  currency: string;
  /** The price; for a custom amount, the minimum. */
  price_minor: number;
  /** A custom amount's maximum; null for a fixed price. */
  max_price_minor: number | null;
}

export interface ChannelRow {
  id: number;
  country: string;
  name: string;
  kind: 'provider' | 'codacash';
  sort_order: number;
  min_amount_minor: number;
}

export interface PromoRow {
  code: string;
  promo_id: number;
  title: string;
  description: string;
  gvt_id: number | null;
  country: string | null;
  percent_off: number;
  /** 1: only for a player's (or buyer's) first paid order, e.g. WELCOME10. */
  first_purchase_only: number;
  status: number;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  used: number;
  highlighted: number;
  image: string;
}

/** A country the store sells in: known to the shared country list and with at least one game. */
export function sellableCountry(db: Db, code: string): Country | undefined {
  const country = countryByCode(code);
  if (!country) return undefined;
  const row = sellsIn(db).get(country.code);
  return row ? country : undefined;
}

// Prepared once per database: this runs on every listing, validation and order.
const sellsInStatements = new WeakMap<Db, ReturnType<Db['prepare']>>();
function sellsIn(db: Db): ReturnType<Db['prepare']> {
  let stmt = sellsInStatements.get(db);
  if (!stmt) {
    stmt = db.prepare('SELECT 1 FROM game_countries WHERE country = ? LIMIT 1');
    sellsInStatements.set(db, stmt);
  }
  return stmt;
}

/** Read-only statements prepared once per database (the hot paths of listing, validation and ordering). */
export class Catalog {
  private readonly stmts;

  /** `imagesUrl` is the base of the catalogue's image URLs (config imagesUrl, else the API's own): '' leaves them paths on the storefront's origin. */
  constructor(
    readonly db: Db,
    private readonly imagesUrl: () => string = () => '',
  ) {
    this.stmts = {
      gameBySlug: db.prepare('SELECT * FROM games WHERE slug = ?'),
      freeGiveaway: db.prepare('SELECT item_id, name FROM free_giveaway_items WHERE game_slug = ? AND starts_at <= ? AND ends_at > ? ORDER BY starts_at DESC LIMIT 1'),
      giveawayById: db.prepare('SELECT item_id, name FROM free_giveaway_items WHERE item_id = ?'),
      vatPercent: db.prepare('SELECT percent FROM vat_rates WHERE country = ?'),
      translation: db.prepare('SELECT value FROM content_translations WHERE source = ? AND lang = ?'),
      gameById: db.prepare('SELECT * FROM games WHERE gvt_id = ?'),
      gamesIn: db.prepare(
        `SELECT g.*, gc.lvt_id FROM games g JOIN game_countries gc ON gc.gvt_id = g.gvt_id
         WHERE gc.country = ? ORDER BY g.sort_order`,
      ),
      lvt: db.prepare('SELECT lvt_id FROM game_countries WHERE gvt_id = ? AND country = ?'),
      pricedSkus: db.prepare(
        `SELECT s.*, p.currency, p.price_minor, p.max_price_minor FROM skus s JOIN prices p ON p.sku_id = s.sku_id
         WHERE s.gvt_id = ? AND p.country = ? AND s.status = ${DealStatus.Active} ORDER BY s.sort_order`,
      ),
      allPricedSkusIn: db.prepare(
        `SELECT s.*, p.currency, p.price_minor, p.max_price_minor FROM skus s JOIN prices p ON p.sku_id = s.sku_id
         WHERE p.country = ? AND s.status = ${DealStatus.Active} ORDER BY s.gvt_id, s.sort_order`,
      ),
      sku: db.prepare('SELECT * FROM skus WHERE sku_id = ?'),
      price: db.prepare('SELECT currency, price_minor, max_price_minor FROM prices WHERE sku_id = ? AND country = ?'),
      channels: db.prepare('SELECT * FROM payment_channels WHERE country = ?'),
      channel: db.prepare('SELECT * FROM payment_channels WHERE id = ? AND country = ?'),
      anyChannel: db.prepare('SELECT * FROM payment_channels WHERE id = ? ORDER BY country LIMIT 1'),
      player: db.prepare('SELECT * FROM players WHERE gvt_id = ? AND user_id = ? AND zone_id = ?'),
      promo: db.prepare('SELECT * FROM promos WHERE code = ?'),
      highlighted: db.prepare(
        `SELECT p.*, g.slug FROM promos p LEFT JOIN games g ON g.gvt_id = p.gvt_id
         WHERE p.highlighted = 1 AND p.status = ${PromotionStatus.Active} ORDER BY p.promo_id`,
      ),
    };
  }

  /** A CMS text in `lang` where a translation exists, else as written (English). */
  translate(text: string, lang: string | undefined): string;
  translate(text: string | null, lang: string | undefined): string | null;
  translate(text: string | null, lang: string | undefined): string | null {
    if (!text || !lang || lang === 'en') return text;
    return (this.stmts.translation.get(text, lang) as { value: string } | undefined)?.value ?? text;
  }

  /** An image path of the catalogue as a URL the storefront can load (absolute URLs pass through). */
  imageUrl(path: string): string {
    return path.startsWith('/') ? `${this.imagesUrl()}${path}` : path;
  }

  /** The country's VAT rate in percent; 0 where the store charges none. Prices include it. */
  vatPercent(country: string): number {
    return (this.stmts.vatPercent.get(country) as { percent: number } | undefined)?.percent ?? 0;
  }

  gameBySlug(slug: string): GameRow | undefined {
    return this.stmts.gameBySlug.get(slug) as GameRow | undefined;
  }

  /** The free giveaway item that comes with every order of this game now (section 3 "Cart: freeGiveawayItem"), if one runs. */
  freeGiveaway(gameSlug: string, now = new Date()): FreeGiveawayItem | undefined {
    const at = now.toISOString();
    const row = this.stmts.freeGiveaway.get(gameSlug, at, at) as { item_id: string; name: string } | undefined;
    return row ? { id: row.item_id, name: row.name } : undefined;
  }

  /** A giveaway item by id, running or not (an order shows the one it delivered). */
  giveawayItem(itemId: string): FreeGiveawayItem | undefined {
    const row = this.stmts.giveawayById.get(itemId) as { item_id: string; name: string } | undefined;
    return row ? { id: row.item_id, name: row.name } : undefined;
  }

  gameById(gvtId: number): GameRow | undefined {
    return this.stmts.gameById.get(gvtId) as GameRow | undefined;
  }

  gamesIn(country: string): Array<GameRow & { lvt_id: number }> {
    return this.stmts.gamesIn.all(country) as Array<GameRow & { lvt_id: number }>;
  }

  lvtId(gvtId: number, country: string): number | undefined {
    return (this.stmts.lvt.get(gvtId, country) as { lvt_id: number } | undefined)?.lvt_id;
  }

  pricedSkus(gvtId: number, country: string): PricedSku[] {
    return this.stmts.pricedSkus.all(gvtId, country) as PricedSku[];
  }

  allPricedSkusIn(country: string): PricedSku[] {
    return this.stmts.allPricedSkusIn.all(country) as PricedSku[];
  }

  sku(skuId: number): SkuRow | undefined {
    return this.stmts.sku.get(skuId) as SkuRow | undefined;
  }

  price(skuId: number, country: string): { currency: string; price_minor: number; max_price_minor: number | null } | undefined {
    return this.stmts.price.get(skuId, country) as { currency: string; price_minor: number; max_price_minor: number | null } | undefined;
  }

  /** GET /paymentChannels: sorted by sortOrder then id. */
  channels(country: string): ChannelRow[] {
    const rows = (this.stmts.channels.all(country) as ChannelRow[]).map((r) => ({ ...r, sortOrder: r.sort_order }));
    return sortPaymentChannels(rows);
  }

  channel(id: number, country: string): ChannelRow | undefined {
    return this.stmts.channel.get(id, country) as ChannelRow | undefined;
  }

  /** A channel by id in any country (its name and kind are the same everywhere): for its logo. */
  channelAnywhere(id: number): ChannelRow | undefined {
    return this.stmts.anyChannel.get(id) as ChannelRow | undefined;
  }

  /** A payment channel as the storefront lists it (GraphQL and the wallet API): with its logo's URL. */
  channelView(c: ChannelRow, lang: string | undefined) {
    return { id: c.id, name: this.translate(c.name, lang), sortOrder: c.sort_order, isBackendChannel: c.kind === 'codacash', logo: this.imageUrl(channelLogoPath(c.id)) };
  }

  promo(code: string): PromoRow | undefined {
    return this.stmts.promo.get(code.toUpperCase()) as PromoRow | undefined;
  }

  highlightedPromos(): Array<PromoRow & { slug: string | null }> {
    return this.stmts.highlighted.all() as Array<PromoRow & { slug: string | null }>;
  }

  /**
   * The player-id check: a nickname, or the spec's error code.
   * 100 user id empty; -100 unknown (or malformed) id; a reserved id's code (-102, -104, -1061, 22);
   * -200 when the game account belongs to another country than the shop's.
   */
  /**
   * The player check. `fields` (the game's dynamic fields, already checked against their options) must
   * match the player's: a mismatch fails with -1061 and names the field ({field, code, message}).
   */
  validatePlayer(
    game: GameRow,
    userId: string,
    zoneId: string,
    country: string,
    fields?: Readonly<Record<string, string>>,
  ): { ok: true; nickname: string } | { ok: false; code: number; fieldErrors?: Array<{ field: string; code: number; message: string }> } {
    if (!userId.trim()) return { ok: false, code: 100 };
    if (!new RegExp(game.user_id_pattern).test(userId)) return { ok: false, code: -100 };
    if (game.requires_zone && !/^[0-9]{1,6}$/.test(zoneId)) return { ok: false, code: -100 };
    const row = this.stmts.player.get(game.gvt_id, userId, game.requires_zone ? zoneId : '') as
      | { nickname: string | null; country: string | null; error_code: number | null; fields: string }
      | undefined;
    if (!row) return { ok: false, code: -100 };
    if (row.error_code !== null) return { ok: false, code: row.error_code };
    if (row.country && row.country !== country) return { ok: false, code: -200 };
    if (fields) {
      const player = JSON.parse(row.fields) as Record<string, string>;
      const fieldErrors = Object.entries(fields)
        .filter(([name, value]) => player[name] !== undefined && player[name] !== value)
        .map(([field]) => ({ field, code: -1061, message: 'The game character is not valid.' }));
      if (fieldErrors.length) return { ok: false, code: -1061, fieldErrors };
    }
    return { ok: true, nickname: row.nickname ?? '' };
  }
}

export function priceView(minor: number, currency: string): { amount: number; currency: string; amountMinor: number } {
  return { amount: toMajor(minor, currency), currency, amountMinor: minor };
}

/** The shape of a product as the API returns it (GraphQL Product, homePage, search). */
/** A free item delivered with an order (docs/decisions/pre-registration-and-giveaway.md). */
export interface FreeGiveawayItem {
  id: string;
  name: string;
}

export function productView(catalog: Catalog, game: GameRow, country: Country, lvtId?: number, lang?: string) {
  return {
    gvtId: game.gvt_id,
    lvtId: lvtId ?? catalog.lvtId(game.gvt_id, country.code) ?? null,
    slug: game.slug,
    productUrl: game.slug,
    name: game.name,
    publisher: game.publisher,
    description: catalog.translate(game.description, lang),
    image: catalog.imageUrl(game.image),
    /** The wide art of the product page header and the home carousel (3:1). */
    banner: catalog.imageUrl(gameBannerPath(game.slug)),
    userIdLabel: catalog.translate(game.user_id_label, lang),
    gameFields: gameFieldsOf(game.game_fields).map((f) => ({ ...f, label: catalog.translate(f.label, lang) })),
    requiresZoneId: game.requires_zone === 1,
    countryCode: country.code,
    currency: country.currency,
    denominations: catalog.pricedSkus(game.gvt_id, country.code).map((s) => skuView(s, catalog)),
  };
}

export function skuView(s: PricedSku, catalog: Pick<Catalog, 'imageUrl'>) {
  return {
    skuId: s.sku_id,
    voucherTypeId: s.sku_id,
    gvtId: s.gvt_id,
    name: s.name,
    amount: s.amount,
    type: s.denom_type,
    price: toMajor(s.price_minor, s.currency),
    priceMinor: s.price_minor,
    maxPrice: s.max_price_minor === null ? null : toMajor(s.max_price_minor, s.currency),
    maxPriceMinor: s.max_price_minor,
    currency: s.currency,
    purchaseLimitPerDay: s.purchase_limit_per_day,
    recurrenceDays: s.recurrence_days,
    recurrenceOptions: recurrenceOptions(s),
    /** A picture of what it buys (a coin pile, gems, a pass), drawn for the game's unit and the amount. */
    icon: catalog.imageUrl(denominationIconPath(s.sku_id)),
  };
}
