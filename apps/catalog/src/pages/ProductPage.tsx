import { PlaceholderPage } from '@store/shared';

export type ProductPageProps = Record<string, never>;

export default function ProductPage(_props: ProductPageProps) {
  return <PlaceholderPage remote="catalog" title="Product" />;
}
