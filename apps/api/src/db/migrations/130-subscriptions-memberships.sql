-- Subscriptions choose their recurrence at purchase (7, 30, 90 or 365 days) and are linked after payment;
-- memberships (seasonal, Star Pass) are limited per player.
ALTER TABLE skus ADD COLUMN membership TEXT;            -- NULL, 'seasonal' (once per 93 days) or 'star-pass' (once per account)
ALTER TABLE orders ADD COLUMN recurrence_days INTEGER;  -- a subscription order's chosen recurrence
ALTER TABLE subscriptions ADD COLUMN links_at TEXT;     -- while Initializing: when the provider's recurring authorisation answers
ALTER TABLE subscriptions ADD COLUMN price_minor INTEGER;
ALTER TABLE subscriptions ADD COLUMN currency TEXT;
CREATE INDEX orders_membership ON orders (gvt_id, player_user_id, player_zone_id, sku_id, status);
