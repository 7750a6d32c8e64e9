import { createMemoryStorage, countryByCode, missingPartnerLoginField as missingRequiredField } from '@store/shared/domain';
import type { WalletWriteResult } from '@store/shared/api';
import {
  ACCOUNT_INFO_MISSING,
  ACCOUNT_REGION_MISSING,
  PARTNER_ACCOUNT_KEY,
  PARTNER_AUTH_CODE_KEY,
  PARTNER_RETURN_KEY,
  PartnerSignIn,
  SILENT_REAUTH_INTERVAL_MS,
  type PartnerSignInDeps,
} from './partnerSignIn';
import { PartnerSdkUnavailable, type PartnerPlayerInfo, type PartnerSdk } from './partnerSdk';

const SAMIRA: PartnerPlayerInfo = { id: 'EA-1001', name: 'Samira Khan', status: 2, country: 'sg', accountRegion: 'Southeast Asia', accountRegionCode: 'SEA' };

function fakeSdk(player: PartnerPlayerInfo | null = SAMIRA, expiresIn = 3600) {
  return {
    init: jest.fn(() => ({ status: 2000 })),
    login: jest.fn(() => ({ status: 2000 })),
    exchangeCode: jest.fn(async () => ({ status: 2000, accessToken: 'tok', expiresIn })),
    fetchPlayer: jest.fn(async () => (player ? { status: 2000, player } : { status: 2002 })),
    logout: jest.fn(async () => ({ status: 2000 })),
  } satisfies PartnerSdk;
}

