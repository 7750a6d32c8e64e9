/**
 * The partner SDK script a storefront loads (spec section 7, "Partner SDK"): window.PartnerSDK with init,
 * login (which also starts a silent re-authentication), exchangeCode, fetchPlayer and logout. Every answer
 * has a status: 2000 ok, 2002 login error. The script learns this service's origin from its own URL.
 */
export const SDK_STATUS = { Ok: 2000, LoginError: 2002 } as const;

export function sdkScript(): string {
  return `(function () {
  'use strict';
  var script = document.currentScript;
  var base = new URL(script && script.src ? script.src : location.href).origin;
  var OK = ${SDK_STATUS.Ok}, LOGIN_ERROR = ${SDK_STATUS.LoginError};
  var settings = null;
  function need() { if (!settings) throw new Error('PartnerSDK.init was not called'); return settings; }
  async function json(url, init) {
    try {
      var res = await fetch(url, Object.assign({ credentials: 'include', headers: { accept: 'application/json' } }, init || {}));
      var body = await res.json().catch(function () { return {}; });
      return Object.assign({ status: res.ok ? OK : LOGIN_ERROR }, body);
    } catch (e) {
      return { status: LOGIN_ERROR, message: String(e && e.message || e) };
    }
  }
  window.PartnerSDK = {
    version: '1.0.0',
    /** { applicationId, playerInfoEndpoint, redirectUrl } */
    init: function (options) {
      if (!options || !options.applicationId || !options.redirectUrl) return { status: LOGIN_ERROR, message: 'applicationId and redirectUrl are required' };
      settings = { applicationId: String(options.applicationId), playerInfoEndpoint: String(options.playerInfoEndpoint || base + '/player-info'), redirectUrl: String(options.redirectUrl) };
      return { status: OK };
    },
    /** Leaves for the partner's sign-in page; silent: come straight back when the partner session is alive. */
    login: function (options) {
      var s = need();
      var url = new URL(base + '/signin');
      url.searchParams.set('client_id', s.applicationId);
      url.searchParams.set('redirect_uri', (options && options.redirectUrl) || s.redirectUrl);
      if (options && options.locale) url.searchParams.set('locale', options.locale);
      if (options && options.silent) url.searchParams.set('prompt', 'none');
      window.location.assign(url.toString());
      return { status: OK };
    },
    /** The auth code from the redirect for a player token: { status, accessToken, expiresIn }. */
    exchangeCode: function (code) {
      var s = need();
      return json(base + '/token', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ code: String(code), client_id: s.applicationId }) });
    },
    /** The player of a token: { status, player: { id, name, status, country, accountRegion, accountRegionCode } }. */
    fetchPlayer: function (accessToken) {
      var s = need();
      return json(s.playerInfoEndpoint, { headers: { accept: 'application/json', authorization: 'Bearer ' + accessToken } });
    },
    /** Ends the partner session (the next login asks for the password again). */
    logout: function () {
      return json(base + '/signin/logout', { method: 'POST' });
    }
  };
})();
`;
}
