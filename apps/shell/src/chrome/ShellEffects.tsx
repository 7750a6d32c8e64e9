import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { reaction } from 'mobx';
import { ConsentCategory, FALLBACK_LANGUAGE, useI18n, useRootStore, type RuntimeConfig } from '@store/shared';
import { WALLET_RESTRICTED_EVENT } from '@store/shared/domain';
import { countryHomePath } from '@store/shared/domain';
import { resolveLocalePath } from '../routes/localeResolution';
import { useShell } from './ShellContext';
import { useCurrentRoute } from '../routes/currentRoute';
import { rememberReturnPath, SIGN_IN_ROUTES, takeReturnPath } from '../routes/returnPath';
import { trackPageView } from '../tracking/pageView';
import { captureCampaign } from '../tracking/campaignCapture';
import type { ShellPlatform } from '../platform/shellPlatform';
import { reportFailure } from '../platform/reportFailure';
import { followLangCode } from '../auth/langCode';
import { adoptAccountOffer, markAdoptAccountOffered } from '../modals/adoptAccount';
import { useRouteMatches } from '../routes/routeMatches';
import { isPartnerProfileMatch } from '../partner/partnerRoutes';
import { applyDocumentLocale } from './documentLocale';

/** <html lang dir> and the i18n language follow the page: the shop language on country pages, else en-default. */
function useDocumentLocale() {
  const { shop } = useRootStore();
  const i18n = useI18n();
  const route = useCurrentRoute();
  const location = useLocation();
  // The partner profile page is a country page of the shell's own (outside the shared route table).
  const partnerProfile = isPartnerProfileMatch(useRouteMatches());
  useEffect(() => {
    const countryPage = partnerProfile || (route !== 'International' && route !== 'NotFound' && route !== 'GlobalProduct' && route !== 'MarketingAndPartnership');
    return reaction(
      () => (countryPage && shop.language ? { code: shop.language.code, rtl: shop.language.isRTL } : { code: FALLBACK_LANGUAGE, rtl: false }),
      ({ code, rtl }) => {
        applyDocumentLocale(document.documentElement, code, rtl);
        if (i18n.language !== code) void i18n.changeLanguage(code);
      },
      { fireImmediately: true, equals: (a, b) => a.code === b.code && a.rtl === b.rtl },
    );
  }, [route, partnerProfile, location.pathname, shop, i18n]);
}

/** Page views (skipped per shouldSkipPageView; sent only with performance consent) and campaign capture. */
function useTracking(config: RuntimeConfig, platform: ShellPlatform) {
  const store = useRootStore();
  const { partnerSite } = useShell();
  // Section 9: UTM records are kept 7 days for the partner variant - the white-label store and partner storefronts.
  const partnerVariant = store.isWhiteLabel || partnerSite !== undefined;
  const location = useLocation();
  const lastSent = useRef<string>('');
  useEffect(() => {
    const decision = resolveLocalePath({ pathname: location.pathname, storedCountry: store.shop.countryCode ?? null });
    if (decision.kind === 'redirect') return undefined; // the canonical location reports itself
    const key = `${location.pathname}${location.search}`;
    const legacyRedirect = (location.state as { legacyRedirect?: boolean } | null)?.legacyRedirect === true;
    const send = () => {
      if (lastSent.current === key || !store.consent.isGranted(ConsentCategory.Performance)) return;
      lastSent.current = key;
      trackPageView(
        { pathname: location.pathname, search: location.search, legacyRedirect },
        { country: store.shop.countryCode ?? '', language: store.shop.language?.code ?? FALLBACK_LANGUAGE, deviceId: platform.deviceId, now: Date.now() },
        { trackingUrl: config.api.trackingUrl },
      );
    };
    const capture = () => captureCampaign(location.search, { consent: store.consent, storage: platform.local, cookies: platform.cookies, clock: Date.now, partnerVariant });
    send();
    capture();
    // Consent given later on the same page: capture and report then, never before.
    return reaction(
      () => [store.consent.isGranted(ConsentCategory.Performance), store.consent.isGranted(ConsentCategory.Marketing)],
      () => {
        send();
        capture();
      },
    );
  }, [location, store, config, platform, partnerVariant]);
}

