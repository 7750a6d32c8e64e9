import { Link, useMatches } from 'react-router';
import type { ThemeConfig } from '@store/shared';
import { RemoteSlot } from '../federation/RemoteSlot';
import { NotificationBell } from './NotificationBell';

export function Header({ storefront }: { storefront: ThemeConfig }) {
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id;
  const showSearch = storefront.enable.search && routeId !== 'International';
  return (
    <header className="shell-header">
      <Link to="/" className="shell-header__logo" aria-label={`${storefront.name} home`}>
        <img src={storefront.themeLogo} alt="" width={32} height={32} />
        <span>{storefront.name}</span>
      </Link>
      {showSearch ? (
        <form role="search" className="shell-header__search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="header-search" className="visually-hidden">
            Search games
          </label>
          <input id="header-search" type="search" name="q" placeholder="Search games" />
        </form>
      ) : null}
      <div className="shell-header__widgets">
        {storefront.enable.notification ? <NotificationBell /> : null}
        <RemoteSlot remote="rewards" module="HeaderRewardsInfo" props={{}} compact label="rewards" />
        {storefront.whitelabelId === undefined ? (
          <RemoteSlot remote="wallet" module="WalletHeaderInfo" props={{}} compact label="wallet" />
        ) : null}
      </div>
    </header>
  );
}
