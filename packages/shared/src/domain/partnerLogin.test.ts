import {
  PARTNER_LOGIN_REQUIRED_FIELDS,
  PARTNER_SUPPORTED_COUNTRIES,
  isPartnerCountrySupported,
  partnerCountryRedirect,
  partnerSignInError,
  partnerUserInitials,
  shouldStartPartnerLogin,
  validatePartnerLogin,
} from './partnerLogin';

const good = { accountRegionCode: 'SG', authToken: 'tok', playerName: 'Ann', playerId: 'p1', playerStatus: 2 };

describe('partner login (sections 3, 4, 5)', () => {
  it('"Required login fields: accountRegionCode, authToken, playerName, playerId, playerStatus"', () => {
    expect(PARTNER_LOGIN_REQUIRED_FIELDS).toEqual(['accountRegionCode', 'authToken', 'playerName', 'playerId', 'playerStatus']);
    expect(validatePartnerLogin(good)).toEqual({ ok: true, value: good });
    expect(validatePartnerLogin({ ...good, playerId: 7, playerStatus: '0' })).toEqual({ ok: true, value: { ...good, playerId: '7', playerStatus: 0 } });
  });

  it.each(PARTNER_LOGIN_REQUIRED_FIELDS)('"Missing required account information {field}.": %s', (field) => {
    for (const empty of [undefined, null, '', '  ']) {
      expect(validatePartnerLogin({ ...good, [field]: empty })).toEqual({
        ok: false,
        field,
        message: `Missing required account information ${field}.`,
      });
    }
  });

  it.each([null, 5, 'x', [], { authToken: {} }])('never throws on %p', (input) => {
    const r = validatePartnerLogin(input);
    expect(r.ok).toBe(false);
  });

  it('a non-numeric status or an object field is missing information', () => {
    expect(validatePartnerLogin({ ...good, playerStatus: 'x' })).toMatchObject({ ok: false, field: 'playerStatus' });
    expect(validatePartnerLogin({ ...good, authToken: {} })).toMatchObject({ ok: false, field: 'authToken' });
  });

  it.each<[string, { status: unknown; country: unknown }, string | undefined]>([
    ['"Player status 0 banned"', { status: 0, country: 'sg' }, 'BANNED'],
    ['"1 not linked"', { status: 1, country: 'sg' }, 'PLAYER_NOT_LINKED'],
    ['"Player country must be in the supported list, else unsupported-country error"', { status: 2, country: 'zz' }, 'UNSUPPORTED_COUNTRY'],
    ['Bangladesh is upcoming in the partner store (readings 11)', { status: 2, country: 'bd' }, 'UNSUPPORTED_COUNTRY'],
    ['supported', { status: 2, country: 'SG' }, undefined],
    ['no status', { status: undefined, country: 'sg' }, 'UNKNOWN'],
    ['garbage status', { status: 'x', country: 'sg' }, 'UNKNOWN'],
  ])('%s', (_q, player, expected) => {
    expect(partnerSignInError(player)).toBe(expected);
  });

  it('supported countries', () => {
    expect(PARTNER_SUPPORTED_COUNTRIES).toContain('sg');
    expect(PARTNER_SUPPORTED_COUNTRIES).not.toContain('bd');
    expect(isPartnerCountrySupported('us', ['us'])).toBe(true);
    expect(isPartnerCountrySupported(5)).toBe(false);
  });

  it('"an auth code in the URL differing from the stored one triggers login"', () => {
    expect(shouldStartPartnerLogin('a', 'b')).toBe(true);
    expect(shouldStartPartnerLogin('a', 'a')).toBe(false);
    expect(shouldStartPartnerLogin(null, 'a')).toBe(false);
  });

  it('"user icon (first 3 characters of the partner user name)"', () => {
    expect(partnerUserInitials(' Annabel')).toBe('Ann');
    expect(partnerUserInitials('李小龍龍')).toBe('李小龍');
    expect(partnerUserInitials(null)).toBe('');
  });

  it('"if the shop country differs from the player\'s country, redirect to that country\'s path keeping saved query params"', () => {
    expect(partnerCountryRedirect('sg', 'sa', '?utm_source=x')).toBe('/ar-sa/?utm_source=x');
    expect(partnerCountryRedirect('sg', 'my', 'a=1')).toBe('/en-my/?a=1');
    expect(partnerCountryRedirect('sg', 'my')).toBe('/en-my/');
    expect(partnerCountryRedirect('SG', 'sg', '?a=1')).toBeUndefined();
    expect(partnerCountryRedirect('sg', 'zz')).toBeUndefined();
  });
});
