import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore, type ThemeConfig } from '@store/shared';
import { INFO_PAGES, INFO_PAGE_ROUTES, localeSegment, routePath } from '@store/shared/domain';
import { useShellTranslation } from '../i18n/shellI18n';
import { useShell } from './ShellContext';

/**
 * Footer: the information pages the storefront switches on (legal: terms and privacy; help; about), in the shop's
 * country and language; country selector, marketing page, the partner's trust rating (TrustPilot flag and the
 * partner's trust-rating switch, with its link), cookie preferences (always reachable, readings 4), copyright.
 */
export const Footer = observer(function Footer({ storefront }: { storefront: ThemeConfig }) {
  const { consent, shop } = useRootStore();
  const { partnerSite } = useShell();
  const { t } = useShellTranslation();
  const countryCode = shop.country ? localeSegment(shop.country, shop.language) : undefined;
  const infoPages = countryCode ? INFO_PAGES.filter((page) => storefront.enable[INFO_PAGE_ROUTES[page].enabledBy]) : [];
  const trustRatingUrl = storefront.enable.trustPilot ? partnerSite?.trustRatingUrl : undefined;
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <p className="shell-footer__brand">
          <img src={storefront.themeLogo} alt="" width={28} height={28} />
          <span>{storefront.name}</span>
        </p>
        <nav aria-label={t('footer.nav')}>
          <ul className="shell-footer__links">
            {infoPages.map((page) => (
              <li key={page}>
                <Link to={routePath(INFO_PAGE_ROUTES[page].route, { countryCode: countryCode ?? '' })}>{t(`footer.${page}`)}</Link>
              </li>
            ))}
            {storefront.enable.countrySelector ? (
              <li>
                <Link to={routePath('International', {})}>{t('footer.changeCountry')}</Link>
              </li>
            ) : null}
            <li>
              <Link to={routePath('MarketingAndPartnership', {})}>{t('footer.marketing')}</Link>
            </li>
            {trustRatingUrl ? (
              <li>
                <a href={trustRatingUrl} target="_blank" rel="noopener noreferrer">
                  {t('footer.trustRating', { store: storefront.name })}
                  <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
                </a>
              </li>
            ) : null}
            <li>
              <button type="button" className="link-button" onClick={consent.openPreferences}>
                {t('footer.cookiePreferences')}
              </button>
            </li>
          </ul>
        </nav>
        {storefront.enable.poweredBy || storefront.enable.copyright ? (
          <div className="shell-footer__fine">
            {storefront.enable.poweredBy ? <p>{t('footer.poweredBy')}</p> : null}
            {storefront.enable.copyright ? (
              <p>
                © {new Date().getFullYear()} {storefront.name}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </footer>
  );
});
