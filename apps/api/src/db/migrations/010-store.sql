-- Store API tables (apps/api). Users are the auth endpoint's (users.sub); referenced here by sub, no foreign key.
CREATE TABLE store_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Catalogue ---------------------------------------------------------------------------------------------
CREATE TABLE games (
  gvt_id INTEGER PRIMARY KEY,            -- game variant id
  slug TEXT NOT NULL UNIQUE,             -- product path (gameName)
  name TEXT NOT NULL,
  publisher TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL,
  user_id_label TEXT NOT NULL,
  user_id_pattern TEXT NOT NULL,         -- regular expression the player id must match
  requires_zone INTEGER NOT NULL DEFAULT 0,
  is_main INTEGER NOT NULL DEFAULT 0,    -- the store's own football game
  sort_order INTEGER NOT NULL
);
-- A game sold in a country: the local variant (lvtId).
CREATE TABLE game_countries (
  lvt_id INTEGER PRIMARY KEY AUTOINCREMENT,
  gvt_id INTEGER NOT NULL REFERENCES games (gvt_id),
  country TEXT NOT NULL,
  UNIQUE (gvt_id, country)
);
CREATE INDEX game_countries_country ON game_countries (country);
-- Denominations (voucher type / SKU).
CREATE TABLE skus (
  sku_id INTEGER PRIMARY KEY,
  gvt_id INTEGER NOT NULL REFERENCES games (gvt_id),
  name TEXT NOT NULL,
  amount INTEGER NOT NULL,
  denom_type TEXT NOT NULL CHECK (denom_type IN ('currency', 'deal', 'voucher', 'subscription')),
  purchase_limit_per_day INTEGER,        -- per player, NULL = none
  recurrence_days INTEGER,               -- subscriptions only
  status INTEGER NOT NULL DEFAULT 1,     -- deal/item status: 1 active, 2 inactive
  sort_order INTEGER NOT NULL
);
CREATE INDEX skus_game ON skus (gvt_id, sort_order);
-- Price of a denomination in a country's currency, in minor units (cents; whole units for currencies without decimals).
CREATE TABLE prices (
  sku_id INTEGER NOT NULL REFERENCES skus (sku_id),
  country TEXT NOT NULL,
  currency TEXT NOT NULL,
  price_minor INTEGER NOT NULL CHECK (price_minor > 0),
  PRIMARY KEY (sku_id, country)
);
CREATE TABLE payment_channels (
  id INTEGER NOT NULL,
  country TEXT NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('provider', 'codacash')),
  sort_order INTEGER NOT NULL,
  min_amount_minor INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (id, country)
);
CREATE TABLE promos (
  code TEXT PRIMARY KEY,                 -- upper case
  promo_id INTEGER NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  gvt_id INTEGER,                        -- NULL = every game
  country TEXT,                          -- NULL = every country
  percent_off INTEGER NOT NULL CHECK (percent_off BETWEEN 1 AND 90),
  status INTEGER NOT NULL,               -- promotion: 0 not init, 1 active, 2 disable, 3 not shown, 4 defunct
  starts_at TEXT,
  ends_at TEXT,
  max_uses INTEGER,
  used INTEGER NOT NULL DEFAULT 0,
  highlighted INTEGER NOT NULL DEFAULT 0,
  image TEXT NOT NULL DEFAULT ''
);
-- Game accounts a player-id check can find; error_code set = the check answers that code.
CREATE TABLE players (
  gvt_id INTEGER NOT NULL,
  user_id TEXT NOT NULL,
  zone_id TEXT NOT NULL DEFAULT '',
  nickname TEXT,
  country TEXT,
  error_code INTEGER,
  PRIMARY KEY (gvt_id, user_id, zone_id)
);
CREATE TABLE info_bar_items (
  id INTEGER PRIMARY KEY,
  country TEXT,                          -- NULL = everywhere
  page_type TEXT,                        -- NULL = every page type
  product_url TEXT,                      -- NULL = every product
  text TEXT NOT NULL,
  link TEXT,
  sort_order INTEGER NOT NULL
);
CREATE TABLE cms_texts (
  key TEXT NOT NULL,
  locale TEXT NOT NULL,                  -- 'en-default' is the fallback
  type TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (key, locale, type)
);
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  country TEXT,                          -- NULL = everywhere
  user_sub TEXT,                         -- NULL = everyone (guests included)
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL
);
CREATE TABLE notification_states (
  notification_id INTEGER NOT NULL,
  reader TEXT NOT NULL,                  -- 'user:<sub>' or 'guest:<id>'
  is_read INTEGER NOT NULL DEFAULT 0,
  clicked INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (notification_id, reader)
);

-- Orders -----------------------------------------------------------------------------------------------------
CREATE TABLE orders (
  order_id TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  user_sub TEXT,
  email TEXT,
  linked_uid TEXT,
  country TEXT NOT NULL,
  currency TEXT NOT NULL,
  gvt_id INTEGER NOT NULL,
  lvt_id INTEGER NOT NULL,
  sku_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  player_user_id TEXT NOT NULL,
  player_zone_id TEXT NOT NULL DEFAULT '',
  nickname TEXT,
  price_minor INTEGER NOT NULL,
  discount_minor INTEGER NOT NULL DEFAULT 0,
  total_minor INTEGER NOT NULL,
  promo_code TEXT,
  status INTEGER NOT NULL,
  is_gift INTEGER NOT NULL DEFAULT 0,
  gift_email TEXT,
  gift_name TEXT,
  gift_message TEXT,
  gift_code TEXT UNIQUE,
  gift_expires_at TEXT,
  gift_claimed_at TEXT,
  return_url TEXT NOT NULL,
  checkout_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  paid_at TEXT,
  fulfilled_at TEXT
);
-- Same idempotency key twice = the same order, never two (also under concurrent requests).
CREATE UNIQUE INDEX orders_idempotency_key ON orders (idempotency_key);
CREATE INDEX orders_user ON orders (user_sub, created_at);
CREATE INDEX orders_player_sku ON orders (sku_id, player_user_id, created_at);
CREATE TABLE order_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL,
  from_status INTEGER,
  to_status INTEGER NOT NULL,
  source TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX order_events_order ON order_events (order_id, id);

