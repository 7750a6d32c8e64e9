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

export function ProductGrid({ products, country, t, labelledBy }: { products: readonly ProductCard[]; country: Country; t: TFunction; labelledBy: string }) {
  const paths = useShopPaths();
  return (
    <ul className="product-grid" aria-labelledby={labelledBy}>
      {products.map((p) => {
        const from = fromPrice(p);
        return (
          <li key={p.slug} className="product-card">
            <ProductTile product={p} />
            <Link to={paths.product(p.slug)} className="product-card__link">
              {p.name}
            </Link>
            <span className="product-card__publisher">{p.publisher}</span>
            {from !== undefined ? <span className="product-card__price">{t('product.from', { price: formatAmount(from, country) })}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
