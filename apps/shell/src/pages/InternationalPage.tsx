import { useState } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { countryHomePath, defaultLanguageOf, type Country } from '@store/shared/domain';
import { Badge, Button, TextField } from '@store/shared/ui';
import { useShellTranslation } from '../i18n/shellI18n';
import { useDocumentTitle } from './useDocumentTitle';
import { countryGroups } from './countryChooser';
import { flagUrl } from './countryFlags';

const regionKey = (region: string) => `region.${region.replace(/\s+/g, '')}`;

/** A country's flag: a real SVG (decorative, the name is beside it), sized so nothing moves while it loads. */
function CountryFlag({ country }: { country: Country }) {
  const src = flagUrl(country.code);
  return src ? (
    <img className="international__flag" src={src} alt="" width={32} height={24} loading="lazy" decoding="async" />
  ) : (
    <span className="international__flag" aria-hidden="true" />
  );
}

/** The country's names: English, and its own name under it where that differs (in its own language). */
function CountryNames({ country }: { country: Country }) {
  return (
    <span className="international__names">
      <span className="international__name">{country.enName}</span>
      {country.name !== country.enName ? ' ' : null}
      {country.name !== country.enName ? (
        <span className="international__native" lang={defaultLanguageOf(country).code}>
          {country.name}
        </span>
      ) : null}
    </span>
  );
}

/** /international: the country chooser, grouped by the nine regions and searchable by name; each country a flagged row. */
export const InternationalPage = observer(function InternationalPage() {
  const { shop, isWhiteLabel } = useRootStore();
  const { t, ready } = useShellTranslation();
  const [query, setQuery] = useState('');
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
        <TextField
          label={t('international.searchLabel')}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <p role="status" className="international__count">
          {t('international.count', { count })}
        </p>
      </div>
      {count === 0 ? (
        <div className="international__empty">
          <p>{t('international.noMatch')}</p>
          <Button onClick={() => setQuery('')}>{t('international.clearSearch')}</Button>
        </div>
      ) : null}
      {groups.map((group) => (
        <section key={group.region} aria-labelledby={`region-${regionKey(group.region)}`} className="international__region">
          <h2 id={`region-${regionKey(group.region)}`}>{t(regionKey(group.region))}</h2>
          <ul className="international__list">
            {group.countries.map(({ country, comingSoon }) => (
              <li key={country.code}>
                {comingSoon ? (
                  <span className="international__country international__country--soon" aria-disabled="true">
                    <CountryFlag country={country} />
                    <CountryNames country={country} />
                    <Badge className="international__soon">{t('international.comingSoon')}</Badge>
                  </span>
                ) : (
                  <Link className="international__country" to={countryHomePath(country, null)} onClick={() => choose(country)}>
                    <CountryFlag country={country} />
                    <CountryNames country={country} />
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
