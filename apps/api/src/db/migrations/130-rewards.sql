-- Rewards (apps/api/src/rewards): each cashback entry has a sponsor (section 6: provider 10, payment channel 20,
-- publisher 30) and what is left of it; an order's use of rewards is recorded entry by entry, so a failed order
-- gives them back. The daily reward is claimed once per user per UTC day. In development mode a test can move one
-- user's rewards clock (reward_clock_offsets), so expiry is testable without waiting 45 days.
ALTER TABLE cashback_entries ADD COLUMN sponsor INTEGER NOT NULL DEFAULT 10;
ALTER TABLE cashback_entries ADD COLUMN remaining_minor INTEGER;
UPDATE cashback_entries SET remaining_minor = amount_minor;

CREATE TABLE reward_burns (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL,
  entry_id INTEGER NOT NULL REFERENCES cashback_entries (id),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  created_at TEXT NOT NULL,
  released_at TEXT
);
CREATE INDEX reward_burns_order ON reward_burns (order_id);

CREATE TABLE daily_reward_claims (
  user_sub TEXT NOT NULL,
  day TEXT NOT NULL,
  country TEXT NOT NULL,
  player_user_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_sub, day)
);

CREATE TABLE reward_clock_offsets (
  user_sub TEXT PRIMARY KEY,
  offset_ms INTEGER NOT NULL
);

-- The reward percentage is 2 to 90 (section 5), or 0 for a game without cashback.
CREATE TRIGGER games_cashback_percent_insert BEFORE INSERT ON games
WHEN NEW.cashback_percent <> 0 AND (NEW.cashback_percent < 2 OR NEW.cashback_percent > 90)
BEGIN SELECT RAISE(ABORT, 'cashback_percent must be 0 or from 2 to 90'); END;
CREATE TRIGGER games_cashback_percent_update BEFORE UPDATE OF cashback_percent ON games
WHEN NEW.cashback_percent <> 0 AND (NEW.cashback_percent < 2 OR NEW.cashback_percent > 90)
BEGIN SELECT RAISE(ABORT, 'cashback_percent must be 0 or from 2 to 90'); END;