function setup(
  o: {
    search?: string;
    pathname?: string;
    sdk?: PartnerSdk | Error;
    authorize?: Partial<WalletWriteResult>;
    now?: number;
    signInStarted?: boolean;
    autoLogin?: boolean;
    preRegistrationPhase?: boolean;
    pageInCountry?: PartnerSignInDeps['pageInCountry'];
  } = {},
) {
  let account: { playerInfo: { name: string; id: string; status: number; country: string; accessToken: string } } | undefined;
  const session = {
    get partnerAccount() {
      return account;
    },
    setPartnerAccount: jest.fn((p: unknown) => {
      account = { playerInfo: p as never };
      return true;
    }),
    // As the shell's reaction does (createPartnerSignIn): a player leaving the session is reported at once.
    clearPartnerAccount: jest.fn(() => {
      const had = account !== undefined;
      account = undefined;
      if (had) partner.sessionLost();
    }),
  };
  const sdk = o.sdk ?? fakeSdk();
  const local = createMemoryStorage();
  const tab = createMemoryStorage();
  // A code or error in the URL is answered only after this tab left for the partner's sign-in.
  if (o.signInStarted ?? /[?&](code|error)=/.test(o.search ?? '')) tab.setItem(PARTNER_RETURN_KEY, JSON.stringify({ path: o.pathname ?? '/en-sg/', search: '' }));
  const calls = { errors: [] as string[], toasts: [] as string[], tracked: [] as string[], authorized: [] as unknown[] };
  let now = o.now ?? 1_000_000;
  const deps: PartnerSignInDeps = {
    config: { sdkUrl: 'http://p/sdk.js', applicationId: 'fc-store', playerInfoEndpoint: 'http://p/player-info', autoLogin: o.autoLogin ?? true },
    session,
    authorize: async (payload) => {
      calls.authorized.push(payload);
      return { ok: true, httpStatus: 200, resultCode: '0', ...o.authorize } as WalletWriteResult;
    },
    loadSdk: async () => {
      if (sdk instanceof Error) throw sdk;
      return sdk;
    },
    local,
    tab,
    location: () => ({ origin: 'http://store', pathname: o.pathname ?? '/en-sg/', search: o.search ?? '' }),
    shop: () => ({ country: countryByCode('sg'), languageCode: undefined }),
    showError: (e) => void calls.errors.push(e),
    toast: (kind) => void calls.toasts.push(kind),
    busy: () => undefined,
    track: (e) => void calls.tracked.push(e),
    now: () => now,
    ...(o.preRegistrationPhase !== undefined ? { preRegistrationPhase: () => o.preRegistrationPhase ?? false } : {}),
    ...(o.pageInCountry ? { pageInCountry: o.pageInCountry } : {}),
    // A fake clock's timers: tick() runs those that are due.
    schedule: (run, ms) => {
      const timer = { at: now + ms, run, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    },
  };
  const timers: Array<{ at: number; run: () => void; cancelled: boolean }> = [];
  const tick = (ms: number) => {
    now += ms;
    for (const timer of timers.splice(0).filter((x) => !x.cancelled)) {
      if (timer.at <= now) timer.run();
      else timers.push(timer);
    }
    return now;
  };
  const navigate = jest.fn();
  const pending = () => timers.filter((x) => !x.cancelled).length;
  const partner: PartnerSignIn = new PartnerSignIn(deps);
  return { partner, session, sdk, local, tab, calls, navigate, tick, pending };
}

describe('partner sign-in flow', () => {
  it('a new auth code logs in: token, player, authorize, stored; the code leaves the URL; back to the page left', async () => {
    const t = setup({ search: '?code=abc&utm_source=x' });
    t.tab.setItem(PARTNER_RETURN_KEY, JSON.stringify({ path: '/en-sg/football-legends', search: '?utm_source=x' }));
    await t.partner.resume(t.navigate);
    expect(t.navigate).toHaveBeenNthCalledWith(1, '/en-sg/?utm_source=x', { replace: true });
    expect(t.calls.authorized).toEqual([{ name: 'Samira Khan', id: 'EA-1001', status: 2, country: 'sg', accessToken: 'tok', accountRegion: 'Southeast Asia', accountRegionCode: 'SEA' }]);
    expect(t.session.partnerAccount?.playerInfo.name).toBe('Samira Khan');
    expect(JSON.parse(t.local.getItem(PARTNER_ACCOUNT_KEY) ?? '{}').expiresAt).toBe(1_000_000 + 3_600_000);
    expect(t.tab.getItem(PARTNER_AUTH_CODE_KEY)).toBe('abc');
    expect(t.navigate).toHaveBeenLastCalledWith('/en-sg/football-legends?utm_source=x', { replace: true });
  });

  it('the partner account says whether the storefront is in a pre-registration phase (section 3), signed in or restored', async () => {
    const t = setup({ search: '?code=abc', preRegistrationPhase: true });
    await t.partner.resume(t.navigate);
    expect(t.session.setPartnerAccount).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'EA-1001' }), { isInPreRegistrationPhase: true });
    const stored = t.local.getItem(PARTNER_ACCOUNT_KEY);
    const next = setup({ preRegistrationPhase: false });
    next.local.setItem(PARTNER_ACCOUNT_KEY, stored ?? '');
    next.partner.restore();
    expect(next.session.setPartnerAccount).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'EA-1001' }), { isInPreRegistrationPhase: false });
  });

  it('a ?code= the store did not ask the partner for (a gift link) is left alone: no sign-in, the URL keeps it', async () => {
    const t = setup({ search: '?code=GIFT-0123456789ABCDEF01234567', pathname: '/en-sg/redeem', signInStarted: false });
    await t.partner.resume(t.navigate);
    expect(t.calls.authorized).toEqual([]);
    expect(t.calls.errors).toEqual([]);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('the same code again does not log in twice', async () => {
    const t = setup({ search: '?code=abc' });
    t.tab.setItem(PARTNER_AUTH_CODE_KEY, 'abc');
    await t.partner.resume(t.navigate);
    expect(t.calls.authorized).toEqual([]);
  });

  it('a player of another country lands on that country path with the saved query', async () => {
    const t = setup({ search: '?code=abc', sdk: fakeSdk({ ...SAMIRA, country: 'id' }) });
    t.tab.setItem(PARTNER_RETURN_KEY, JSON.stringify({ path: '/en-sg/', search: '?utm_campaign=spring' }));
    await t.partner.resume(t.navigate);
    expect(t.navigate).toHaveBeenLastCalledWith('/id-id/?utm_campaign=spring', { replace: true });
  });

  it("a player of another country keeps the page they left, in their country's store, when it is there", async () => {
    const pageInCountry = jest.fn(async () => true);
    const t = setup({ search: '?code=abc', sdk: fakeSdk({ ...SAMIRA, country: 'id' }), pageInCountry });
    t.tab.setItem(PARTNER_RETURN_KEY, JSON.stringify({ path: '/en-sg/football-legends', search: '?utm_campaign=spring' }));
    await t.partner.resume(t.navigate);
    expect(pageInCountry).toHaveBeenCalledWith('/football-legends', countryByCode('id'));
    expect(t.navigate).toHaveBeenLastCalledWith('/id-id/football-legends?utm_campaign=spring', { replace: true });
  });

  it.each([
    ['not there', async () => false],
    ['unknown (the check failed)', async () => Promise.reject(new Error('offline'))],
  ])("a page %s in the player's country: that country's home", async (_what, check) => {
    const t = setup({ search: '?code=abc', sdk: fakeSdk({ ...SAMIRA, country: 'id' }), pageInCountry: jest.fn(check) });
    t.tab.setItem(PARTNER_RETURN_KEY, JSON.stringify({ path: '/en-sg/only-in-singapore', search: '' }));
    await t.partner.resume(t.navigate);
    expect(t.navigate).toHaveBeenLastCalledWith('/id-id/', { replace: true });
  });

  it.each<[string, Parameters<typeof setup>[0]]>([
    ['BANNED', { authorize: { ok: false, resultCode: 'BANNED' } }],
    ['PLAYER_NOT_LINKED', { authorize: { ok: false, resultCode: 'PLAYER_NOT_LINKED' } }],
    ['UNSUPPORTED_COUNTRY', { authorize: { ok: false, resultCode: 'UNSUPPORTED_COUNTRY' } }],
    ['a missing required field', { sdk: fakeSdk({ ...SAMIRA, accountRegionCode: '' }) }],
    ['an authorize failure', { authorize: { ok: false, resultCode: '401', httpStatus: 401 } }],
    ['a player who cannot be fetched', { sdk: fakeSdk(null) }],
  ])('refused (%s): back on the page the player started from, signed out', async (_why, o) => {
    const t = setup({ search: '?code=abc', ...o });
    t.tab.setItem(PARTNER_RETURN_KEY, JSON.stringify({ path: '/en-sg/football-legends', search: '?utm_source=x' }));
    await t.partner.resume(t.navigate);
    expect(t.navigate).toHaveBeenLastCalledWith('/en-sg/football-legends?utm_source=x', { replace: true });
    expect(t.session.partnerAccount).toBeUndefined();
    expect(t.tab.getItem(PARTNER_RETURN_KEY)).toBeNull();
  });

  it.each(['BANNED', 'PLAYER_NOT_LINKED', 'UNSUPPORTED_COUNTRY'])('%s: the error modal, tracked, signed out', async (code) => {
    const t = setup({ search: '?code=abc', authorize: { ok: false, resultCode: code } });
    await t.partner.resume(t.navigate);
    expect(t.calls.errors).toEqual([code]);
    expect(t.calls.tracked).toEqual([code]);
    expect(t.session.partnerAccount).toBeUndefined();
    expect(t.local.getItem(PARTNER_ACCOUNT_KEY)).toBeNull();
  });

  it('a missing required field: the error modal says what the account lacks (never the field name), signed out, nothing authorised', async () => {
    const t = setup({ search: '?code=abc', sdk: fakeSdk({ ...SAMIRA, accountRegionCode: undefined }) });
    await t.partner.resume(t.navigate);
    expect(t.calls.errors).toEqual([ACCOUNT_REGION_MISSING]);
    expect(t.calls.toasts).toEqual([]);
    expect(t.calls.authorized).toEqual([]);
    expect(t.session.partnerAccount).toBeUndefined();
    const noName = setup({ search: '?code=abc', sdk: fakeSdk({ ...SAMIRA, name: '' }) });
    await noName.partner.resume(noName.navigate);
    expect(noName.calls.errors).toEqual([ACCOUNT_INFO_MISSING]);
    expect(missingRequiredField({ ...SAMIRA, accessToken: 't', status: 0 })).toBeUndefined();
    expect(missingRequiredField({ ...SAMIRA, accessToken: '' })).toBe('authToken');
    expect(missingRequiredField({ ...SAMIRA, accessToken: 't', name: ' ' })).toBe('playerName');
  });

  it('"Error fetching player." when the player cannot be fetched; authorize failure toasts then logs out', async () => {
    const noPlayer = setup({ search: '?code=abc', sdk: fakeSdk(null) });
    await noPlayer.partner.resume(noPlayer.navigate);
    expect(noPlayer.calls.toasts).toEqual(['fetchPlayerFailed']);
    const refused = setup({ search: '?code=abc', authorize: { ok: false, resultCode: '401', httpStatus: 401 } });
    await refused.partner.resume(refused.navigate);
    expect(refused.calls.toasts).toEqual(['authorizeFailed']);
    expect(refused.session.partnerAccount).toBeUndefined();
  });

  it('the SDK that never loads shows its error', async () => {
    const t = setup({ sdk: new PartnerSdkUnavailable(3) });
    await t.partner.login();
    expect(t.calls.errors).toEqual(['SDK_UNAVAILABLE']);
  });

  it('a stored player is restored while the token lives; once expired, re-authentication starts silently', async () => {
    const first = setup({ search: '?code=abc' });
    await first.partner.resume(first.navigate);
    const stored = first.local.getItem(PARTNER_ACCOUNT_KEY) ?? '';

    const later = setup({ now: 1_000_000 + 60_000 });
    later.local.setItem(PARTNER_ACCOUNT_KEY, stored);
    later.partner.restore();
    expect(later.session.partnerAccount?.playerInfo.id).toBe('EA-1001');
    await later.partner.resume(later.navigate);
    expect((later.sdk as ReturnType<typeof fakeSdk>).fetchPlayer).toHaveBeenCalledWith('tok');

    const expired = setup({ now: 1_000_000 + 3_600_001, pathname: '/en-sg/football-legends' });
    expired.local.setItem(PARTNER_ACCOUNT_KEY, stored);
    expired.partner.restore();
    expect(expired.session.partnerAccount).toBeUndefined();
    await expired.partner.resume(expired.navigate);
    expect((expired.sdk as ReturnType<typeof fakeSdk>).login).toHaveBeenCalledWith({ locale: 'en', silent: true });
    expect(JSON.parse(expired.tab.getItem(PARTNER_RETURN_KEY) ?? '{}')).toEqual({ path: '/en-sg/football-legends', search: '' });
  });

  it('login_required from a silent re-authentication signs the player out', async () => {
    const t = setup({ search: '?error=login_required' });
    t.local.setItem(PARTNER_ACCOUNT_KEY, JSON.stringify({ player: { ...SAMIRA, accessToken: 't' }, expiresAt: 0 }));
    await t.partner.resume(t.navigate);
    expect(t.navigate).toHaveBeenCalledWith('/en-sg/', { replace: true });
    expect(t.local.getItem(PARTNER_ACCOUNT_KEY)).toBeNull();
  });

  it('login_required after a silent re-authentication: back on the page the player was on, not the home', async () => {
    const t = setup({ search: '?error=login_required' });
    t.tab.setItem(PARTNER_RETURN_KEY, JSON.stringify({ path: '/en-sg/football-legends', search: '' }));
    await t.partner.resume(t.navigate);
    expect(t.navigate).toHaveBeenLastCalledWith('/en-sg/football-legends', { replace: true });
    expect(t.tab.getItem(PARTNER_RETURN_KEY)).toBeNull();
  });
});

