import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { COUNTRIES, countryByCode, localeSegment, routePath, productSlugOf } from '@store/shared/domain';
import { buttonClassName, Card, ProblemWithRetry, Select } from '@store/shared/ui';
import { useRootStore, useStoreQueryInputs } from '@store/shared';
import { ensureCatalogStyles } from '../../app/styles';
import { GameNotFound } from '../../components/GameNotFound';
import { useCatalogApi } from '../../hooks/useCatalogApi';
import { useCatalogTranslation } from '../../i18n/useCatalogTranslation';
import { detectedCountryQuery, productAvailabilityQuery } from './api/productQueries';

export interface GlobalProductPageProps {
  /** The game's name in the address (/product/{gameName}), as the shell's route gives it. */
  gameName: string;
}

/**
 * /product/{gameName}: the product without a country. The shopper picks one of the countries that sell
 * it (the detected one, else the shop's, first); a game sold nowhere is not found.
 */
export const GlobalProductPage = observer(function GlobalProductPage({ gameName }: GlobalProductPageProps) {
  ensureCatalogStyles();
  const store = useRootStore();
  const api = useCatalogApi();
  const inputs = useStoreQueryInputs();
  const { t, ready } = useCatalogTranslation();
  const slug = productSlugOf(gameName) ?? '';
  const availability = useQuery({ ...productAvailabilityQuery(api, inputs, slug), enabled: slug !== '' });
  const detected = useQuery({ ...detectedCountryQuery(store.api.shop, inputs, slug), enabled: slug !== '' });
  const [chosen, setChosen] = useState('');

  const busy = <section className="catalog global-product" data-remote-page="catalog" aria-busy="true" />;
  if (!ready) return busy;
  const homePath = store.shop.country ? routePath('Homepage', { countryCode: localeSegment(store.shop.country, store.shop.language) }) : '/';
  const notFound = <GameNotFound t={t} message={t('global.notSold')} homePath={homePath} />;
  if (!slug) return notFound;
  if (availability.isPending) return busy;
  if (availability.isError) {
    return (
      <section className="catalog global-product" data-remote-page="catalog" aria-labelledby="global-title">
        <h1 id="global-title">{t('product.unavailableTitle')}</h1>
        <ProblemWithRetry className="catalog-problem" message={t('product.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void availability.refetch()} />
      </section>
    );
  }
  if (!availability.data) return notFound;
  const selling = availability.data.countryCodes;
  const preferred = [chosen, detected.data?.countryIsoCode.toLowerCase() ?? '', store.shop.countryCode ?? ''].find((c) => selling.includes(c));
  const code = preferred ?? (selling[0] as string);
  const country = countryByCode(code);
  const options = COUNTRIES.filter((c) => selling.includes(c.code));
  return (
    <section className="catalog global-product" data-remote-page="catalog" aria-labelledby="global-title">
      <h1 id="global-title">{availability.data.name}</h1>
      <p>{t('global.explain')}</p>
      <Card as="div" className="global-product__choice">
        <Select id="global-country" label={t('global.country')} value={code} onChange={(e) => setChosen(e.target.value)}>
          {options.map((c) => (
            <option key={c.code} value={c.code}>
              {c.enName}
            </option>
          ))}
        </Select>
        {country ? (
          <Link className={buttonClassName({ variant: 'primary', block: true })} to={routePath('ProductDetail', { countryCode: localeSegment(country), gameName: slug })}>
            {t('global.go', { country: country.enName })}
          </Link>
        ) : null}
      </Card>
    </section>
  );
});

export default GlobalProductPage;
