-- Prices are shown VAT-inclusive; each order records the VAT part of its total and the rate used, and
-- the cashback it earns (a percentage of the total set per game). The rates are each country's standard
-- rate on digital goods sold to consumers, as store reference data: a real deployment takes them from
-- its tax service. A country without a row charges no VAT (e.g. the US, where sales tax is per state).
CREATE TABLE vat_rates (
  country TEXT PRIMARY KEY,
  percent REAL NOT NULL CHECK (percent >= 0 AND percent < 100)
);
INSERT INTO vat_rates (country, percent) VALUES
  ('sg', 9), ('my', 8), ('ph', 12), ('id', 11), ('th', 7), ('kh', 10), ('la', 10), ('mm', 5), ('vn', 10),
  ('in', 18), ('pk', 18), ('bd', 15), ('lk', 18), ('np', 13), ('tw', 5), ('kr', 10), ('jp', 10), ('mn', 10),
  ('kz', 12), ('sa', 15), ('ae', 5), ('bh', 10), ('tr', 20), ('eg', 14), ('ma', 20), ('ng', 7.5), ('za', 15),
  ('ke', 16), ('ca', 5), ('mx', 16), ('gt', 12), ('ar', 21), ('bo', 13), ('cl', 19), ('co', 19), ('ec', 15),
  ('pe', 18), ('py', 10), ('uy', 22), ('gb', 20), ('ie', 23), ('de', 19), ('fr', 20), ('es', 21), ('it', 22),
  ('nl', 21), ('be', 21), ('lu', 17), ('at', 20), ('ch', 8.1), ('pt', 23), ('dk', 25), ('no', 25), ('se', 25),
  ('fi', 25.5), ('pl', 23), ('cz', 21), ('sk', 23), ('hu', 27), ('ro', 21), ('gr', 24), ('cy', 19), ('mt', 18),
  ('ee', 24), ('lv', 21), ('lt', 21), ('si', 22), ('hr', 25), ('ru', 20), ('au', 10), ('nz', 15);

ALTER TABLE games ADD COLUMN cashback_percent REAL NOT NULL DEFAULT 0 CHECK (cashback_percent >= 0 AND cashback_percent <= 100);

ALTER TABLE orders ADD COLUMN vat_percent REAL NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN vat_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN cashback_minor INTEGER NOT NULL DEFAULT 0;
