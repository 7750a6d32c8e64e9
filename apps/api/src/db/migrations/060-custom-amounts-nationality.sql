-- A denomination whose price the shopper chooses (a custom amount, "variable denomination" in the
-- spec): its price row holds the minimum (price_minor) and the maximum (max_price_minor); the minimum
-- buys skus.amount units and a larger amount proportionally more. NULL = a fixed price.
ALTER TABLE prices ADD COLUMN max_price_minor INTEGER CHECK (max_price_minor IS NULL OR max_price_minor >= price_minor);
-- What an order bought in units (a custom amount's share), and the buyer's nationality where the store asks.
ALTER TABLE orders ADD COLUMN units INTEGER;
ALTER TABLE orders ADD COLUMN nationality TEXT;
