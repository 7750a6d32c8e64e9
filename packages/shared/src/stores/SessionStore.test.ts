import { UserType } from '../domain/statuses';
import { SessionStore } from './SessionStore';

const ATTRS = { sub: 'u-1', email: 'a@b.co', 'custom:country_code': 'SG', 'custom:lang_code': 'en', 'custom:logged_in': '1' };
const PLAYER = { name: 'PlayerOne', id: 'p1', status: 2, country: 'SG', accessToken: 'partner-tok' };

describe('SessionStore (sections 4, 6)', () => {
  test('guest by default; identity gives no tokens', async () => {
    const s = new SessionStore({ getIdToken: async () => 'id-tok' });
    expect(s.userType).toBe(UserType.Guest);
    await expect(s.getIdToken()).resolves.toBeUndefined();
    expect(s.getPartnerToken()).toBeUndefined();
  });

  test('sign-in: user type 2, ID token from the source', async () => {
    const s = new SessionStore({ getIdToken: async () => 'id-tok' });
    expect(s.completeSignIn(ATTRS)).toEqual({ ok: true, isFirstLogin: false, attributesToUpdate: {} });
    expect(s.userType).toBe(2);
    expect(s.isSignedIn).toBe(true);
    expect(s.userCountry).toBe('sg');
    await expect(s.getIdToken()).resolves.toBe('id-tok');
    expect(new SessionStore().completeSignIn(ATTRS).ok).toBe(true);
  });

  test.each([[undefined], ['0'], ['']])('logged_in %p: first login, set logged_in to 1', (loggedIn) => {
    const s = new SessionStore();
    const r = s.completeSignIn({ ...ATTRS, 'custom:logged_in': loggedIn });
    expect(r).toEqual({ ok: true, isFirstLogin: true, attributesToUpdate: { 'custom:logged_in': '1' } });
    expect(s.isFirstLogin).toBe(true);
    expect(s.user?.['custom:logged_in']).toBe('1');
  });

  test('no attributes: sign out and raise the unknown sign-in error', () => {
    const s = new SessionStore();
    const cleared = jest.fn();
    s.onSignOut(cleared);
    s.setSoftSignedIn({ email: 'x@y.z' });
    expect(s.completeSignIn(undefined)).toEqual({ ok: false, code: 'UNKNOWN_SIGN_IN_ERROR' });
    expect(s.userType).toBe(UserType.Guest);
    expect(cleared).toHaveBeenCalled();
  });

  test('soft-signed-in guest (user type 1) by contact; not over a signed-in user', () => {
    const s = new SessionStore();
    s.setSoftSignedIn({});
    expect(s.userType).toBe(0);
    s.setSoftSignedIn({ phone: '+6581234567' });
    expect(s.userType).toBe(1);
    expect(s.contact).toEqual({ phone: '+6581234567' });
    s.completeSignIn(ATTRS);
    s.setSoftSignedIn({ email: 'x@y.z' });
    expect(s.userType).toBe(2);
    expect(s.contact).toBeUndefined();
  });

  test('partner account: its token wins; invalid player refused; clear logs it out', async () => {
    const s = new SessionStore({ getIdToken: async () => 'id' });
    expect(s.setPartnerAccount({ name: 'x' })).toBe(false);
    expect(s.setPartnerAccount(PLAYER, { isInPreRegistrationPhase: true, signInErrorType: 'UNKNOWN' })).toBe(true);
    expect(s.isPartnerAccount).toBe(true);
    expect(s.partnerAccount).toEqual({ playerInfo: { ...PLAYER, country: 'sg' }, isInPreRegistrationPhase: true, signInErrorType: 'UNKNOWN' });
    expect(s.getPartnerToken()).toBe('partner-tok');
    s.clearPartnerAccount();
    expect(s.getPartnerToken()).toBeUndefined();
    s.setPartnerAccount(PLAYER);
    expect(s.partnerAccount?.isInPreRegistrationPhase).toBe(false);
  });

  test('sign-out clears user, partner account and calls the listeners (wallet, notifications)', () => {
    const s = new SessionStore();
    const a = jest.fn();
    const off = s.onSignOut(a);
    s.completeSignIn(ATTRS);
    s.setPartnerAccount(PLAYER);
    s.signOut();
    expect(s.user).toBeUndefined();
    expect(s.partnerAccount).toBeUndefined();
    expect(s.userType).toBe(0);
    expect(a).toHaveBeenCalledTimes(1);
    off();
    s.signOut();
    expect(a).toHaveBeenCalledTimes(1);
  });

  test('refreshUser at token expiry', () => {
    const s = new SessionStore();
    expect(s.refreshUser(ATTRS)).toBe(false);
    s.completeSignIn(ATTRS);
    expect(s.refreshUser({ ...ATTRS, name: 'New' })).toBe(true);
    expect(s.user?.name).toBe('New');
    expect(s.refreshUser({})).toBe(false);
  });

  test('social users are recognised by identities', () => {
    const s = new SessionStore();
    s.completeSignIn(ATTRS);
    expect(s.isSocialUser).toBe(false);
    s.completeSignIn({ ...ATTRS, identities: '[{"providerName":"Google"}]' });
    expect(s.isSocialUser).toBe(true);
    s.completeSignIn({ ...ATTRS, identities: [{ providerName: 'Facebook' }] });
    expect(s.isSocialUser).toBe(true);
  });

  test('a social account without a date of birth needs its profile completed; a password account or a dated one does not', () => {
    const s = new SessionStore();
    expect(s.needsProfile).toBe(false);
    s.completeSignIn({ sub: 'u-1', email: 'a@example.com' });
    expect(s.needsProfile).toBe(false);
    s.completeSignIn({ sub: 'u-2', email: 'g@example.com', identities: '[{"providerName":"Google"}]' });
    expect(s.needsProfile).toBe(true);
    s.refreshUser({ sub: 'u-2', email: 'g@example.com', identities: '[{"providerName":"Google"}]', 'custom:birth_date': '1990-05-17' });
    expect(s.needsProfile).toBe(false);
  });

  // Section 4: "The lang_code attribute is updated when the switched language differs from stored and
  // the shop country equals the user's country."
  test.each([
    [{ countryCode: 'sg', switchedLanguage: 'zh' }, 'zh'],
    [{ countryCode: 'SG', switchedLanguage: 'zh' }, 'zh'],
    [{ countryCode: 'sg', switchedLanguage: 'en' }, undefined],
    [{ countryCode: 'id', switchedLanguage: 'en' }, undefined],
    [{ countryCode: 'sg', switchedLanguage: undefined }, undefined],
    [{ countryCode: undefined, switchedLanguage: 'zh' }, undefined],
  ])('lang_code update for %p -> %p', (shop, expected) => {
    const s = new SessionStore();
    expect(s.langCodeUpdate(shop)).toBeUndefined();
    s.completeSignIn(ATTRS);
    expect(s.langCodeUpdate(shop)).toBe(expected);
  });
});
