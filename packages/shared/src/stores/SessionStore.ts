import { makeAutoObservable } from 'mobx';
import { UserType, type PartnerSignInError } from '@store/shared/domain';
import { PartnerPlayerSchema, UserAttributesSchema, type PartnerPlayer, type UserAttributes } from '@store/shared/api';
import type { IdentityProvider } from '@store/shared/api';

/** Where the signed-in user's ID token comes from (the auth provider adapter); asked on every call. */
export interface IdTokenSource {
  getIdToken(): Promise<string | undefined>;
}
const NO_TOKENS: IdTokenSource = { getIdToken: async () => undefined };

/** A soft-signed-in guest's contact (readings 9). */
export interface GuestContact {
  readonly email?: string;
  readonly phone?: string;
}

/** Section 3 partner account: playerInfo, signInErrorType, isInPreRegistrationPhase. */
export interface PartnerAccount {
  readonly playerInfo: PartnerPlayer;
  readonly signInErrorType?: PartnerSignInError;
  readonly isInPreRegistrationPhase: boolean;
}

export type SignInCompletion =
  | { readonly ok: true; readonly isFirstLogin: boolean; readonly attributesToUpdate: Partial<Record<string, string>> }
  | { readonly ok: false; readonly code: 'UNKNOWN_SIGN_IN_ERROR' };

/**
 * Who the shopper is (section 6): guest 0, soft-signed-in 1, signed-in 2, and a partner account.
 * It is the API clients' identity provider: the partner token for a partner account, else the user's
 * ID token.
 */
export class SessionStore implements IdentityProvider {
  userType: UserType = UserType.Guest;
  user: UserAttributes | undefined = undefined;
  contact: GuestContact | undefined = undefined;
  partnerAccount: PartnerAccount | undefined = undefined;
  isFirstLogin = false;
  private readonly signOutListeners = new Set<() => void>();

  constructor(private readonly tokens: IdTokenSource = NO_TOKENS) {
    makeAutoObservable<this, 'tokens' | 'signOutListeners'>(this, { tokens: false, signOutListeners: false }, { autoBind: true });
  }

  get isSignedIn(): boolean {
    return this.userType === UserType.SignedIn;
  }

  get isPartnerAccount(): boolean {
    return this.partnerAccount !== undefined;
  }

  /** The user's country (custom:country_code), lower case. */
  get userCountry(): string | undefined {
    return this.user?.['custom:country_code']?.toLowerCase();
  }

  /**
   * A social account the store knows no date of birth of (the provider does not share it; a password sign-up
   * always gives one): the profile is completed through /user/auth before the sign-in is done (since 3.1.0).
   */
  get needsProfile(): boolean {
    return this.isSignedIn && this.isSocialUser && !this.user?.['custom:birth_date'];
  }

  /** Social users are recognised by identities (section 6). */
  get isSocialUser(): boolean {
    const ids = this.user?.identities;
    return Array.isArray(ids) ? ids.length > 0 : typeof ids === 'string' && ids !== '' && ids !== '[]';
  }

  async getIdToken(): Promise<string | undefined> {
    return this.userType === UserType.SignedIn ? this.tokens.getIdToken() : undefined;
  }

  getPartnerToken(): string | undefined {
    return this.partnerAccount?.playerInfo.accessToken;
  }

  /**
   * After a successful sign-in (section 4): with no attributes, sign out and raise the unknown sign-in
   * error; if logged_in is absent or 0, mark first login and ask to set logged_in to 1.
   */
  completeSignIn(attributes: unknown): SignInCompletion {
    const parsed = UserAttributesSchema.safeParse(attributes);
    if (!parsed.success) {
      this.signOut();
      return { ok: false, code: 'UNKNOWN_SIGN_IN_ERROR' };
    }
    const loggedIn = parsed.data['custom:logged_in'];
    const first = loggedIn === undefined || loggedIn === '' || loggedIn === '0';
    this.user = first ? { ...parsed.data, 'custom:logged_in': '1' } : parsed.data;
    this.userType = UserType.SignedIn;
    this.contact = undefined;
    this.isFirstLogin = first;
    return { ok: true, isFirstLogin: first, attributesToUpdate: first ? { 'custom:logged_in': '1' } : {} };
  }

  /** Re-fetched attributes at ID-token expiry (section 4); invalid ones leave the user as is. */
  refreshUser(attributes: unknown): boolean {
    const parsed = UserAttributesSchema.safeParse(attributes);
    if (!parsed.success || !this.isSignedIn) return false;
    this.user = parsed.data;
    return true;
  }

  /** A guest known by a contact (email or phone) becomes soft-signed-in (readings 9). */
  setSoftSignedIn(contact: GuestContact): void {
    if (this.isSignedIn || (!contact.email && !contact.phone)) return;
    this.contact = contact;
    this.userType = UserType.SoftSignedIn;
  }

  /** The soft-signed-in guest's contact is forgotten (its rewards were adopted or forfeited): a guest again. */
  clearSoftSignIn(): void {
    if (this.userType !== UserType.SoftSignedIn) return;
    this.contact = undefined;
    this.userType = UserType.Guest;
  }

  setPartnerAccount(player: unknown, extra: { signInErrorType?: PartnerSignInError; isInPreRegistrationPhase?: boolean } = {}): boolean {
    const parsed = PartnerPlayerSchema.safeParse(player);
    if (!parsed.success) return false;
    this.partnerAccount = {
      playerInfo: parsed.data,
      isInPreRegistrationPhase: extra.isInPreRegistrationPhase ?? false,
      ...(extra.signInErrorType ? { signInErrorType: extra.signInErrorType } : {}),
    };
    return true;
  }

  /** Logs out the partner account (a GraphQL 401, a failed authorize, a banned player). */
  clearPartnerAccount(): void {
    this.partnerAccount = undefined;
  }

  /**
   * The lang_code to store, or undefined: when the switched language differs from the stored one and
   * the shop country equals the user's country (section 4).
   */
  langCodeUpdate(shop: { countryCode: string | undefined; switchedLanguage: string | undefined }): string | undefined {
    if (!this.isSignedIn || !shop.switchedLanguage || !shop.countryCode) return undefined;
    if (shop.countryCode.toLowerCase() !== this.userCountry) return undefined;
    return shop.switchedLanguage !== this.user?.['custom:lang_code'] ? shop.switchedLanguage : undefined;
  }

  /** Registers what else a sign-out clears (the wallet and notifications stores). */
  onSignOut(listener: () => void): () => void {
    this.signOutListeners.add(listener);
    return () => this.signOutListeners.delete(listener);
  }

  /** Logout clears user, wallet and notifications (section 4); the partner account goes too. */
  signOut(): void {
    this.user = undefined;
    this.contact = undefined;
    this.partnerAccount = undefined;
    this.userType = UserType.Guest;
    this.isFirstLogin = false;
    for (const l of this.signOutListeners) l();
  }
}
