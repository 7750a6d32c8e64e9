import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, errors as joseErrors, type JWK, type JWTPayload } from 'jose';
import type { Db } from '../db/database';
import { ACCESS_TOKEN_TTL, CLIENT_ID, ID_TOKEN_TTL, REFRESH_TOKEN_TTL, USER_POOL_ID, nowSeconds } from './constants';
import { errors } from './errors';
import { identitiesAttribute } from './hostedSignIn/identities';
import { getUser, idTokenAttributeClaims, type UserRow } from './users';

// ---- Issuer ---------------------------------------------------------------------------------------

const publicUrls = new WeakMap<Db, () => string>();
const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:4000';

/** Records the public URL (read at each use) tokens of this database are issued under: `<publicUrl>/cognito/local_store`. */
export function setIssuer(db: Db, publicUrl: () => string): void {
  publicUrls.set(db, publicUrl);
}

export function issuerOf(db: Db): string {
  const publicUrl = publicUrls.get(db)?.() ?? DEFAULT_PUBLIC_URL;
  return `${publicUrl.replace(/\/+$/, '')}/cognito/${USER_POOL_ID}`;
}

// ---- Signing keys ---------------------------------------------------------------------------------

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

interface KeyMaterial {
  kid: string;
  privateKey: SigningKey;
  jwks: { keys: JWK[] };
  verifyKeys: ReturnType<typeof createLocalJWKSet>;
}

const keyCache = new WeakMap<Db, Promise<KeyMaterial>>();

interface KeyRow {
  kid: string;
  private_jwk: string;
  public_jwk: string;
}

async function loadOrCreateKeys(db: Db): Promise<KeyMaterial> {
  let rows = db.prepare('SELECT kid, private_jwk, public_jwk FROM cognito_keys ORDER BY created_at DESC').all() as KeyRow[];
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const kid = randomUUID();
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    // Another process on the same database may have won the race: keep whichever key is stored first.
    db.prepare('INSERT INTO cognito_keys (kid, private_jwk, public_jwk, created_at) SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM cognito_keys)').run(
      kid,
      JSON.stringify(privateJwk),
      JSON.stringify(publicJwk),
      new Date().toISOString(),
    );
    rows = db.prepare('SELECT kid, private_jwk, public_jwk FROM cognito_keys ORDER BY created_at DESC').all() as KeyRow[];
  }
  const current = rows[0] as KeyRow;
  const privateKey = (await importJWK(JSON.parse(current.private_jwk) as JWK, 'RS256')) as SigningKey;
  const jwks = { keys: rows.map((r) => JSON.parse(r.public_jwk) as JWK) };
  return { kid: current.kid, privateKey, jwks, verifyKeys: createLocalJWKSet(jwks) };
}

function keys(db: Db): Promise<KeyMaterial> {
  let cached = keyCache.get(db);
  if (!cached) {
    cached = loadOrCreateKeys(db);
    keyCache.set(db, cached);
    cached.catch(() => keyCache.delete(db));
  }
  return cached;
}

/** The public keys, as served at /.well-known/jwks.json. */
export async function publicJwks(db: Db): Promise<{ keys: JWK[] }> {
  return (await keys(db)).jwks;
}

// ---- Sessions and tokens --------------------------------------------------------------------------

export interface Session {
  origin_jti: string;
  sub: string;
  auth_time: number;
  expires_at: number;
  revoked_at: string | null;
}

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

