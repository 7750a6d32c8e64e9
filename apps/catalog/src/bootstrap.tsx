// Standalone page for the catalog team: every exposed page of this remote, without the shell.
import { startStandaloneRemote } from '@store/shared';
import HomePage from './home/HomePage';
import ProductPage from './product/ProductPage';
import GlobalProductPage from './product/GlobalProductPage';
import SearchResultsPage from './search/SearchResultsPage';
import MarketingPage from './pages/MarketingPage';

void startStandaloneRemote('catalog', [
  { path: '/HomePage', title: 'Home', Component: HomePage },
  { path: '/ProductPage', title: 'Product', Component: ProductPage },
  { path: '/GlobalProductPage', title: 'Global product', Component: GlobalProductPage },
  { path: '/SearchResultsPage', title: 'Search results', Component: SearchResultsPage },
  { path: '/MarketingPage', title: 'Marketing and partnership', Component: MarketingPage },
]);
