-- Payment provider callbacks received (replay protection: each signed event id is applied once).
CREATE TABLE provider_callbacks (
  event_id TEXT PRIMARY KEY,
  payment_id TEXT NOT NULL,
  action TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE INDEX provider_callbacks_received ON provider_callbacks (received_at);

-- The billing address given with an order (JSON of @store/shared's billingAddressSchema fields), or NULL.
ALTER TABLE orders ADD COLUMN billing_address TEXT;

-- Page views the storefront posts to /shop/tracking (apps/shell/src/tracking/pageView.ts).
CREATE TABLE tracking_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event TEXT NOT NULL,
  payload TEXT NOT NULL,
  client_ip TEXT,
  received_at TEXT NOT NULL
);
CREATE INDEX tracking_events_received ON tracking_events (received_at);

-- A promo for a player's first top-up only (WELCOME10): refused once the player or the buyer has a paid order.
ALTER TABLE promos ADD COLUMN first_purchase_only INTEGER NOT NULL DEFAULT 0;
UPDATE promos SET first_purchase_only = 1 WHERE code = 'WELCOME10';
