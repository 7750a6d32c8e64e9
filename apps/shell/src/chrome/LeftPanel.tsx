import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { localeSegment, routeAccess, routePath, type CountryRouteName } from '@store/shared/domain';
import { useShellTranslation } from '../i18n/shellI18n';
import { useShell } from './ShellContext';
import { LanguageSwitcher } from './LanguageSwitcher';
import { storefrontEmbeds } from '../federation/remoteNames';
import { remoteOfRoute } from '../routes/routePages';

const ENTRIES: ReadonlyArray<{ route: CountryRouteName; key: string }> = [
  { route: 'Homepage', key: 'menu.home' },
  { route: 'CodacashLandingPage', key: 'menu.codacash' },
  { route: 'CashbackLandingPage', key: 'menu.rewards' },
  { route: 'WalletHome', key: 'menu.wallet' },
  { route: 'UserTransactionHistory', key: 'menu.transactions' },
  { route: 'UserCashback', key: 'menu.userRewards' },
  { route: 'UserNotifications', key: 'menu.notifications' },
  { route: 'UserSettings', key: 'menu.settings' },
];

/** The left panel: the country's pages this shopper may open (same access rules as the routes). */
export const LeftPanel = observer(function LeftPanel() {
  const { shop, session, theme, isWhiteLabel } = useRootStore();
  const { ui, signOut } = useShell();
  const { t } = useShellTranslation();
  const location = useLocation();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => ui.setLeftPanelOpen(false), [location.pathname, ui]);
  useEffect(() => {
    if (ui.leftPanelOpen) ref.current?.querySelector<HTMLElement>('a')?.focus();
  }, [ui.leftPanelOpen]);

  if (!ui.leftPanelOpen) return <nav id="left-panel" hidden aria-label={t('menu.title')} />;
  const country = shop.country;
  const ctx = {
    userType: session.userType,
    isPartnerAccount: session.isPartnerAccount,
    countryFeatures: shop.menuFeatures,
    theme: { whitelabelId: theme?.whitelabelId, enable: { userAccounts: theme?.enable.userAccounts ?? false } },
  };
  // A page of a remote this storefront does not embed has no menu entry.
  const embedded = (route: CountryRouteName) => {
    const remote = remoteOfRoute(route);
    return remote === undefined || !theme || storefrontEmbeds(theme, remote);
  };
  const entries = country
    ? ENTRIES.filter((e) => embedded(e.route) && routeAccess(e.route, ctx) === 'allow').map((e) => ({
        ...e,
        to: routePath(e.route, { countryCode: localeSegment(country, shop.language) }),
      }))
    : [];
  return (
    <nav
      id="left-panel"
      ref={ref}
      className="left-panel"
      aria-label={t('menu.title')}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          ui.setLeftPanelOpen(false);
          document.querySelector<HTMLElement>('.shell-header__menu')?.focus();
        }
      }}
    >
      <ul>
        {entries.map((e) => (
          <li key={e.route}>
            <Link to={e.to}>{t(e.key)}</Link>
          </li>
        ))}
        <li>
          <Link to={routePath('International', {})}>{t('footer.changeCountry')}</Link>
        </li>
      </ul>
      {/* What the header shows on wider screens only: languages, sign-up and sign-out (CSS shows this on phones). */}
      <div className="left-panel__phone-only">
        <LanguageSwitcher />
        {session.isSignedIn || session.isPartnerAccount ? (
          <button type="button" className="left-panel__button" onClick={() => void signOut()}>
            {t('header.signOut')}
          </button>
        ) : country && !isWhiteLabel && theme?.enable.userAccounts ? (
          <Link className="left-panel__button" to={routePath('SignUp', { countryCode: localeSegment(country, shop.language) })}>
            {t('header.signUp')}
          </Link>
        ) : null}
      </div>
    </nav>
  );
});
