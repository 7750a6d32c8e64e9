import type { ProductCard } from '../lib/catalogApi';

/**
 * A game's tile: its image from the catalogue, else its first letter. Decorative (the name is beside
 * it), with a fixed size so nothing moves when it loads (the grid's fills the card's width, square) and a
 * placeholder colour behind it while it does. The product page's (large, beside the name) is asked for at once but after
 * the banner, the page's largest image: a small icon must not share the banner's bandwidth at the same priority.
 */
export function ProductTile({ product, large = false }: { product: Pick<ProductCard, 'name' | 'image'>; large?: boolean }) {
  const className = large ? 'product-card__tile product-card__tile--large' : 'product-card__tile';
  const size = large ? 72 : 160;
  if (product.image) {
    return <img className={className} src={product.image} alt="" width={size} height={size} decoding="async" {...(large ? { loading: 'eager', fetchPriority: 'low' } : { loading: 'lazy' })} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {product.name.slice(0, 1)}
    </span>
  );
}