function hashRefresh(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function sign(db: Db, claims: JWTPayload, ttl: number, now: number): Promise<string> {
  const { kid, privateKey } = await keys(db);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(issuerOf(db))
    .setIssuedAt(now)
    .setExpirationTime(now + ttl)
    .setJti(randomUUID())
    .sign(privateKey);
}

/** A social user's ID token lists its provider identities, as Cognito's does (a parsed list). */
function identityClaims(db: Db, sub: string): { identities?: unknown } {
  const identities = identitiesAttribute(db, sub);
  return identities ? { identities: JSON.parse(identities) as unknown } : {};
}

async function signSessionTokens(db: Db, user: UserRow, session: Session): Promise<{ AccessToken: string; IdToken: string }> {
  const now = nowSeconds();
  const eventId = randomUUID();
  const common = { origin_jti: session.origin_jti, event_id: eventId, auth_time: session.auth_time };
  const AccessToken = await sign(
    db,
    { sub: user.sub, client_id: CLIENT_ID, token_use: 'access', scope: 'aws.cognito.signin.user.admin', username: user.sub, ...common },
    ACCESS_TOKEN_TTL,
    now,
  );
  const IdToken = await sign(
    db,
    { ...idTokenAttributeClaims(user), ...identityClaims(db, user.sub), 'cognito:username': user.sub, aud: CLIENT_ID, token_use: 'id', ...common },
    ID_TOKEN_TTL,
    now,
  );
  return { AccessToken, IdToken };
}

/** A sign-in: a new session with its refresh token, and its first access and ID tokens. */
export async function startSession(db: Db, user: UserRow): Promise<AuthenticationResult> {
  await keys(db);
  const now = nowSeconds();
  const refreshToken = randomBytes(48).toString('base64url');
  const session: Session = { origin_jti: randomUUID(), sub: user.sub, auth_time: now, expires_at: now + REFRESH_TOKEN_TTL, revoked_at: null };
  db.prepare('DELETE FROM cognito_sessions WHERE sub = ? AND expires_at < ?').run(user.sub, now);
  db.prepare(
    'INSERT INTO cognito_sessions (origin_jti, sub, refresh_hash, auth_time, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(session.origin_jti, user.sub, hashRefresh(refreshToken), now, new Date().toISOString(), session.expires_at);
  const tokens = await signSessionTokens(db, user, session);
  return { ...tokens, RefreshToken: refreshToken, ExpiresIn: ACCESS_TOKEN_TTL, TokenType: 'Bearer' };
}

function sessionOfRefreshToken(db: Db, refreshToken: string): Session {
  const session = db.prepare('SELECT origin_jti, sub, auth_time, expires_at, revoked_at FROM cognito_sessions WHERE refresh_hash = ?').get(
    hashRefresh(refreshToken),
  ) as Session | undefined;
  if (!session) throw errors.invalidRefreshToken();
  if (session.revoked_at !== null) throw errors.tokenRevoked('Refresh');
  if (session.expires_at <= nowSeconds()) throw errors.invalidRefreshToken();
  return session;
}

/** New access and ID tokens for a refresh token (the refresh token itself is not rotated). */
export async function refreshSession(db: Db, refreshToken: string): Promise<AuthenticationResult> {
  const session = sessionOfRefreshToken(db, refreshToken);
  const user = getUser(db, session.sub);
  if (!user || user.status !== 'CONFIRMED') throw errors.tokenRevoked('Refresh');
  const tokens = await signSessionTokens(db, user, session);
  return { ...tokens, ExpiresIn: ACCESS_TOKEN_TTL, TokenType: 'Bearer' };
}

/** RevokeToken: ends the session of a refresh token (its access tokens are refused from then on). */
export function revokeRefreshToken(db: Db, refreshToken: string): void {
  const session = db.prepare('SELECT origin_jti FROM cognito_sessions WHERE refresh_hash = ?').get(hashRefresh(refreshToken)) as
    | { origin_jti: string }
    | undefined;
  // Cognito answers success for an unknown or already revoked token too.
  if (session) db.prepare('UPDATE cognito_sessions SET revoked_at = ? WHERE origin_jti = ? AND revoked_at IS NULL').run(new Date().toISOString(), session.origin_jti);
}

/** GlobalSignOut (and password reset): ends every session of a user. */
export function revokeAllSessions(db: Db, sub: string): void {
  db.prepare('UPDATE cognito_sessions SET revoked_at = ? WHERE sub = ? AND revoked_at IS NULL').run(new Date().toISOString(), sub);
}

const ISSUER_RE = new RegExp(`^https?://[^/]+(/.*)?/cognito/${USER_POOL_ID}$`);

async function verifyJwt(db: Db, token: string, tokenUse: 'access' | 'id'): Promise<JWTPayload> {
  const { verifyKeys } = await keys(db);
  const { payload } = await jwtVerify(token, verifyKeys, { algorithms: ['RS256'], currentDate: new Date(nowSeconds() * 1000) });
  // The signature proves the token is ours; the issuer's host is whatever public URL was configured when it was issued.
  if (typeof payload.iss !== 'string' || !ISSUER_RE.test(payload.iss)) throw new Error('wrong issuer');
  if (payload.token_use !== tokenUse) throw new Error(`not an ${tokenUse} token`);
  if (tokenUse === 'access' && payload.client_id !== CLIENT_ID) throw new Error('wrong client');
  if (tokenUse === 'id' && payload.aud !== CLIENT_ID) throw new Error('wrong audience');
  if (typeof payload.sub !== 'string' || typeof payload.origin_jti !== 'string') throw new Error('missing claims');
  return payload;
}

function activeSessionUser(db: Db, payload: JWTPayload): UserRow | undefined {
  const session = db.prepare('SELECT sub, revoked_at FROM cognito_sessions WHERE origin_jti = ?').get(payload.origin_jti) as
    | { sub: string; revoked_at: string | null }
    | undefined;
  if (!session || session.revoked_at !== null || session.sub !== payload.sub) return undefined;
  return getUser(db, session.sub);
}

/** The user an access token belongs to; NotAuthorizedException when invalid, expired or revoked. */
export async function authenticateAccessToken(db: Db, token: string): Promise<{ user: UserRow; claims: JWTPayload }> {
  let claims: JWTPayload;
  try {
    claims = await verifyJwt(db, token, 'access');
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw errors.tokenExpired();
    throw errors.invalidAccessToken();
  }
  const user = activeSessionUser(db, claims);
  if (!user) throw errors.tokenRevoked();
  return { user, claims };
}

export type IdTokenClaims = { sub: string; email?: string; phone_number?: string; name?: string; [k: string]: unknown };

/** Verifies an ID token issued here; null when invalid, expired, revoked (signed out) or its user is deleted. */
export async function verifyIdToken(db: Db, token: string): Promise<IdTokenClaims | null> {
  try {
    const claims = await verifyJwt(db, token, 'id');
    if (!activeSessionUser(db, claims)) return null;
    return claims as IdTokenClaims;
  } catch {
    return null;
  }
}
