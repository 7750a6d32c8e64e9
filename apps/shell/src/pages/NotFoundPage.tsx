import { Link } from 'react-router';
import { buttonClassName } from '@store/shared/ui';
import { useShellTranslation } from '../i18n/shellI18n';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * Any other path (section 2): the real 404 page, in en-default when no country is known (readings 13). Two ways out:
 * the store's home (/ goes to the chosen country's) and the country chooser.
 */
export function NotFoundPage() {
  const { t, ready } = useShellTranslation();
  useDocumentTitle(ready ? t('notFound.title') : undefined);
  return (
    <section className="page-message ui-card" aria-labelledby="not-found-title" data-page="not-found">
      <span className="page-message__art" aria-hidden="true">
        404
      </span>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <div className="page-message__actions">
        <Link className={buttonClassName({ variant: 'primary' })} to="/">
          {t('notFound.home')}
        </Link>
        <Link className={buttonClassName({ variant: 'secondary' })} to="/international">
          {t('footer.changeCountry')}
        </Link>
      </div>
    </section>
  );
}
