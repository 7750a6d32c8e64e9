import {
  COUNTRIES,
  type Country,
  CODACASH_COUNTRIES,
  CODACASH_PAYMENT_CHANNEL_IDS,
  DEFAULT_LANGUAGE,
  GAME_VARIANT_SLUGS,
  GIFT_EXPIRY_DAYS,
  TRI_PRODUCT_PATH,
} from '@store/shared/domain';
import type { Db } from '../db/database';
import { minorPerMajor } from './money';
import { contentTranslations, fillTemplate, type ContentFile } from '../content/translations';
import { gameBannerPath, gameTilePath } from '../images/paths';

/*
 * The seeded catalogue. Everything here is store data (names, prices, rates, demo players), not spec facts:
 * the spec facts (variant slugs, Codacash channel ids, countries and currencies) are imported from @store/shared.
 */

/** Units of each currency per US dollar, used only to seed local prices. A country is sellable when its currency is here. */
export const SEED_FX_RATES: Readonly<Record<string, number>> = {
  USD: 1, SGD: 1.35, MYR: 4.5, PHP: 57, IDR: 16000, THB: 36, LAK: 21000, MMK: 2100, VND: 25000, INR: 84, PKR: 280,
  BDT: 120, LKR: 300, NPR: 134, HKD: 7.8, TWD: 32, KRW: 1350, JPY: 150, MNT: 3400, KZT: 480, SAR: 3.75, AED: 3.67,
  BHD: 0.376, KWD: 0.307, QAR: 3.64, IQD: 1310, TRY: 34, EGP: 49, MAD: 10, NGN: 1600, ZAR: 18, KES: 129, CAD: 1.37,
  MXN: 18, GTQ: 7.7, BRL: 5.5, ARS: 950, BOB: 6.9, CLP: 950, COP: 4000, PEN: 3.75, PYG: 7800, UYU: 40, GBP: 0.79,
  EUR: 0.92, DKK: 6.9, NOK: 10.8, SEK: 10.5, PLN: 4, CHF: 0.88, CZK: 23, HUF: 360, RON: 4.6, AUD: 1.5, NZD: 1.65,
  RUB: 90,
};

export const MAIN_GAME_SLUG = 'football-legends';
export const MLBB_SLUG = 'mobile-legends';
/** The product of the custom-theme page /id/mobile-legends-tri (TRI_PRODUCT_PATH of @store/shared). */
export const TRI_PRODUCT_SLUG = TRI_PRODUCT_PATH.split('/')[2] as string;

/** Demo player ids every game answers the same way (store test data; documented in apps/api/README.md). */
export const RESERVED_PLAYERS = {
  ineligible: { userId: '99999102', code: -102 },
  requirementNotMet: { userId: '99999104', code: -104 },
  invalidCharacter: { userId: '99991061', code: -1061 },
  banned: { userId: '99999022', code: 22 },
} as const;
/** A well-formed id that no game knows: the check answers -100. */
export const UNKNOWN_PLAYER_ID = '99999100';

interface GameSeed {
  gvtId: number;
  slug: string;
  name: string;
  publisher: string;
  userIdLabel: string;
  userIdPattern: string;
  requiresZone: boolean;
  isMain: boolean;
  unit: string;
  /** Countries it is sold in; 'all' = every sellable country. */
  countries: 'all' | readonly string[];
  /** Cashback on the order total, in percent. */
  cashbackPercent?: number;
  /** Dynamic game fields (e.g. the server), see gameFields.ts. */
  gameFields?: ReadonlyArray<{ name: string; label: string; options: readonly string[] }>;
}

/** The game whose players also choose a server (a dynamic game field); its demo player is on Asia-1. */
export const SERVER_GAME_SLUG = 'lost-sanctuary-eternal-origin';

/** A game's description in English, or from a language's template (content/{language}.json), with its user-ID label translated. */
export function gameDescription(g: Pick<GameSeed, 'unit' | 'name' | 'userIdLabel'>, content?: ContentFile): string {
  if (!content) return `Top up ${g.unit} for ${g.name} instantly. Enter your ${g.userIdLabel}, pick an amount and pay.`;
  return fillTemplate(content.gameDescription, { unit: g.unit, name: g.name, label: content.strings[g.userIdLabel] ?? g.userIdLabel });
}

