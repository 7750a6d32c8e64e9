import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { localeSegment, routeAccess, routePath, type CountryRouteName } from '@store/shared/domain';
import { focusableIn, IconButton, takeEarlyAction } from '@store/shared/ui';
import { useShellTranslation } from '../i18n/shellI18n';
import { useShell } from './ShellContext';
import { MENU_EARLY_ACTION } from './ShellUiStore';
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

/** Focus goes back to the header's menu button, which opened the drawer. */
function focusMenuButton() {
  document.querySelector<HTMLElement>('.shell-header__menu')?.focus();
}

/**
 * The left panel: the country's pages this shopper may open (same access rules as the routes), as a drawer. It slides
 * in from the inline-start edge (the right on Arabic pages) over a backdrop; it is modal: focus moves in and is
 * trapped, Escape, the close button and the backdrop close it and give focus back to the menu button.
 */
export const LeftPanel = observer(function LeftPanel() {
  const { shop, session, theme, isWhiteLabel } = useRootStore();
  const { ui, signOut } = useShell();
  const { t } = useShellTranslation();
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const open = ui.leftPanelOpen;

  useEffect(() => ui.setLeftPanelOpen(false), [location.pathname, ui]);
  // A tap on the menu button before the page's code was there (the start script kept it): the drawer opens now.
  useEffect(() => {
    if (takeEarlyAction(MENU_EARLY_ACTION)) ui.setLeftPanelOpen(true);
  }, [ui]);
  useEffect(() => {
    if (!open) return undefined;
    ref.current?.querySelector<HTMLElement>('nav a')?.focus();
    // The page under the drawer does not scroll while it is open.
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [open]);

  if (!open) return <nav id="left-panel" hidden aria-label={t('menu.title')} />;
  const close = () => {
    ui.setLeftPanelOpen(false);
    focusMenuButton();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    // What CSS hides (the phone-only part on wider screens) is not a Tab stop.
    const items = focusableIn(ref.current).filter((el) => el.checkVisibility?.() ?? true);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
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
  const here = location.pathname.replace(/\/$/, '');
  return (
    <div className="left-drawer">
      <div className="left-drawer__backdrop" aria-hidden="true" onClick={close} data-testid="left-panel-backdrop" />
      <div ref={ref} className="left-drawer__panel" role="dialog" aria-modal="true" aria-label={t('menu.title')} onKeyDown={onKeyDown}>
        <div className="left-drawer__head">
          <span className="left-drawer__title" aria-hidden="true">
            {theme?.name ?? t('menu.title')}
          </span>
          <IconButton className="left-drawer__close" label={t('common.close')} icon="×" onClick={close} />
        </div>
        <nav id="left-panel" className="left-panel" aria-label={t('menu.title')}>
          <ul className="left-panel__list">
            {entries.map((e) => (
              <li key={e.route}>
                <Link className="left-panel__link" to={e.to} aria-current={e.to.replace(/\/$/, '') === here ? 'page' : undefined}>
                  {t(e.key)}
                </Link>
              </li>
            ))}
            <li>
              <Link className="left-panel__link" to={routePath('International', {})}>
                {t('footer.changeCountry')}
              </Link>
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
      </div>
    </div>
  );
});
