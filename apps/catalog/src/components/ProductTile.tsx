import type { ProductCard } from '../lib/catalogApi';

/**
 * A game's tile: its image from the catalogue, else its first letter. Decorative (the name is beside
 * it), with a fixed size so nothing moves when it loads (the grid's fills the card's width, square) and a
 * placeholder colour behind it while it does.
 */
export function ProductTile({ product, large = false }: { product: Pick<ProductCard, 'name' | 'image'>; large?: boolean }) {
  const className = large ? 'product-card__tile product-card__tile--large' : 'product-card__tile';
  const size = large ? 72 : 160;
  if (product.image) {
    return <img className={className} src={product.image} alt="" width={size} height={size} decoding="async" loading={large ? 'eager' : 'lazy'} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {product.name.slice(0, 1)}
    </span>
  );
}
