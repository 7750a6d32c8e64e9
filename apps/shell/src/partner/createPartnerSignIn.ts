import { reaction } from 'mobx';
import type { i18n as I18n } from 'i18next';
import { ConsentCategory, type RootStore } from '@store/shared';
import type { KeyValueStorage, PreRegistration } from '@store/shared/domain';
import type { ShellUiStore } from '../chrome/ShellUiStore';
import { beacon } from '../tracking/pageView';
import { reportFailure } from '../platform/reportFailure';
import type { PartnerSsoConfig } from './partnerConfig';
import { currentPartnerSdk, injectScript, loadPartnerSdk } from './partnerSdk';
import { PartnerSignIn } from './partnerSignIn';

export interface ShellPartnerDeps {
  store: RootStore;
  ui: ShellUiStore;
  i18n: I18n;
  config: PartnerSsoConfig;
  local: KeyValueStorage;
  tab: KeyValueStorage;
  deviceId: string;
  /** The storefront's game in pre-registration, if any: the partner account says whether its launch is still ahead. */
  preRegistration?: PreRegistration;
}

/** The white-label store's partner sign-in, wired to the page: SDK script, API, modals, toasts and tracking. */
export function createShellPartnerSignIn({ store, ui, i18n, config, local, tab, deviceId, preRegistration }: ShellPartnerDeps): PartnerSignIn {
  const t = (key: string, params?: Record<string, string>) => i18n.t(key, { ns: 'shell', ...params });
  // The page spinner runs while a sign-in step is under way (ui.whileBusy, released when the step ends).
  const releases: Array<() => void> = [];
  const partner = new PartnerSignIn({
    config,
    session: store.session,
    // The wallet API's client joins the page only when a player comes back from the partner.
    authorize: async (payload) => (await import('./partnerAuthorize')).authorizePartner(store, payload),
    loadSdk: () => loadPartnerSdk(config.sdkUrl, { inject: injectScript, current: currentPartnerSdk }),
    local,
    tab,
    location: () => ({ origin: window.location.origin, pathname: window.location.pathname, search: window.location.search }),
    shop: () => ({ country: store.shop.country, languageCode: store.shop.switchedLanguage }),
    preRegistrationPhase: () => preRegistration !== undefined && Date.parse(preRegistration.launchAt) > Date.now(),
    showError: (errorType) => ui.open({ kind: 'partnerSignInError', errorType }),
    toast: (kind, params) => {
      if (kind === 'authorizeFailed' && params?.message) ui.toast(params.message, 'error');
      else ui.toast(t(`partner.toast.${kind}`), 'error');
    },
    // A player of another country goes to the page they left in their country's store, when that store has it.
    pageInCountry: async (path, country) => (await import('./pageInCountry')).pageInCountry(store.api.graphql, path, country),
    busy: (on) => {
      if (on) void ui.whileBusy(new Promise<void>((release) => releases.push(release)));
      else releases.pop()?.();
    },
    report: (error) => reportFailure({ source: 'page', reason: 'partnerSignIn', message: error instanceof Error ? error.message : String(error), error }),
    track: (errorType) => {
      const trackingUrl = store.config.api.trackingUrl;
      // Like page views: tracking only with the performance category consented.
      if (!trackingUrl || !store.consent.isGranted(ConsentCategory.Performance)) return;
      const event = { event: 'partner_sign_in_error', errorType, country: store.shop.country?.code ?? '', deviceId, timestamp: Date.now() };
      beacon(trackingUrl, JSON.stringify(event));
    },
  });
  partner.restore();
  // The player leaves the session: the stored player goes too, and a session the API ended (a GraphQL 401)
  // re-authenticates silently with auto-login on.
  reaction(
    () => store.session.partnerAccount,
    (account) => {
      if (!account) partner.sessionLost();
    },
  );
  return partner;
}
