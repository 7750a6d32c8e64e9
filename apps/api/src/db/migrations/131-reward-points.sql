-- Points (apps/api/src/rewards): earned per delivered order of a signed-in user (counted from orders), spent here.
CREATE TABLE points_redemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_sub TEXT NOT NULL,
  points INTEGER NOT NULL CHECK (points > 0),
  country TEXT NOT NULL,
  player_user_id TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX points_redemptions_user ON points_redemptions (user_sub);
