-- Captcha tokens already used (apps/api/src/captcha): a token passes once. Rows go when the token has expired.
CREATE TABLE captcha_used (
  nonce TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX captcha_used_expires ON captcha_used (expires_at);