describe('a partner session that ends while the page is open', () => {
  async function signedIn(o: { autoLogin?: boolean } = {}) {
    const t = setup({ search: '?code=abc', ...o });
    await t.partner.resume(t.navigate);
    expect(t.session.partnerAccount).toBeDefined();
    return t;
  }
  const sdkOf = (t: { sdk: unknown }) => t.sdk as ReturnType<typeof fakeSdk>;

  it('a GraphQL 401 (the session loses the player, not by this class) logs out and re-authenticates silently', async () => {
    const t = await signedIn();
    // What RootStore's onUnauthorized does; the shell's reaction then tells the sign-in.
    t.session.clearPartnerAccount();
    await Promise.resolve();
    await Promise.resolve();
    expect(t.local.getItem(PARTNER_ACCOUNT_KEY)).toBeNull();
    expect(sdkOf(t).login).toHaveBeenCalledWith({ locale: 'en', silent: true });
    expect(t.pending()).toBe(0);
  });

  it('a second 401 within a minute of a silent re-authentication does not loop: the player is told to sign in again', async () => {
    const t = await signedIn();
    t.session.clearPartnerAccount();
    await new Promise((r) => setTimeout(r, 0));
    expect(sdkOf(t).login).toHaveBeenCalledTimes(1);
    t.session.setPartnerAccount({ ...SAMIRA, accessToken: 'tok' });
    t.tick(SILENT_REAUTH_INTERVAL_MS - 1);
    t.session.clearPartnerAccount();
    await new Promise((r) => setTimeout(r, 0));
    expect(sdkOf(t).login).toHaveBeenCalledTimes(1);
    expect(t.calls.toasts).toEqual(['sessionExpired']);
  });

  it('with auto-login off a 401 only logs out, with "session expired"', async () => {
    const t = await signedIn({ autoLogin: false });
    t.session.clearPartnerAccount();
    await new Promise((r) => setTimeout(r, 0));
    expect(sdkOf(t).login).not.toHaveBeenCalled();
    expect(t.calls.toasts).toEqual(['sessionExpired']);
  });

  it("the store's own sign-outs (logout, a failed check) are not read as an expired session", async () => {
    const t = await signedIn();
    await t.partner.logout(t.sdk as PartnerSdk);
    await new Promise((r) => setTimeout(r, 0));
    expect(sdkOf(t).login).not.toHaveBeenCalled();
    expect(t.calls.toasts).toEqual([]);
  });

  it('the token expiring while the page stays open logs out at its expiry and re-authenticates silently', async () => {
    const t = await signedIn();
    expect(t.pending()).toBe(1);
    t.tick(3_600_000 - 1);
    expect(t.session.partnerAccount).toBeDefined();
    t.tick(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.session.partnerAccount).toBeUndefined();
    expect(t.local.getItem(PARTNER_ACCOUNT_KEY)).toBeNull();
    expect(sdkOf(t).login).toHaveBeenCalledWith({ locale: 'en', silent: true });
  });

  it('a restored session is watched too, and a sign-out stops the watch', async () => {
    const first = await signedIn();
    const stored = first.local.getItem(PARTNER_ACCOUNT_KEY) ?? '';
    const later = setup({ now: 1_000_000 + 60_000 });
    later.local.setItem(PARTNER_ACCOUNT_KEY, stored);
    later.partner.restore();
    await later.partner.resume(later.navigate);
    expect(later.pending()).toBe(1);
    await later.partner.logout(undefined);
    expect(later.pending()).toBe(0);
    later.tick(3_600_000);
    expect(sdkOf(later).login).not.toHaveBeenCalled();
  });
});
