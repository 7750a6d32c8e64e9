-- Dynamic game fields (section 3: "dynamic game fields carry error {code, message}"): inputs a game needs
-- besides the user and zone ids, e.g. its server. games.game_fields is a JSON array of
-- {name, label, options}; a player's values for them are players.fields (JSON object); an order keeps
-- what the shopper chose (orders.game_fields, JSON object).
ALTER TABLE games ADD COLUMN game_fields TEXT NOT NULL DEFAULT '[]';
ALTER TABLE players ADD COLUMN fields TEXT NOT NULL DEFAULT '{}';
ALTER TABLE orders ADD COLUMN game_fields TEXT;
