import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore, type ThemeConfig } from '@store/shared';
import { localeSegment, MAX_SEARCH_LENGTH, routePath, UserType } from '@store/shared/domain';
import { EARLY_ACTION_ATTRIBUTE, IconButton } from '@store/shared/ui';
import { headerChrome } from '../routes/chromeRules';
import { RemoteSlot } from '../federation/RemoteSlot';
import { storefrontEmbeds, type RemoteName } from '../federation/remoteNames';
import { useShellTranslation } from '../i18n/shellI18n';
import { useCurrentRoute } from '../routes/currentRoute';
import { signInHref } from '../routes/returnPath';
import { useRouteMatches } from '../routes/routeMatches';
import { isPartnerProfileMatch, partnerProfilePath } from '../partner/partnerRoutes';
import { partnerAccountsOn } from '../partner/partnerSite';
import { NotificationBell } from './NotificationBell';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useShell } from './ShellContext';
import { storefrontTagline } from './storefrontTagline';
import { MENU_EARLY_ACTION } from './ShellUiStore';
import { userInitials } from './userInitials';

/** The magnifier of the search toggle and the search button (decorative: their labels name them). */
function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

/** What the header calls a signed-in shop user: the name, else the email, else the mobile number. */
export function shopUserName(user: { name?: unknown; email?: unknown; phone_number?: unknown } | undefined): string {
  for (const value of [user?.name, user?.email, user?.phone_number]) if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return '?';
}

