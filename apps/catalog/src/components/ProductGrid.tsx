import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { formatAmount, type Country } from '@store/shared/domain';
import type { ProductCard } from '../lib/catalogApi';
import { ProductTile } from './ProductTile';
import { useShopPaths } from '../hooks/useShopPaths';

/** The lowest price of a product, "from S$0.99". */
export function fromPrice(product: Pick<ProductCard, 'denominations'>): number | undefined {
  const prices = product.denominations.map((d) => d.price);
  return prices.length ? Math.min(...prices) : undefined;
}

/**
 * The games as tiles (the kit's tile surface): the art and name are the link (named by the game alone) and the whole
 * tile is its target; the publisher and the lowest price under it. 3 columns on a phone, more as the page widens.
 */
export function ProductGrid({ products, country, t, labelledBy }: { products: readonly ProductCard[]; country: Country; t: TFunction; labelledBy: string }) {
  const paths = useShopPaths();
  return (
    <ul className="product-grid" aria-labelledby={labelledBy}>
      {products.map((p) => {
        const from = fromPrice(p);
        return (
          <li key={p.slug} className="product-card ui-tile">
            <Link to={paths.product(p.slug)} className="product-card__link">
              <ProductTile product={p} />
              <span className="product-card__name" dir="auto">
                {p.name}
              </span>
            </Link>
            {/* dir="auto": a Latin name on an Arabic page is cut at its end, not its start. */}
            <span className="product-card__publisher" dir="auto">
              {p.publisher}
            </span>
            {from !== undefined ? <span className="product-card__price">{t('product.from', { price: formatAmount(from, country) })}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
