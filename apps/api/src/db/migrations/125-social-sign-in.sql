-- Social sign-in (Google, Facebook) through the API's hosted sign-in (apps/api/src/cognito/hostedSignIn).

-- An identity-provider account linked to a user (Cognito's `identities` attribute).
CREATE TABLE user_identities (
  provider TEXT NOT NULL CHECK (provider IN ('Google', 'Facebook')),
  provider_user_id TEXT NOT NULL,
  sub TEXT NOT NULL REFERENCES users (sub),
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, provider_user_id)
);
CREATE INDEX user_identities_sub ON user_identities (sub);

-- Short-lived OAuth state: an authorize request waiting for the identity provider ('request'), and an
-- authorization code waiting for the token call ('code'). Keyed by the SHA-256 of the secret handle; used once.
CREATE TABLE oauth_grants (
  handle_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('request', 'code')),
  payload TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX oauth_grants_expires ON oauth_grants (expires_at);
