import { PlaceholderPage } from '@store/shared';

export type SearchResultsPageProps = Record<string, never>;

export default function SearchResultsPage(_props: SearchResultsPageProps) {
  return <PlaceholderPage remote="catalog" title="Search results" />;
}