const ASIA_PLUS = ['sg', 'id', 'my', 'ph', 'th', 'in', 'vn', 'kh', 'mm', 'br', 'us', 'sa', 'ae', 'eg', 'gb', 'de'];

const VARIANT_NAMES: Readonly<Record<string, [string, string]>> = {
  'crasher-origin': ['Crasher: Origin', 'Diamonds'],
  'diablo-immortal': ['Diablo Immortal', 'Eternal Orbs'],
  'dragon-hunters-heroes-legends': ['Dragon Hunters: Heroes Legends', 'Gems'],
  'era-of-celestials': ['Era of Celestials', 'Celestial Crystals'],
  'girls-connect-idle-rpg': ['Girls Connect: Idle RPG', 'Diamonds'],
  'potato-hero-zombie-survival': ['Potato Hero: Zombie Survival', 'Gems'],
  'yong-heroes': ['Yong Heroes', 'Ingots'],
  'lost-sanctuary-eternal-origin': ['Lost Sanctuary: Eternal Origin', 'Crystals'],
  'legend-of-mushroom-rush': ['Legend of Mushroom: Rush', 'Gems'],
  gavengers: ['Gavengers', 'Gold'],
  'mirage-perfect-skyline': ['Mirage: Perfect Skyline', 'Jade'],
};

/** The seeded CMS content (info bar, promos, labels, channels) that is translated: content/{language}.json maps each by its English text. */
export const CONTENT_SOURCES: readonly string[] = [
  'Player ID',
  'User ID',
  'Role ID',
  'Server',
  'Credit / Debit Card',
  'Instant delivery on every top-up.',
  'Weekly Diamond Pass is back.',
  'New: Football Legends Season Pass.',
  'Pay with Codacash for faster checkout.',
  '10% off your first top-up',
  'Use code WELCOME10 at checkout.',
  '20% off Football Legends',
  'Kick off the season with 20% off Coins.',
  '15% off Diamonds',
  'Mobile Legends Diamonds, 15% off.',
];

export const GAMES: readonly GameSeed[] = [
  {
    gvtId: 1, slug: MAIN_GAME_SLUG, name: 'Football Legends', publisher: 'Football Legends Studio', userIdLabel: 'Player ID',
    userIdPattern: '^[0-9]{8,12}$', requiresZone: false, isMain: true, unit: 'Coins', countries: 'all', cashbackPercent: 2,
  },
  {
    gvtId: 2, slug: MLBB_SLUG, name: 'Mobile Legends: Bang Bang', publisher: 'Moonton', userIdLabel: 'User ID',
    userIdPattern: '^[0-9]{6,12}$', requiresZone: true, isMain: false, unit: 'Diamonds', countries: ASIA_PLUS,
  },
  {
    // The custom-theme product of /id/mobile-legends-tri (readings 1): sold in Indonesia, shown in the triPlayport theme.
    gvtId: 3, slug: TRI_PRODUCT_SLUG, name: 'Mobile Legends: Bang Bang (Tri Playport)', publisher: 'Moonton', userIdLabel: 'User ID',
    userIdPattern: '^[0-9]{6,12}$', requiresZone: false, isMain: false, unit: 'Diamonds', countries: ['id'],
  },
  ...GAME_VARIANT_SLUGS.map((slug, i): GameSeed => {
    const [name, unit] = VARIANT_NAMES[slug] ?? [slug, 'Gems'];
    return {
      gvtId: 101 + i, slug, name, publisher: 'Partner Games', userIdLabel: 'Role ID', userIdPattern: '^[0-9]{6,12}$',
      requiresZone: false, isMain: false, unit, countries: ASIA_PLUS,
      ...(slug === SERVER_GAME_SLUG ? { gameFields: [{ name: 'server', label: 'Server', options: ['Asia-1', 'Asia-2', 'Europe-1'] }] } : {}),
    };
  }),
];