/** Return after sign-in: remember a safe returnTo on the sign-in pages, go there once signed in. */
function useReturnAfterSignIn(platform: ShellPlatform) {
  const { session, shop } = useRootStore();
  const route = useCurrentRoute();
  const location = useLocation();
  const navigate = useNavigate();
  const onSignInPage = (SIGN_IN_ROUTES as readonly string[]).includes(route);
  useEffect(() => {
    if (onSignInPage) rememberReturnPath(location.search, platform.session);
  }, [onSignInPage, location.search, platform]);
  useEffect(() => {
    if (!onSignInPage) return undefined;
    // A profile to complete (a social account's date of birth) keeps the shopper on the sign-in screen until done.
    return reaction(
      () => session.isSignedIn && !session.needsProfile,
      (signedIn) => {
        if (!signedIn) return;
        const back = takeReturnPath(platform.session) ?? (shop.country ? countryHomePath(shop.country, shop.switchedLanguage) : '/');
        void navigate(back, { replace: true });
      },
      { fireImmediately: true },
    );
  }, [onSignInPage, session, shop, navigate, platform]);
}

/** Modals raised by state: welcome on first login, unverified phone, wallet restricted, partner sign-in error. */
function useStateModals() {
  const { session } = useRootStore();
  const { ui } = useShell();
  useEffect(() => {
    const disposers = [
      reaction(
        // Welcomed once the sign-in is done: a profile still to complete comes first.
        () => session.isFirstLogin && !session.needsProfile,
        (first) => first && ui.openOnce({ kind: 'welcome' }),
        { fireImmediately: true },
      ),
      reaction(
        () => session.isSignedIn && Boolean(session.user?.phone_number) && session.user?.phone_number_verified === false,
        (unverified) => unverified && ui.openOnce({ kind: 'unverifiedPhone' }),
        { fireImmediately: true },
      ),
      reaction(
        () => session.partnerAccount?.signInErrorType,
        (errorType) => errorType && ui.open({ kind: 'partnerSignInError', errorType }),
        { fireImmediately: true },
      ),
    ];
    // Remotes raise the error modal and toasts without importing the shell: window events.
    const onError = (e: Event) => {
      const detail = (e as CustomEvent<{ header?: string; message?: string }>).detail ?? {};
      if (detail.message) ui.open({ kind: 'error', message: detail.message, ...(detail.header ? { header: detail.header } : {}) });
    };
    const onToast = (e: Event) => {
      const detail = (e as CustomEvent<{ text?: string; tone?: 'info' | 'error' }>).detail ?? {};
      if (detail.text) ui.toast(detail.text, detail.tone);
    };
    // The wallet remote owns the wallet state and says when the wallet it loaded is restricted.
    const onWalletRestricted = () => ui.openOnce({ kind: 'walletRestricted' });
    window.addEventListener('store:error', onError);
    window.addEventListener('store:toast', onToast);
    window.addEventListener(WALLET_RESTRICTED_EVENT, onWalletRestricted);
    return () => {
      disposers.forEach((d) => d());
      window.removeEventListener('store:error', onError);
      window.removeEventListener('store:toast', onToast);
      window.removeEventListener(WALLET_RESTRICTED_EVENT, onWalletRestricted);
    };
  }, [session, ui]);
}

/** A guest whose orders earned rewards is offered an account with that email (the adopt-account modal). */
function useAdoptAccountOffer(platform: ShellPlatform) {
  const store = useRootStore();
  const { ui } = useShell();
  const route = useCurrentRoute();
  useEffect(
    () =>
      reaction(
        () => ({ userType: store.session.userType, contact: store.session.contact }),
        ({ userType }) => {
          const offer = adoptAccountOffer({
            userType,
            reward: store.guestCashback(),
            accountsEnabled: Boolean(store.theme?.enable.userAccounts) && !store.isWhiteLabel,
            route,
            session: platform.session,
          });
          if (!offer || ui.modal) return;
          markAdoptAccountOffered(platform.session);
          ui.open({ kind: 'adoptAccount', ...offer });
        },
        { fireImmediately: true },
      ),
    [store, ui, route, platform],
  );
}

/** The signed-in user's lang_code follows a language switched in their own country (section 4). */
function useLangCode() {
  const { session, shop } = useRootStore();
  const { saveLangCode } = useShell();
  useEffect(
    () =>
      followLangCode(session, shop, saveLangCode, (error) =>
        reportFailure({ source: 'page', reason: 'langCode', message: error instanceof Error ? error.message : String(error), error }),
      ),
    [session, shop, saveLangCode],
  );
}

/** The shell's page-wide behaviour, in one place under the router. */
export function ShellEffects({ config, platform }: { config: RuntimeConfig; platform: ShellPlatform }) {
  useDocumentLocale();
  useTracking(config, platform);
  useReturnAfterSignIn(platform);
  useStateModals();
  useAdoptAccountOffer(platform);
  useLangCode();
  return null;
}
