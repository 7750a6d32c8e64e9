-- Rewards sponsored by a partner (the game's publisher, 30) or a payment method (20) (section 6), and the
-- engagement of issue 16 (docs/decisions/rewards-sponsored-programs.md, rewards-engagement.md).
-- A reward program pays the cashback of the orders it covers: a publisher program covers its game (gvt_id), a
-- payment-method program its channel (channel_id); NULL matches any. An order records the sponsor whose program
-- paid its cashback, and its delivery credits an entry of that sponsor.
CREATE TABLE reward_programs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sponsor INTEGER NOT NULL CHECK (sponsor IN (20, 30)),
  gvt_id INTEGER,
  channel_id INTEGER,
  country TEXT,
  percent INTEGER NOT NULL CHECK (percent BETWEEN 2 AND 90),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  CHECK (sponsor <> 30 OR gvt_id IS NOT NULL),
  CHECK (sponsor <> 20 OR channel_id IS NOT NULL)
);
ALTER TABLE orders ADD COLUMN reward_sponsor INTEGER NOT NULL DEFAULT 10;

-- Store data: Moonton funds 3% on Mobile Legends everywhere; Touch 'n Go eWallet funds 4% in Malaysia.
INSERT INTO reward_programs (sponsor, gvt_id, channel_id, country, percent, starts_at, ends_at)
VALUES (30, 2, NULL, NULL, 3, '2026-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z'),
       (20, NULL, 31, 'my', 4, '2026-01-01T00:00:00.000Z', '2030-01-01T00:00:00.000Z');

-- Freebies (section 2 "freebie claim", codes 1201-1204 and 3007): each claimed once per account.
CREATE TABLE freebie_claims (
  user_sub TEXT NOT NULL,
  freebie_id TEXT NOT NULL,
  country TEXT NOT NULL,
  player_user_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_sub, freebie_id)
);