interface SkuSeed {
  skuId: number;
  gvtId: number;
  name: string;
  amount: number;
  type: 'currency' | 'deal' | 'voucher' | 'subscription';
  usd: number;
  /** A custom amount: the shopper pays from `usd` to `maxUsd`; `usd` buys `amount` units. */
  maxUsd?: number;
  purchaseLimitPerDay?: number;
  /** The period the price pays for (a subscription; the shopper picks a recurrence priced from it). */
  recurrenceDays?: number;
  /** A membership's limit: seasonal once per 93 days, Star Pass once per player. */
  membership?: 'seasonal' | 'star-pass';
  status?: number;
  /** Only priced in these countries (else every country the game is sold in). */
  onlyIn?: readonly string[];
}

/** Football Legends SKU ids used by tests and docs. */
export const FOOTBALL_SKUS = {
  coins100: 1001,
  coins550: 1003,
  starterPack: 1010, // purchase-limited: 1 per player per day (-107 on the second)
  seasonPass: 1011, // a subscription priced per 30 days; the shopper picks weekly, monthly, quarterly or yearly
  seasonalMembership: 1014, // once per player per 93 days (1503 within)
  starPass: 1015, // once per player (1512 after)
  retiredBundle: 1012, // inactive: -101
  ramadanBundle: 1013, // priced only in sa, ae, eg: -204 elsewhere
  anyAmount: 1020, // a custom amount: the shopper pays from 0.99 to 199 USD (in local currency); 0.99 buys 100 Coins
} as const;

function skus(): SkuSeed[] {
  const list: SkuSeed[] = [
    { skuId: 1001, gvtId: 1, name: '100 Coins', amount: 100, type: 'currency', usd: 0.99 },
    { skuId: 1002, gvtId: 1, name: '300 Coins', amount: 300, type: 'currency', usd: 2.99 },
    { skuId: 1003, gvtId: 1, name: '550 Coins', amount: 550, type: 'currency', usd: 4.99 },
    { skuId: 1004, gvtId: 1, name: '1,200 Coins', amount: 1200, type: 'currency', usd: 9.99 },
    { skuId: 1005, gvtId: 1, name: '2,500 Coins', amount: 2500, type: 'currency', usd: 19.99 },
    { skuId: 1006, gvtId: 1, name: '6,500 Coins', amount: 6500, type: 'currency', usd: 49.99 },
    { skuId: 1010, gvtId: 1, name: 'Starter Pack', amount: 500, type: 'deal', usd: 1.99, purchaseLimitPerDay: 1 },
    { skuId: 1011, gvtId: 1, name: 'Season Pass', amount: 1, type: 'subscription', usd: 4.99, recurrenceDays: 30 },
    { skuId: 1012, gvtId: 1, name: 'Retired Bundle', amount: 800, type: 'deal', usd: 3.99, status: 2 },
    { skuId: 1013, gvtId: 1, name: 'Ramadan Bundle', amount: 1500, type: 'deal', usd: 7.99, onlyIn: ['sa', 'ae', 'eg'] },
    { skuId: 1014, gvtId: 1, name: 'Seasonal Membership', amount: 1, type: 'deal', usd: 7.99, membership: 'seasonal' },
    { skuId: 1015, gvtId: 1, name: 'Star Pass', amount: 1, type: 'deal', usd: 9.99, membership: 'star-pass' },
    { skuId: 1020, gvtId: 1, name: 'Coins, any amount', amount: 100, type: 'currency', usd: 0.99, maxUsd: 199 },
    { skuId: 2001, gvtId: 2, name: '86 Diamonds', amount: 86, type: 'currency', usd: 1.49 },
    { skuId: 2002, gvtId: 2, name: '172 Diamonds', amount: 172, type: 'currency', usd: 2.99 },
    { skuId: 2003, gvtId: 2, name: '257 Diamonds', amount: 257, type: 'currency', usd: 4.49 },
    { skuId: 2004, gvtId: 2, name: '706 Diamonds', amount: 706, type: 'currency', usd: 11.99 },
    { skuId: 2005, gvtId: 2, name: 'Weekly Diamond Pass', amount: 1, type: 'voucher', usd: 1.99 },
    { skuId: 3001, gvtId: 3, name: '86 Diamonds', amount: 86, type: 'currency', usd: 1.49 },
    { skuId: 3002, gvtId: 3, name: '172 Diamonds', amount: 172, type: 'currency', usd: 2.99 },
  ];
  GAMES.filter((g) => g.gvtId > 100).forEach((g) => {
    const [, unit] = VARIANT_NAMES[g.slug] ?? ['', 'Gems'];
    [60, 300, 980, 1980].forEach((amount, j) => {
      list.push({ skuId: g.gvtId * 100 + j + 1, gvtId: g.gvtId, name: `${amount} ${unit}`, amount, type: 'currency', usd: [0.99, 4.99, 14.99, 29.99][j] ?? 0.99 });
    });
  });
  return list;
}

