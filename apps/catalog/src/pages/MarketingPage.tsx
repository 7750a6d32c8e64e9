import { PlaceholderPage } from '@store/shared';

export type MarketingPageProps = Record<string, never>;

export default function MarketingPage(_props: MarketingPageProps) {
  return <PlaceholderPage remote="catalog" title="Marketing and partnership" />;
}
