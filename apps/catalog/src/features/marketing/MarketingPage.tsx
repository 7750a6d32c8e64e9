import { PlaceholderPage } from '@store/shared/ui';

export type MarketingPageProps = Record<string, never>;

export function MarketingPage(_props: MarketingPageProps) {
  return <PlaceholderPage remote="catalog" title="Marketing and partnership" />;
}

export default MarketingPage;