/** The unit a seeded game sells (Coins, Diamonds...), for its denominations' icons; undefined for a game not seeded here. */
export function seededUnitOf(gvtId: number): string | undefined {
  return GAMES.find((g) => g.gvtId === gvtId)?.unit;
}

/** A local price: "x.99" in currencies with decimals, a round number in those without. */
export function localPriceMinor(usd: number, currency: string): number | undefined {
  const rate = SEED_FX_RATES[currency];
  if (rate === undefined) return undefined;
  const major = usd * rate;
  if (minorPerMajor(currency) === 1) {
    const step = major >= 10000 ? 1000 : major >= 1000 ? 100 : major >= 100 ? 10 : 1;
    return Math.max(step, Math.round(major / step) * step);
  }
  return Math.max(99, Math.round(major) * 100 - 1);
}

export function sellableCountries(): Country[] {
  return COUNTRIES.filter((c) => SEED_FX_RATES[c.currency] !== undefined);
}

/** Local e-wallets and banks per country (store data); every sellable country also has cards. */
const LOCAL_CHANNELS: Readonly<Record<string, ReadonlyArray<[number, string]>>> = {
  sg: [[11, 'PayNow'], [12, 'GrabPay']],
  id: [[21, 'GoPay'], [22, 'OVO'], [23, 'DANA']],
  my: [[31, "Touch 'n Go eWallet"], [32, 'FPX Online Banking']],
  ph: [[41, 'GCash'], [42, 'Maya']],
  th: [[51, 'TrueMoney Wallet'], [52, 'PromptPay']],
  in: [[61, 'UPI'], [62, 'Paytm']],
  br: [[71, 'Pix'], [72, 'Boleto']],
  us: [[81, 'Apple Pay'], [2, 'PayPal']],
  gb: [[81, 'Apple Pay'], [2, 'PayPal']],
  de: [[91, 'Klarna'], [2, 'PayPal']],
  sa: [[101, 'STC Pay'], [102, 'mada']],
  ae: [[81, 'Apple Pay']],
  eg: [[111, 'Fawry'], [112, 'Vodafone Cash']],
};

/** Where Codacash (the wallet) is offered, with its channel id (one of the spec's Codacash ids). */
const CODACASH_BY_COUNTRY: Readonly<Record<string, number>> = (() => {
  const out: Record<string, number> = {};
  CODACASH_COUNTRIES.forEach((c, i) => {
    const id = CODACASH_PAYMENT_CHANNEL_IDS[i];
    if (id !== undefined) out[c] = id;
  });
  return out;
})();

export function codacashChannelOf(country: string): number | undefined {
  return CODACASH_BY_COUNTRY[country];
}

const usdOf = (usd: number, currency: string): number => localPriceMinor(usd, currency) ?? 0;

/** Inserts the catalogue when the database has none (idempotent: a seeded database is left alone). */
/**
 * The seeded content in every language of content/: run at every start (INSERT OR IGNORE), so a database seeded
 * before a language was added gets it; a translation an operator changed is kept.
 */
