import { Link } from 'react-router';
import { useShellTranslation } from '../i18n/shellI18n';
import { useDocumentTitle } from './useDocumentTitle';

/** Any other path (section 2): the real 404 page, in en-default when no country is known (readings 13). */
export function NotFoundPage() {
  const { t, ready } = useShellTranslation();
  useDocumentTitle(ready ? t('notFound.title') : undefined);
  return (
    <section className="page-message" aria-labelledby="not-found-title" data-page="not-found">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
