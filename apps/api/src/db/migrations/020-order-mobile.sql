-- The receipt's mobile number a guest may give instead of an email (national digits, checked against
-- the order country's mobile pattern); the receipt then goes by SMS.
ALTER TABLE orders ADD COLUMN mobile TEXT;
