import { Link, useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { languagesOf, localeSegment, pathAfterLocalePrefix, withLocalePrefix } from '@store/shared/domain';
import { useShellTranslation } from '../i18n/shellI18n';

/**
 * The country's languages as links to the same page under the other prefix; the prefix rule then
 * applies the switched-language rule (non-default marks it, default clears it).
 */
export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const { shop } = useRootStore();
  const location = useLocation();
  const { t } = useShellTranslation();
  const country = shop.country;
  if (!country) return null;
  const languages = languagesOf(country);
  if (languages.length < 2) return null;
  const rest = pathAfterLocalePrefix(location.pathname);
  return (
    <nav className="language-switcher" aria-label={t('header.language')}>
      <ul>
        {languages.map((language) => {
          const current = language.code === shop.language?.code;
          return (
            <li key={language.code}>
              <Link
                to={{ pathname: withLocalePrefix(rest, country, language), search: location.search }}
                aria-current={current ? 'true' : undefined}
                lang={language.code}
                hrefLang={localeSegment(country, language)}
              >
                {language.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
