import type { Db } from '../../db/database';
import { findHolder, getUser, insertUser, isRecentlyDeletedUsername, normalizeEmail, type UserRow } from '../users';

export const SOCIAL_PROVIDERS = ['Google', 'Facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What an identity provider says about the person who signed in. */
export interface ProviderProfile {
  provider: SocialProvider;
  /** The provider's stable id of the person. */
  providerUserId: string;
  email?: string | undefined;
  name?: string | undefined;
}

/** The section 8 outcomes of a social sign-in that is refused. */
export type SocialSignInRefusal = 'DELETED_EMAIL_ACCOUNT' | 'EMAIL_ATTRIBUTE_MISSING';

export type SocialSignInResult = { ok: true; user: UserRow; created: boolean } | { ok: false; error: SocialSignInRefusal };

interface IdentityRow {
  provider: SocialProvider;
  provider_user_id: string;
  sub: string;
  created_at: string;
}

/**
 * The user of a provider identity (section 4 social sign-in, section 6 "social users are recognised by identities"):
 * - a known identity signs in its user; one whose user was deleted gives DELETED_EMAIL_ACCOUNT;
 * - a new identity without an email gives EMAIL_ATTRIBUTE_MISSING;
 * - a new identity whose email belongs to an account deleted in the hold period gives DELETED_EMAIL_ACCOUNT;
 * - a new identity whose (provider-verified) email is an active account's username or verified email joins that
 *   account (docs/decisions/social-sign-in.md);
 * - else a new confirmed account: username and verified email from the provider, no password, custom:idpVerified.
 */
export function signInWithIdentity(db: Db, profile: ProviderProfile): SocialSignInResult {
  return db.transaction((): SocialSignInResult => {
    const known = db.prepare('SELECT sub FROM user_identities WHERE provider = ? AND provider_user_id = ?').get(profile.provider, profile.providerUserId) as
      | { sub: string }
      | undefined;
    if (known) {
      const user = getUser(db, known.sub);
      return user ? { ok: true, user, created: false } : { ok: false, error: 'DELETED_EMAIL_ACCOUNT' };
    }
    if (!profile.email) return { ok: false, error: 'EMAIL_ATTRIBUTE_MISSING' };
    let email: string;
    try {
      email = normalizeEmail(profile.email);
    } catch {
      return { ok: false, error: 'EMAIL_ATTRIBUTE_MISSING' };
    }
    if (isRecentlyDeletedUsername(db, email)) return { ok: false, error: 'DELETED_EMAIL_ACCOUNT' };
    const holder = findHolder(db, 'email', email)?.user;
    const user =
      holder ??
      insertUser(db, {
        username: email,
        usernameType: 'email',
        passwordHash: null,
        status: 'CONFIRMED',
        attributes: { name: profile.name?.trim().slice(0, 256) || null, idp_verified: 'true' },
      });
    db.prepare('INSERT INTO user_identities (provider, provider_user_id, sub, created_at) VALUES (?, ?, ?, ?)').run(
      profile.provider,
      profile.providerUserId,
      user.sub,
      new Date().toISOString(),
    );
    return { ok: true, user, created: !holder };
  })();
}

/** Cognito's `identities` attribute of a user (a JSON string), or undefined for an account without one. */
export function identitiesAttribute(db: Db, sub: string): string | undefined {
  const rows = db.prepare('SELECT provider, provider_user_id, sub, created_at FROM user_identities WHERE sub = ? ORDER BY created_at').all(sub) as IdentityRow[];
  if (rows.length === 0) return undefined;
  return JSON.stringify(
    rows.map((r, i) => ({
      userId: r.provider_user_id,
      providerName: r.provider,
      providerType: r.provider,
      issuer: null,
      primary: String(i === 0),
      dateCreated: String(Date.parse(r.created_at)),
    })),
  );
}
