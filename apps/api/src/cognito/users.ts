import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { validateBirthDate } from '@store/shared/domain';
import { MIN_AGE, DELETED_USERNAME_HOLD, nowSeconds } from './constants';
import { CognitoError, errors } from './errors';

export type UsernameType = 'email' | 'phone_number';
export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'DELETED';

export interface UserRow {
  sub: string;
  username: string | null;
  username_type: UsernameType;
  email: string | null;
  email_verified: number;
  phone_number: string | null;
  phone_number_verified: number;
  pending_email: string | null;
  pending_phone_number: string | null;
  name: string | null;
  birth_date: string | null;
  subscribe_marketing: string | null;
  country_code: string | null;
  country_name: string | null;
  lang_code: string | null;
  logged_in: string | null;
  idp_verified: string | null;
  password_hash: string | null;
  status: UserStatus;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export type AttributeColumn =
  | 'name'
  | 'email'
  | 'phone_number'
  | 'birth_date'
  | 'subscribe_marketing'
  | 'country_code'
  | 'country_name'
  | 'lang_code'
  | 'logged_in'
  | 'idp_verified';

interface AttributeDef {
  column: AttributeColumn;
  /** Whether the app client may write it (SignUp, UpdateUserAttributes). */
  writable: boolean;
  /** Returns the value to store (null clears) or throws InvalidParameterException. */
  parse: (value: string, name: string) => string | null;
}

const EMAIL_RE = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_RE = /^\+[1-9]\d{4,14}$/;

export function normalizeEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !EMAIL_RE.test(email)) throw errors.invalidParameter('Invalid email address format.');
  return email;
}

export function normalizePhone(value: string): string {
  const phone = value.trim().replace(/[\s-]/g, '');
  if (!PHONE_RE.test(phone)) throw errors.invalidParameter('Invalid phone number format.');
  return phone;
}

function optional(pattern: RegExp, max: number, hint: string) {
  return (value: string, name: string): string | null => {
    if (value === '') return null;
    if (value.length > max || !pattern.test(value)) throw errors.invalidParameter(`Invalid value for attribute ${name}: ${hint}`);
    return value;
  };
}

/** The sign-up birth-date rule is the domain's (validateBirthDate): one rule for the form and the API. */
function parseBirthDate(value: string, name: string): string | null {
  if (value === '') return null;
  const checked = validateBirthDate(value, new Date());
  if (checked.ok) return checked.value;
  if (checked.error.key === 'validation.underage') throw errors.invalidParameter(`Invalid value for attribute ${name}: must be ${MIN_AGE} or over`);
  if (checked.error.key === 'validation.implausibleAge') throw errors.invalidParameter(`Invalid value for attribute ${name}: implausible date`);
  throw errors.invalidParameter(`Invalid value for attribute ${name}: expected a date YYYY-MM-DD`);
}

export const ATTRIBUTES: Record<string, AttributeDef> = {
  name: { column: 'name', writable: true, parse: optional(/^\P{Cc}+$/u, 256, 'at most 256 characters') },
  email: { column: 'email', writable: true, parse: (v) => normalizeEmail(v) },
  phone_number: { column: 'phone_number', writable: true, parse: (v) => normalizePhone(v) },
  'custom:birth_date': { column: 'birth_date', writable: true, parse: parseBirthDate },
  'custom:subscribe_marketing': { column: 'subscribe_marketing', writable: true, parse: optional(/^(true|false|0|1)$/, 5, 'true, false, 1 or 0') },
  'custom:country_code': { column: 'country_code', writable: true, parse: optional(/^[A-Za-z]{2}$/, 2, 'a two-letter country code') },
  'custom:country_name': { column: 'country_name', writable: true, parse: optional(/^\P{Cc}+$/u, 100, 'at most 100 characters') },
  'custom:lang_code': { column: 'lang_code', writable: true, parse: optional(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, 35, 'a language code') },
  'custom:logged_in': { column: 'logged_in', writable: true, parse: optional(/^(0|1)$/, 1, '0 or 1') },
  // Set by the server for social (identity-provider) accounts only.
  'custom:idpVerified': { column: 'idp_verified', writable: false, parse: optional(/^(true|false)$/, 5, 'true or false') },
};

