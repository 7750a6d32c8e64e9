// The catalog team's standalone page: every exposed page of this remote, without the shell (route
// inputs, which the shell passes as props, are a sample game here).
import { startStandaloneRemote } from '@store/shared/standalone';
import { HomePage } from '../features/home';
import { GlobalProductPage, ProductPage } from '../features/product';
import { SearchResultsPage } from '../features/search';
import { MarketingPage } from '../features/marketing';

const SAMPLE_GAME = 'football-legends';

void startStandaloneRemote('catalog', [
  { path: '/HomePage', title: 'Home', Component: HomePage },
  { path: '/ProductPage', title: 'Product', Component: () => <ProductPage gameName={SAMPLE_GAME} /> },
  { path: '/GlobalProductPage', title: 'Global product', Component: () => <GlobalProductPage gameName={SAMPLE_GAME} /> },
  { path: '/SearchResultsPage', title: 'Search results', Component: SearchResultsPage },
  { path: '/MarketingPage', title: 'Marketing and partnership', Component: MarketingPage },
]);