/** Header (section 2 "App shell"): logo, search, notification centre, rewards and wallet info, account buttons. */
export const Header = observer(function Header({ storefront }: { storefront: ThemeConfig }) {
  const { shop, session, isWhiteLabel } = useRootStore();
  const { ui, signOut, partner, partnerSite, signedInExpected } = useShell();
  const { t } = useShellTranslation();
  const route = useCurrentRoute();
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  // On phones the search is an icon that opens the field below the header row (CSS shows the field on wider screens).
  const [searchOpen, setSearchOpen] = useState(false);
  const partnerProfile = isPartnerProfileMatch(useRouteMatches());
  const chrome = headerChrome(route, location.search);
  const embeds = (remote: RemoteName) => storefrontEmbeds(storefront, remote);
  if (!chrome.showHeader) return null;

  const countryCode = shop.country ? localeSegment(shop.country, shop.language) : undefined;
  const onCountryPage = countryCode !== undefined && (partnerProfile || (route !== 'International' && route !== 'NotFound'));
  const showSearch = storefront.enable.search && chrome.showSearch && countryCode !== undefined;
  const signedIn = session.isSignedIn || session.isPartnerAccount;
  const fromProduct = route === 'ProductDetail' ? location.pathname : undefined;
  const partnerName = session.partnerAccount?.playerInfo.name;

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q || !countryCode) return;
    setSearchOpen(false);
    void navigate(routePath('SearchResults', { countryCode, searchString: q }));
  };

  return (
    <header className="shell-header">
      <button
        type="button"
        className="shell-header__menu"
        // A tap before the page's code runs is kept, and opens the drawer once it does (LeftPanel).
        {...{ [EARLY_ACTION_ATTRIBUTE]: MENU_EARLY_ACTION }}
        aria-expanded={ui.leftPanelOpen}
        aria-controls="left-panel"
        onClick={() => ui.setLeftPanelOpen(!ui.leftPanelOpen)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <span className="visually-hidden">{t('header.menu')}</span>
      </button>
      <Link to="/" className="shell-header__logo">
        <img src={storefront.themeLogo} alt="" width={32} height={32} />
        <span>{storefront.name}</span>
        <span className="visually-hidden"> {t('header.home')}</span>
      </Link>
      {storefront.enableTagline && storefront.themeTagline ? <p className="shell-header__tagline">{storefrontTagline(t, storefront.themeTagline)}</p> : null}
      {showSearch ? (
        <button
          // Before the page's code runs (a server-rendered page on a slow phone), a tap sends the search form as it is:
          // the search page, with its own field. Once hydrated, the tap opens the field below the row instead.
          type="submit"
          form="header-search-form"
          className="shell-header__icon shell-header__search-toggle"
          aria-expanded={searchOpen}
          aria-controls="header-search-form"
          onClick={(event) => {
            // Enter in the field submits the form through its first submit button, this one (a click without a
            // pointer, the field focused): that is the search itself, which the form answers.
            if (event.detail === 0 && document.activeElement !== event.currentTarget) return;
            event.preventDefault();
            setSearchOpen(!searchOpen);
            if (!searchOpen) requestAnimationFrame(() => document.getElementById('header-search')?.focus());
          }}
        >
          <SearchIcon />
          <span className="visually-hidden">{t('header.searchLabel')}</span>
        </button>
      ) : null}
      {showSearch ? (
        <form
          id="header-search-form"
          role="search"
          className={searchOpen ? 'shell-header__search shell-header__search--open' : 'shell-header__search'}
          // Sent by the browser itself before the page's code runs (a server-rendered page): the server answers
          // /{locale}/search?q=... with the results page.
          {...(countryCode ? { action: routePath('SearchResults', { countryCode }), method: 'get' } : {})}
          onSubmit={submitSearch}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setSearchOpen(false);
          }}
          aria-label={t('header.search')}
        >
          <label htmlFor="header-search" className="visually-hidden">
            {t('header.searchLabel')}
          </label>
          <div className="shell-header__search-box">
            <input
              id="header-search"
              className="ui-field__input shell-header__search-input"
              type="search"
              name="q"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('header.searchLabel')}
              maxLength={MAX_SEARCH_LENGTH}
              enterKeyHint="search"
              autoComplete="off"
            />
            <IconButton type="submit" className="shell-header__search-submit" label={t('header.searchSubmit')} icon={<SearchIcon />} />
          </div>
        </form>
      ) : null}
      <div className="shell-header__widgets">
        {storefront.enable.notification && onCountryPage && embeds('account') ? <NotificationBell /> : null}
        {/* A guest has no rewards to show: the widget (and the rewards remote) loads once the shopper is known (readings 9). */}
        {/* On phones the balances and languages are in the left panel, so the header stays one row. */}
        {onCountryPage && embeds('rewards') && session.userType !== UserType.Guest ? (
          <span className="shell-header__wide-only shell-header__slot">
            <RemoteSlot remote="rewards" module="HeaderRewardsInfo" props={{}} compact />
          </span>
        ) : null}
        {/* A guest's wallet info is a link to Codacash: the server's HTML of it does until the guest reaches for it. */}
        {onCountryPage && !isWhiteLabel && embeds('wallet') ? (
          <span className="shell-header__wide-only shell-header__slot">
            <RemoteSlot remote="wallet" module="WalletHeaderInfo" props={{}} compact deferHydration={session.userType === UserType.Guest} />
          </span>
        ) : null}
        {onCountryPage ? (
          <span className="shell-header__wide-only shell-header__slot">
            <LanguageSwitcher />
          </span>
        ) : null}
        {partnerName && countryCode ? (
          <Link className="shell-header__user" to={partnerProfilePath(countryCode)} aria-label={t('header.partnerProfile', { name: partnerName })}>
            <span aria-hidden="true">{userInitials(partnerName)}</span>
          </Link>
        ) : partnerName ? (
          <span className="shell-header__user" role="img" aria-label={t('header.partnerUser', { name: partnerName })}>
            <span aria-hidden="true">{userInitials(partnerName)}</span>
          </span>
        ) : null}
        {session.isSignedIn && !partnerName ? (
          <span className="shell-header__user" role="img" aria-label={t('header.partnerUser', { name: shopUserName(session.user) })}>
            <span aria-hidden="true">{userInitials(shopUserName(session.user))}</span>
          </span>
        ) : null}
        {!signedIn && signedInExpected ? (
          // The server's page for a shopper who is probably signed in: the account's place, until the page knows.
          <span className="shell-header__user shell-header__user--pending" aria-hidden="true" />
        ) : signedIn ? (
          <button type="button" className="shell-header__button shell-header__wide-only" onClick={() => void signOut()}>
            {t('header.signOut')}
          </button>
        ) : isWhiteLabel && partnerAccountsOn(partnerSite) ? (
          <button type="button" className="shell-header__button" onClick={() => (partner ? void partner.login() : ui.open({ kind: 'partnerSignIn' }))}>
            {t('header.signIn')}
          </button>
        ) : storefront.enable.userAccounts && countryCode ? (
          <>
            <Link className="shell-header__button" to={signInHref(countryCode, 'SignIn', fromProduct)}>
              {t('header.signIn')}
            </Link>
            {chrome.showSignUpButton ? (
              <Link className="shell-header__button shell-header__button--primary shell-header__wide-only" to={signInHref(countryCode, 'SignUp', fromProduct)}>
                {t('header.signUp')}
              </Link>
            ) : null}
          </>
        ) : null}
      </div>
    </header>
  );
});