const READ_ONLY = new Set(['sub', 'email_verified', 'phone_number_verified', 'identities', 'cognito:username']);

/** Validates Cognito-style attributes written by the client into column values. */
export function parseAttributeList(list: ReadonlyArray<{ Name: string; Value?: string | undefined }>): Partial<Record<AttributeColumn, string | null>> {
  const out: Partial<Record<AttributeColumn, string | null>> = {};
  for (const { Name, Value } of list) {
    const def = ATTRIBUTES[Name];
    if (!def) {
      if (READ_ONLY.has(Name)) throw new CognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
      throw errors.invalidParameter(`Attribute does not exist in the schema: ${Name}`);
    }
    if (!def.writable) throw new CognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
    out[def.column] = def.parse(Value ?? '', Name);
  }
  return out;
}

/** Cognito's GetUser attribute list (strings). */
export function userAttributes(user: UserRow): Array<{ Name: string; Value: string }> {
  const list: Array<{ Name: string; Value: string }> = [{ Name: 'sub', Value: user.sub }];
  if (user.email !== null) {
    list.push({ Name: 'email', Value: user.email }, { Name: 'email_verified', Value: String(user.email_verified === 1) });
  }
  if (user.phone_number !== null) {
    list.push(
      { Name: 'phone_number', Value: user.phone_number },
      { Name: 'phone_number_verified', Value: String(user.phone_number_verified === 1) },
    );
  }
  for (const [name, def] of Object.entries(ATTRIBUTES)) {
    if (name === 'email' || name === 'phone_number') continue;
    const value = user[def.column];
    if (value !== null) list.push({ Name: name, Value: value });
  }
  return list;
}

/** The identity claims of an ID token. */
export function idTokenAttributeClaims(user: UserRow): Record<string, unknown> {
  const claims: Record<string, unknown> = { sub: user.sub };
  for (const { Name, Value } of userAttributes(user)) {
    if (Name === 'email_verified' || Name === 'phone_number_verified') claims[Name] = Value === 'true';
    else claims[Name] = Value;
  }
  return claims;
}

/** What a Username parameter names: an email, a phone number, or the user's sub. */
export function parseLogin(raw: string): { type: UsernameType | 'sub'; value: string } {
  const value = raw.trim();
  if (value.includes('@')) return { type: 'email', value: normalizeEmail(value) };
  if (/^\+/.test(value)) return { type: 'phone_number', value: normalizePhone(value) };
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return { type: 'sub', value: value.toLowerCase() };
  throw errors.invalidParameter('Username should be an email or a phone number in E.164 format (+<country code><number>).');
}

const ACTIVE = "status != 'DELETED'";

export function getUser(db: Db, sub: string): UserRow | undefined {
  return db.prepare(`SELECT * FROM users WHERE sub = ? AND ${ACTIVE}`).get(sub) as UserRow | undefined;
}

/**
 * The user a login names: by the username it signed up with, by a verified email / phone alias, or by sub.
 * The username match wins over an alias match.
 */
export function findUserByLogin(db: Db, raw: string): UserRow | undefined {
  const login = parseLogin(raw);
  if (login.type === 'sub') return getUser(db, login.value);
  const byUsername = db.prepare(`SELECT * FROM users WHERE username = ? AND ${ACTIVE}`).get(login.value) as UserRow | undefined;
  if (byUsername) return byUsername;
  const column = login.type;
  return db
    .prepare(`SELECT * FROM users WHERE ${column} = ? AND ${column}_verified = 1 AND ${ACTIVE} ORDER BY created_at LIMIT 1`)
    .get(login.value) as UserRow | undefined;
}

/** Another active user holding this email / phone as username or as a verified attribute. */
export function findHolder(db: Db, type: UsernameType, value: string, exceptSub = ''): { user: UserRow; asUsername: boolean } | undefined {
  const byUsername = db.prepare(`SELECT * FROM users WHERE username = ? AND sub != ? AND ${ACTIVE}`).get(value, exceptSub) as UserRow | undefined;
  if (byUsername) return { user: byUsername, asUsername: true };
  const verified = db
    .prepare(`SELECT * FROM users WHERE ${type} = ? AND ${type}_verified = 1 AND sub != ? AND ${ACTIVE} LIMIT 1`)
    .get(value, exceptSub) as UserRow | undefined;
  return verified ? { user: verified, asUsername: false } : undefined;
}