-- Wallet (Codacash) -------------------------------------------------------------------------------------------
CREATE TABLE country_settings (
  country TEXT PRIMARY KEY,
  country_status INTEGER NOT NULL,       -- 1 active, 2 locked, 3 activations disabled
  max_allowed_users INTEGER NOT NULL,
  max_wallet_balance_minor INTEGER NOT NULL,
  topup_min_minor INTEGER NOT NULL,
  topup_max_minor INTEGER NOT NULL,
  topup_daily_total_minor INTEGER NOT NULL,     -- per wallet
  topup_monthly_total_minor INTEGER NOT NULL,
  purchase_daily_total_minor INTEGER NOT NULL,  -- per wallet (charges)
  purchase_monthly_total_minor INTEGER NOT NULL,
  max_country_topup_daily_minor INTEGER NOT NULL,
  max_country_topup_monthly_minor INTEGER NOT NULL,
  max_country_charge_daily_minor INTEGER NOT NULL,
  max_country_charge_monthly_minor INTEGER NOT NULL,
  max_country_balance_minor INTEGER NOT NULL
);
CREATE TABLE wallets (
  wallet_id TEXT PRIMARY KEY,
  user_sub TEXT NOT NULL UNIQUE,
  country TEXT NOT NULL,
  currency TEXT NOT NULL,
  status INTEGER NOT NULL,               -- 0 restricted, 1 active, 2 reserved
  balance_minor INTEGER NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
  has_spent INTEGER NOT NULL DEFAULT 0,
  mobile_number TEXT NOT NULL UNIQUE,
  email TEXT,
  language_code TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX wallets_country ON wallets (country, status);
CREATE TABLE wallet_transactions (
  txn_id TEXT PRIMARY KEY,
  wallet_id TEXT NOT NULL,
  user_sub TEXT NOT NULL,
  country TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('TOPUP', 'PURCHASE', 'GIFT_CODE', 'REFUND', 'CASHBACK', 'REFERRAL_BONUS')),
  status TEXT NOT NULL CHECK (status IN ('Init', 'Pending', 'Success', 'Paid', 'Refunded', 'Failed', 'Cancelled')),
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  balance_after_minor INTEGER,
  order_id TEXT,
  channel_id INTEGER,
  gift_code TEXT,
  idempotency_key TEXT UNIQUE,
  return_url TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX wallet_transactions_user ON wallet_transactions (user_sub, created_at);
CREATE INDEX wallet_transactions_country ON wallet_transactions (country, type, status, created_at);
CREATE TABLE gift_codes (
  code TEXT PRIMARY KEY,
  country TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  max_redemptions INTEGER NOT NULL,
  redemptions INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT NOT NULL
);
CREATE TABLE gift_code_redemptions (
  code TEXT NOT NULL,
  user_sub TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (code, user_sub)
);

-- One-time codes of the store (wallet activation, gift claim, account deletion), stored hashed.
CREATE TABLE store_otps (
  purpose TEXT NOT NULL,
  subject TEXT NOT NULL,
  recipient TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (purpose, subject)
);
-- Failed attempts per (purpose, subject): too many = locked for 3 hours.
CREATE TABLE store_otp_failures (
  purpose TEXT NOT NULL,
  subject TEXT NOT NULL,
  failures INTEGER NOT NULL,
  locked_until INTEGER,
  PRIMARY KEY (purpose, subject)
);

-- Account -------------------------------------------------------------------------------------------------
CREATE TABLE user_profiles (
  sub TEXT PRIMARY KEY,
  lang_code TEXT,
  birth_date TEXT,
  cpf_hash TEXT UNIQUE,
  authorized_at TEXT,
  updated_at TEXT NOT NULL
);
CREATE TABLE marketing_consents (
  contact TEXT PRIMARY KEY,              -- 'email:<address>' or 'msisdn:<number>'
  country TEXT NOT NULL,
  consent INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  user_sub TEXT,
  email TEXT,
  order_id TEXT NOT NULL,
  sku_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  status INTEGER NOT NULL,               -- 3 active, 4 cancelled, 5 expired
  recurrence_days INTEGER NOT NULL,
  next_schedule TEXT NOT NULL,
  cancelled_on TEXT,
  expired_on TEXT,
  unsubscribe_token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX subscriptions_user ON subscriptions (user_sub, status);
CREATE TABLE partner_players (
  player_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  status INTEGER NOT NULL,
  country TEXT NOT NULL,
  account_region TEXT NOT NULL,
  account_region_code TEXT NOT NULL,
  access_token_hash TEXT NOT NULL,
  authorized_at TEXT NOT NULL
);
CREATE TABLE cashback_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_sub TEXT NOT NULL,
  order_id TEXT NOT NULL UNIQUE,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX cashback_entries_user ON cashback_entries (user_sub, created_at);
