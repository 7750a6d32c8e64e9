import { useId, useState } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { countryHomePath, defaultLanguageOf, type Country } from '@store/shared/domain';
import { useShellTranslation } from '../i18n/shellI18n';
import { useDocumentTitle } from './useDocumentTitle';
import { countryGroups } from './countryChooser';

const regionKey = (region: string) => `region.${region.replace(/\s+/g, '')}`;

/** /international: the country chooser, grouped by the nine regions and searchable by name. */
export const InternationalPage = observer(function InternationalPage() {
  const { shop, isWhiteLabel } = useRootStore();
  const { t, ready } = useShellTranslation();
  const [query, setQuery] = useState('');
  const searchId = useId();
  useDocumentTitle(ready ? t('international.title') : undefined);
  const groups = countryGroups(query, isWhiteLabel);
  const count = groups.reduce((n, g) => n + g.countries.length, 0);

  const choose = (country: Country) => {
    shop.setCountry(country.code, defaultLanguageOf(country).code);
  };

  return (
    <section className="international" aria-labelledby="international-title" data-page="international">
      <h1 id="international-title">{t('international.title')}</h1>
      <div className="international__search">
        <label htmlFor={searchId}>{t('international.searchLabel')}</label>
        <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
        <p role="status" className="international__count">
          {t('international.count', { count })}
        </p>
      </div>
      {groups.map((group) => (
        <section key={group.region} aria-labelledby={`region-${regionKey(group.region)}`} className="international__region">
          <h2 id={`region-${regionKey(group.region)}`}>{t(regionKey(group.region))}</h2>
          <ul>
            {group.countries.map(({ country, comingSoon }) => (
              <li key={country.code}>
                {comingSoon ? (
                  <span className="international__country international__country--soon" aria-disabled="true">
                    {country.enName} <span>({t('international.comingSoon')})</span>
                  </span>
                ) : (
                  <Link
                    className="international__country"
                    to={countryHomePath(country, null)}
                    onClick={() => choose(country)}
                  >
                    {country.enName}
                    {country.name !== country.enName ? (
                      <span className="international__native" lang={defaultLanguageOf(country).code}>
                        {' '}
                        {country.name}
                      </span>
                    ) : null}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
});
