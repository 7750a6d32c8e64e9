import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { useRootStore } from '@store/shared';
import { buttonClassName, useDocumentTitle } from '@store/shared/ui';

/**
 * The not-found page of a game address: says so (marked like the shell's 404 page, and titled), and
 * leads to all games.
 */
export function GameNotFound({ t, message, homePath, dir }: { t: TFunction; message: string; homePath: string; dir?: 'ltr' | 'rtl' }) {
  const { theme } = useRootStore();
  const title = t('product.notFoundTitle');
  useDocumentTitle(title, theme?.name);
  return (
    <section className="catalog product-page" data-remote-page="catalog" data-page="not-found" dir={dir} aria-labelledby="product-title">
      <h1 id="product-title">{title}</h1>
      <p role="alert">{message}</p>
      <Link className={buttonClassName({ variant: 'primary' })} to={homePath}>
        {t('product.browseAll')}
      </Link>
    </section>
  );
}
