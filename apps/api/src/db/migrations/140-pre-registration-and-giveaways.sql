-- Pre-registration and the cart's free giveaway item (issue 17 item 5; docs/decisions/pre-registration-and-giveaway.md).
-- A free giveaway item comes with every order of its game while it runs (section 3 "Cart: itemInCart,
-- freeGiveawayItem"): the order records which one it delivered. Keyed by the game's slug, one running per game.
CREATE TABLE free_giveaway_items (
  item_id TEXT PRIMARY KEY,
  game_slug TEXT NOT NULL,
  name TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL
);
CREATE INDEX free_giveaway_items_game ON free_giveaway_items (game_slug, starts_at);
ALTER TABLE orders ADD COLUMN free_giveaway_item_id TEXT;

-- The partner's pre-registrations (section 2 "pre-registration countdown and player card"): which partner players
-- pre-registered for which game. A player not listed is "account not found for pre-registration" (section 8).
CREATE TABLE partner_pre_registrations (
  player_id TEXT NOT NULL,
  game_slug TEXT NOT NULL,
  registered_at TEXT NOT NULL,
  PRIMARY KEY (player_id, game_slug)
);

-- Store data: Mirage: Perfect Skyline is in pre-registration on the white-label store; its orders come with the
-- Skyline Glider. Samira (EA-1001, apps/partner-id) pre-registered; Rahul (EA-1002) did not.
INSERT INTO free_giveaway_items (item_id, game_slug, name, starts_at, ends_at)
VALUES ('skyline-glider', 'mirage-perfect-skyline', 'Skyline Glider (pre-registration gift)', '2026-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z');
INSERT INTO partner_pre_registrations (player_id, game_slug, registered_at)
VALUES ('EA-1001', 'mirage-perfect-skyline', '2026-10-01T08:00:00.000Z');
