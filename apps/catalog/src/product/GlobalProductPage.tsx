import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { COUNTRIES, countryByCode, localePrefix, useRootStore } from '@store/shared';
import { useAsync } from '../api/useAsync';
import { useCatalogTranslation } from '../i18n/useCatalogTranslation';
import { ensureCatalogStyles } from '../ui/styles';

export type GlobalProductPageProps = Record<string, never>;

/** /product/{gameName}: the product without a country; the shopper picks a country (the detected one first). */
export const GlobalProductPage = observer(function GlobalProductPage(_props: GlobalProductPageProps) {
  ensureCatalogStyles();
  const store = useRootStore();
  const { t, ready } = useCatalogTranslation();
  const { gameName = '' } = useParams();
  const detected = useAsync(() => store.api.shop.detectedCountryInfo({ productPath: `/product/${gameName}` }), [gameName]);
  const detectedCode = detected.state.status === 'ready' ? detected.state.value.countryIsoCode.toLowerCase() : '';
  const [chosen, setChosen] = useState('');
  const code = chosen || detectedCode || store.shop.countryCode || 'sg';
  const country = countryByCode(code);
  const title = gameName.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  if (!ready) return <section className="catalog" data-remote-page="catalog" aria-busy="true" />;
  return (
    <section className="catalog global-product" data-remote-page="catalog" aria-labelledby="global-title">
      <h1 id="global-title">{title}</h1>
      <p>{t('global.explain')}</p>
      <div className="field">
        <label htmlFor="global-country">{t('global.country')}</label>
        <select id="global-country" value={code} onChange={(e) => setChosen(e.target.value)}>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.enName}
            </option>
          ))}
        </select>
      </div>
      {country ? (
        <Link className="button button--primary" to={`${localePrefix(country)}/${gameName}`}>
          {t('global.go', { country: country.enName })}
        </Link>
      ) : null}
    </section>
  );
});

export default GlobalProductPage;