export function seedContentTranslations(db: Db, languages: ReadonlyMap<string, ContentFile> = contentTranslations()): void {
  const insert = db.prepare('INSERT OR IGNORE INTO content_translations (source, lang, value) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const [lang, content] of languages) {
      for (const source of CONTENT_SOURCES) {
        const value = content.strings[source];
        if (value) insert.run(source, lang, value);
      }
      for (const g of GAMES) insert.run(gameDescription(g), lang, gameDescription(g, content));
    }
  })();
}

export function seedIfEmpty(db: Db, now = new Date()): boolean {
  const count = (db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;
  if (count > 0) return false;
  db.transaction(() => seed(db, now))();
  return true;
}

function seed(db: Db, now: Date): void {
  const sellable = sellableCountries();
  const sellableCodes = new Set(sellable.map((c) => c.code));
  const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const DAY = 86_400_000;

  const insGame = db.prepare(
    `INSERT INTO games (gvt_id, slug, name, publisher, description, image, user_id_label, user_id_pattern, requires_zone, is_main, sort_order,
       cashback_percent, game_fields)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insGc = db.prepare('INSERT INTO game_countries (gvt_id, country) VALUES (?, ?)');
  const gameCountries = new Map<number, string[]>();
  GAMES.forEach((g, i) => {
    insGame.run(
      g.gvtId, g.slug, g.name, g.publisher,
      gameDescription(g),
      gameTilePath(g.slug), g.userIdLabel, g.userIdPattern, g.requiresZone ? 1 : 0, g.isMain ? 1 : 0, i + 1,
      g.cashbackPercent ?? 0, JSON.stringify(g.gameFields ?? []),
    );
    const countries = g.countries === 'all' ? [...sellableCodes] : g.countries.filter((c) => sellableCodes.has(c));
    gameCountries.set(g.gvtId, countries);
    for (const c of countries) insGc.run(g.gvtId, c);
  });

  const insSku = db.prepare(
    `INSERT INTO skus (sku_id, gvt_id, name, amount, denom_type, purchase_limit_per_day, recurrence_days, membership, status, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insPrice = db.prepare('INSERT INTO prices (sku_id, country, currency, price_minor, max_price_minor) VALUES (?, ?, ?, ?, ?)');
  skus().forEach((s, i) => {
    insSku.run(s.skuId, s.gvtId, s.name, s.amount, s.type, s.purchaseLimitPerDay ?? null, s.recurrenceDays ?? null, s.membership ?? null, s.status ?? 1, i + 1);
    for (const code of gameCountries.get(s.gvtId) ?? []) {
      if (s.onlyIn && !s.onlyIn.includes(code)) continue;
      const country = sellable.find((c) => c.code === code);
      if (!country) continue;
      insPrice.run(s.skuId, code, country.currency, usdOf(s.usd, country.currency), s.maxUsd === undefined ? null : usdOf(s.maxUsd, country.currency));
    }
  });

  const insChannel = db.prepare('INSERT INTO payment_channels (id, country, name, kind, sort_order, min_amount_minor) VALUES (?, ?, ?, ?, ?, ?)');
  for (const c of sellable) {
    const locals = LOCAL_CHANNELS[c.code] ?? [];
    locals.forEach(([id, name], i) => insChannel.run(id, c.code, name, 'provider', 10 + i * 10, 0));
    insChannel.run(1, c.code, 'Credit / Debit Card', 'provider', 50, 0);
    const coda = CODACASH_BY_COUNTRY[c.code];
    if (coda !== undefined) insChannel.run(coda, c.code, 'Codacash', 'codacash', 5, 0);
  }
  // GrabPay in Singapore needs a minimum payment of S$0.50: rewards cannot be used with it (section 5).
  db.prepare("UPDATE payment_channels SET min_amount_minor = 50 WHERE country = 'sg' AND id = 12").run();

  const insPromo = db.prepare(
    `INSERT INTO promos (code, promo_id, title, description, gvt_id, country, percent_off, status, starts_at, ends_at, max_uses, used, highlighted, image)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insPromo.run('WELCOME10', 1, '10% off your first top-up', 'Use code WELCOME10 at checkout.', null, null, 10, 1, iso(-30 * DAY), iso(365 * DAY), null, 0, 1, gameBannerPath(MAIN_GAME_SLUG));
  db.prepare("UPDATE promos SET first_purchase_only = 1 WHERE code = 'WELCOME10'").run();
  insPromo.run('FOOTY20', 2, '20% off Football Legends', 'Kick off the season with 20% off Coins.', 1, null, 20, 1, iso(-DAY), iso(60 * DAY), null, 0, 1, gameBannerPath(MAIN_GAME_SLUG));
  insPromo.run('MLBB15', 3, '15% off Diamonds', 'Mobile Legends Diamonds, 15% off.', 2, null, 15, 1, iso(-DAY), iso(60 * DAY), null, 0, 1, gameBannerPath(MLBB_SLUG));
  insPromo.run('SUMMER5', 4, 'Summer sale', 'Last summer.', null, null, 5, 1, iso(-120 * DAY), iso(-30 * DAY), null, 0, 0, '');
  insPromo.run('SOLDOUT', 5, 'Flash deal', 'First come, first served.', null, null, 50, 1, iso(-DAY), iso(30 * DAY), 1, 1, 0, '');
  insPromo.run('PAUSED', 6, 'Paused promo', 'Not running.', null, null, 10, 2, iso(-DAY), iso(30 * DAY), null, 0, 0, '');
  insPromo.run('SGONLY', 7, 'Singapore special', '12% off in Singapore.', null, 'sg', 12, 1, iso(-DAY), iso(30 * DAY), null, 0, 0, '');

  const insPlayer = db.prepare('INSERT INTO players (gvt_id, user_id, zone_id, nickname, country, error_code) VALUES (?, ?, ?, ?, ?, ?)');
  for (const g of GAMES) {
    const zone = g.requiresZone ? '2001' : '';
    if (g.isMain) {
      insPlayer.run(g.gvtId, '10000001', '', 'StrikerSam', null, null);
      insPlayer.run(g.gvtId, '10000002', '', 'KeeperKim', 'id', null);
      insPlayer.run(g.gvtId, '10000003', '', 'MidfieldMaya', null, null);
      insPlayer.run(g.gvtId, '10000004', '', 'WingerWill', null, null);
      // Buys the seasonal membership in e2e (a membership limits its player for 93 days).
      insPlayer.run(g.gvtId, '10000005', '', 'DefenderDee', null, null);
    } else if (g.requiresZone) {
      insPlayer.run(g.gvtId, '12345678', zone, 'MLBBPro', null, null);
      insPlayer.run(g.gvtId, '87654321', zone, 'TankMain', 'ph', null);
    } else {
      insPlayer.run(g.gvtId, '20000001', '', `${g.name.split(':')[0]} Hero`.slice(0, 30), null, null);
      if (g.gameFields) db.prepare("UPDATE players SET fields = ? WHERE gvt_id = ? AND user_id = '20000001'").run(JSON.stringify({ server: 'Asia-1' }), g.gvtId);
    }
    for (const r of Object.values(RESERVED_PLAYERS)) insPlayer.run(g.gvtId, r.userId, zone, null, null, r.code);
  }

  const insInfo = db.prepare('INSERT INTO info_bar_items (id, country, page_type, product_url, text, link, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)');
  insInfo.run(1, null, null, null, 'Instant delivery on every top-up.', null, 10);
  insInfo.run(2, null, 'product', MLBB_SLUG, 'Weekly Diamond Pass is back.', `/${MLBB_SLUG}`, 20);
  insInfo.run(3, null, 'home', null, 'New: Football Legends Season Pass.', `/${MAIN_GAME_SLUG}`, 30);
  Object.keys(CODACASH_BY_COUNTRY).forEach((c, i) => insInfo.run(100 + i, c, null, null, 'Pay with Codacash for faster checkout.', `/codacash`, 5));

  seedContentTranslations(db);

  const insCms = db.prepare('INSERT INTO cms_texts (key, locale, type, value) VALUES (?, ?, ?, ?)');
  const cms: Array<[string, string, string, string]> = [
    ['home.title', DEFAULT_LANGUAGE, 'TEXT', 'Official Football Legends store'],
    ['home.subtitle', DEFAULT_LANGUAGE, 'TEXT', 'Top up Coins, buy deals and send gifts. Instant delivery.'],
    ['home.title', 'id-id', 'TEXT', 'Toko resmi Football Legends'],
    ['home.title', 'ar-sa', 'TEXT', 'المتجر الرسمي لـ Football Legends'],
    ['home.title', 'pt-br', 'TEXT', 'Loja oficial do Football Legends'],
    ['footer.about', DEFAULT_LANGUAGE, 'TEXT', 'The official web store of Football Legends.'],
    ['footer.about', DEFAULT_LANGUAGE, 'HTML', '<p>The official web store of <strong>Football Legends</strong>.</p>'],
    ['rewards.faq', DEFAULT_LANGUAGE, 'TEXT', `Rewards are credited after delivery. Gifts can be claimed for ${GIFT_EXPIRY_DAYS} days.`],
    [`product.${MAIN_GAME_SLUG}.description`, DEFAULT_LANGUAGE, 'TEXT', 'Build your dream team. Coins unlock players, kits and stadiums.'],
  ];
  for (const row of cms) insCms.run(...row);

  const insNotif = db.prepare('INSERT INTO notifications (country, user_sub, title, body, link, start_date, end_date) VALUES (?, ?, ?, ?, ?, ?, ?)');
  insNotif.run(null, null, 'Welcome to the store', 'Top up instantly and send gifts to friends.', '/', iso(-DAY), iso(365 * DAY));
  insNotif.run(null, null, 'Season Pass is here', 'Subscribe monthly and save.', `/${MAIN_GAME_SLUG}`, iso(-DAY), iso(30 * DAY));
  insNotif.run('sg', null, 'Codacash in Singapore', 'Activate your wallet with your mobile number.', '/codacash', iso(-DAY), iso(30 * DAY));
  insNotif.run(null, null, 'Old news', 'This one has ended.', null, iso(-60 * DAY), iso(-30 * DAY));

  const insSettings = db.prepare(
    `INSERT INTO country_settings (country, country_status, max_allowed_users, max_wallet_balance_minor, topup_min_minor, topup_max_minor,
       topup_daily_total_minor, topup_monthly_total_minor, purchase_daily_total_minor, purchase_monthly_total_minor,
       max_country_topup_daily_minor, max_country_topup_monthly_minor, max_country_charge_daily_minor, max_country_charge_monthly_minor,
       max_country_balance_minor)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  /** Wallet limits in USD, converted like prices: balance 1,000; top-up 5 to 500; 1,000/day, 5,000/month. */
  const STATUS: Readonly<Record<string, number>> = { eg: 2, sa: 3 };
  for (const c of Object.keys(CODACASH_BY_COUNTRY)) {
    const country = sellable.find((x) => x.code === c);
    if (!country) continue;
    const m = (usd: number) => Math.round(usd * (SEED_FX_RATES[country.currency] ?? 1)) * minorPerMajor(country.currency);
    insSettings.run(c, STATUS[c] ?? 1, 100000, m(1000), m(5), m(500), m(1000), m(5000), m(1000), m(5000), m(1_000_000), m(10_000_000), m(1_000_000), m(10_000_000), m(50_000_000));
  }

  const insCode = db.prepare('INSERT INTO gift_codes (code, country, currency, amount_minor, max_redemptions, redemptions, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  insCode.run('CODA-SG-10', 'sg', 'SGD', 1000, 1000, 0, iso(365 * DAY));
  insCode.run('CODA-SG-ONCE', 'sg', 'SGD', 500, 1, 0, iso(365 * DAY));
  insCode.run('CODA-ID-50K', 'id', 'IDR', 50000, 1000, 0, iso(365 * DAY));
  insCode.run('CODA-SG-OLD', 'sg', 'SGD', 1000, 1000, 0, iso(-DAY));
  insCode.run('CODA-SG-BIG', 'sg', 'SGD', 2_000_000, 1000, 0, iso(365 * DAY));
}
