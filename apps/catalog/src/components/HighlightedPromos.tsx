import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { PromoItem } from '../lib/catalogApi';
import { useShopPaths } from '../hooks/useShopPaths';

/** Highlighted promos (home: every promo; product page: the product's and the general ones). */
export function HighlightedPromos({ promos, t, headingLevel = 2 }: { promos: readonly PromoItem[]; t: TFunction; headingLevel?: 2 | 3 }) {
  const paths = useShopPaths();
  if (promos.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="promos" aria-labelledby="promos-title">
      <Heading id="promos-title">{t('promos.title')}</Heading>
      <ul className="promos__list">
        {promos.map((p) => (
          <li key={p.promoId} className="promo">
            {/* dir="auto": promo text from the CMS keeps its own direction on a right-to-left page. */}
            <strong dir="auto">{p.title}</strong>
            {p.description ? <p dir="auto">{p.description}</p> : null}
            {p.promoCode ? (
              <p>
                {t('promos.code')} <code>{p.promoCode}</code>
              </p>
            ) : null}
            {p.productPath ? <Link to={paths.product(p.productPath)}>{t('promos.shopNow')}</Link> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
