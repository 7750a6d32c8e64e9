import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@store/shared/ui';
import type { PromoItem } from '../lib/catalogApi';
import { useShopPaths } from '../hooks/useShopPaths';

/**
 * Highlighted promos (home: every promo; product page: the product's and the general ones), each a kit card that
 * reads as an offer: the deal in large type, what it is, the code on a coupon, and Shop now where it has a game.
 */
export function HighlightedPromos({ promos, t, headingLevel = 2 }: { promos: readonly PromoItem[]; t: TFunction; headingLevel?: 2 | 3 }) {
  const paths = useShopPaths();
  if (promos.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="promos" aria-labelledby="promos-title">
      <Heading id="promos-title">{t('promos.title')}</Heading>
      <ul className="promos__list">
        {promos.map((p) => (
          <li key={p.promoId} className="promo ui-card">
            {/* dir="auto": promo text from the CMS keeps its own direction on a right-to-left page. */}
            <strong className="promo__title" dir="auto">
              {p.title}
            </strong>
            {p.description ? (
              <p className="promo__description" dir="auto">
                {p.description}
              </p>
            ) : null}
            {p.promoCode || p.productPath ? (
              <div className="promo__foot">
                {p.promoCode ? (
                  <p className="promo__code">
                    <span className="promo__code-label">{t('promos.code')}</span> <code>{p.promoCode}</code>
                  </p>
                ) : null}
                {p.productPath ? (
                  <Link className={buttonClassName({ variant: 'primary' }, 'promo__shop')} to={paths.product(p.productPath)}>
                    {t('promos.shopNow')}
                  </Link>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
