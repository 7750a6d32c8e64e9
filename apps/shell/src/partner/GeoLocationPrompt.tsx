import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { countryByCode, countryHomePath, PARTNER_UPCOMING_COUNTRIES, type Country } from '@store/shared/domain';
import { Modal } from '@store/shared/ui';
import { useShell } from '../chrome/ShellContext';
import { useShellTranslation } from '../i18n/shellI18n';
import { useCurrentRoute } from '../routes/currentRoute';

/** Asked once per tab (sessionStorage): a shopper who chose to stay is not asked again on every page. */
export const GEO_PROMPT_KEY = 'geoLocationPrompted';

interface Offer {
  readonly country: Country;
  readonly path: string;
}

/**
 * The geo-location redirect modal (section 2) of the white-label store: on the home and product pages, when
 * /detectedCountryInfo places the shopper in another country the store sells in, offer that country's page.
 */
export const GeoLocationPrompt = observer(function GeoLocationPrompt() {
  const store = useRootStore();
  const { shop } = store;
  const { prerender } = useShell();
  const { t } = useShellTranslation();
  const route = useCurrentRoute();
  const location = useLocation();
  const [offer, setOffer] = useState<Offer | undefined>(undefined);
  const current = shop.country;
  const eligible = !prerender && store.isWhiteLabel && current !== undefined && (route === 'Homepage' || route === 'ProductDetail');

  useEffect(() => {
    if (!eligible || !current) return;
    let tab: Storage | undefined;
    try {
      tab = window.sessionStorage;
    } catch {
      tab = undefined;
    }
    if (tab?.getItem(GEO_PROMPT_KEY)) return;
    let cancelled = false;
    void store.api.shop
      .detectedCountryInfo({ productPath: location.pathname })
      .then((info) => {
        const detected = countryByCode(info.countryIsoCode);
        if (cancelled || !detected || detected.code === current.code || (PARTNER_UPCOMING_COUNTRIES as readonly string[]).includes(detected.code)) return;
        tab?.setItem(GEO_PROMPT_KEY, detected.code);
        setOffer({ country: detected, path: `${countryHomePath(detected)}${info.productPathShortName}` });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [eligible, current, store, location.pathname]);

  if (!offer || !current) return null;
  const close = () => setOffer(undefined);
  return (
    <Modal title={t('partner.geo.title')} onClose={close} closeLabel={t('common.close')} name="geoLocation">
      <p>{t('partner.geo.body', { detected: offer.country.enName, current: current.enName })}</p>
      <div className="partner-error__actions">
        <Link className="partner-error__primary" to={offer.path} onClick={close}>
          {t('partner.geo.go', { country: offer.country.enName })}
        </Link>
        <button type="button" className="partner-error__secondary" onClick={close}>
          {t('partner.geo.stay', { country: current.enName })}
        </button>
      </div>
    </Modal>
  );
});
