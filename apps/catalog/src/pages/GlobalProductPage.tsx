import { PlaceholderPage } from '@store/shared';

export type GlobalProductPageProps = Record<string, never>;

export default function GlobalProductPage(_props: GlobalProductPageProps) {
  return <PlaceholderPage remote="catalog" title="Global product" />;
}
