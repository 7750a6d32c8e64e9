-- Shop accounts: a Cognito-user-pool-compatible store (apps/api/src/cognito).
-- A user signs up with an email or a phone number as username; both (when verified) sign in.
-- Deleting an account is a soft delete: the row (and its sub, which other tables may reference) stays,
-- personal data is wiped and deleted_at is set.
CREATE TABLE users (
  sub TEXT PRIMARY KEY,
  -- The email or phone number the user signed up with (lower-case email or E.164 phone); NULL once deleted.
  username TEXT UNIQUE,
  username_type TEXT NOT NULL CHECK (username_type IN ('email', 'phone_number')),
  email TEXT,
  email_verified INTEGER NOT NULL DEFAULT 0,
  phone_number TEXT,
  phone_number_verified INTEGER NOT NULL DEFAULT 0,
  -- A new email / phone number waiting for VerifyUserAttribute (the old one stays active until then).
  pending_email TEXT,
  pending_phone_number TEXT,
  name TEXT,
  birth_date TEXT,
  subscribe_marketing TEXT,
  country_code TEXT,
  country_name TEXT,
  lang_code TEXT,
  logged_in TEXT,
  idp_verified TEXT,
  password_hash TEXT,
  status TEXT NOT NULL CHECK (status IN ('UNCONFIRMED', 'CONFIRMED', 'DELETED')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX users_email ON users (email);
CREATE INDEX users_phone_number ON users (phone_number);

-- Usernames (email / phone) of deleted accounts: signing up again with one gives User_Deleted.
CREATE TABLE cognito_deleted_usernames (
  username TEXT PRIMARY KEY,
  sub TEXT NOT NULL,
  deleted_at TEXT NOT NULL
);

-- CPF numbers (Brazil) recorded at sign-up, stored as a SHA-256 hash: one account per CPF.
CREATE TABLE cognito_cpf (
  cpf_hash TEXT PRIMARY KEY,
  sub TEXT NOT NULL
);

-- The installation's token-signing key pairs (JWK JSON). The newest active one signs; all are published.
CREATE TABLE cognito_keys (
  kid TEXT PRIMARY KEY,
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- One row per sign-in (origin_jti of its tokens). The refresh token is stored as a SHA-256 hash.
CREATE TABLE cognito_sessions (
  origin_jti TEXT PRIMARY KEY,
  sub TEXT NOT NULL,
  refresh_hash TEXT NOT NULL UNIQUE,
  auth_time INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at TEXT
);
CREATE INDEX cognito_sessions_sub ON cognito_sessions (sub);

-- One-time codes: sign-up confirmation, forgot password, attribute verification. Stored hashed.
CREATE TABLE cognito_codes (
  sub TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('signup', 'forgot_password', 'verify_email', 'verify_phone_number')),
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (sub, purpose)
);

-- Events counted for rate limits: failed sign-ins and codes sent, per key (a user's sub).
CREATE TABLE cognito_events (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX cognito_events_key ON cognito_events (kind, key, at);