export function isRecentlyDeletedUsername(db: Db, username: string): boolean {
  const row = db.prepare('SELECT deleted_at FROM cognito_deleted_usernames WHERE username = ?').get(username) as { deleted_at: string } | undefined;
  if (!row) return false;
  return Date.parse(row.deleted_at) / 1000 > nowSeconds() - DELETED_USERNAME_HOLD;
}

export interface NewUser {
  username: string;
  usernameType: UsernameType;
  /** None for an account made by social sign-in (it signs in through its provider only). */
  passwordHash: string | null;
  status: 'UNCONFIRMED' | 'CONFIRMED';
  attributes: Partial<Record<AttributeColumn, string | null>>;
}

export function insertUser(db: Db, input: NewUser): UserRow {
  const sub = randomUUID();
  const now = new Date().toISOString();
  const confirmed = input.status === 'CONFIRMED';
  const row: Record<string, unknown> = {
    name: null, email: null, phone_number: null, birth_date: null, subscribe_marketing: null, country_code: null,
    country_name: null, lang_code: null, logged_in: null, idp_verified: null,
    ...input.attributes,
    sub,
    username: input.username,
    username_type: input.usernameType,
    email_verified: confirmed && input.usernameType === 'email' ? 1 : 0,
    phone_number_verified: confirmed && input.usernameType === 'phone_number' ? 1 : 0,
    password_hash: input.passwordHash,
    status: input.status,
    created_at: now,
    updated_at: now,
  };
  row[input.usernameType] = input.username;
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(row);
  return getUser(db, sub) as UserRow;
}

type UpdatableColumn = Exclude<keyof UserRow, 'sub' | 'created_at'>;

export function updateUser(db: Db, sub: string, changes: Partial<Pick<UserRow, UpdatableColumn>>): void {
  const columns = Object.keys(changes) as UpdatableColumn[];
  if (columns.length === 0) return;
  const sets = columns.map((c) => `${c} = @${c}`).join(', ');
  db.prepare(`UPDATE users SET ${sets}, updated_at = @updated_at WHERE sub = @sub`).run({ ...changes, sub, updated_at: new Date().toISOString() });
}

/** Soft delete: keeps the row (other tables may reference the sub), wipes personal data, remembers the username. */
export function softDeleteUser(db: Db, user: UserRow): void {
  const now = new Date().toISOString();
  db.transaction(() => {
    for (const username of [user.username, user.email_verified ? user.email : null, user.phone_number_verified ? user.phone_number : null]) {
      if (username) {
        db.prepare('INSERT OR REPLACE INTO cognito_deleted_usernames (username, sub, deleted_at) VALUES (?, ?, ?)').run(username, user.sub, now);
      }
    }
    db.prepare(
      `UPDATE users SET username = NULL, email = NULL, phone_number = NULL, pending_email = NULL, pending_phone_number = NULL,
         name = NULL, birth_date = NULL, subscribe_marketing = NULL, country_code = NULL, country_name = NULL, lang_code = NULL,
         logged_in = NULL, idp_verified = NULL, password_hash = NULL, email_verified = 0, phone_number_verified = 0,
         status = 'DELETED', deleted_at = @now, updated_at = @now WHERE sub = @sub`,
    ).run({ sub: user.sub, now });
    db.prepare('UPDATE cognito_sessions SET revoked_at = ? WHERE sub = ? AND revoked_at IS NULL').run(now, user.sub);
    db.prepare('DELETE FROM cognito_codes WHERE sub = ?').run(user.sub);
    db.prepare('DELETE FROM cognito_cpf WHERE sub = ?').run(user.sub);
  })();
}

/** Where a code for this user goes: the given channel of the user. */
export function maskDestination(channel: UsernameType, value: string): string {
  if (channel === 'email') {
    const [local = '', domain = ''] = value.split('@');
    return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
  }
  return `+${'*'.repeat(Math.max(0, value.length - 5))}${value.slice(-4)}`;
}
