// Standalone page for the catalog team: every exposed page of this remote, without the shell.
import { startStandaloneRemote } from '@store/shared';
import HomePage from './pages/HomePage';
import ProductPage from './pages/ProductPage';
import GlobalProductPage from './pages/GlobalProductPage';
import SearchResultsPage from './pages/SearchResultsPage';
import MarketingPage from './pages/MarketingPage';

void startStandaloneRemote('catalog', [
  { path: '/HomePage', title: 'Home', Component: HomePage },
  { path: '/ProductPage', title: 'Product', Component: ProductPage },
  { path: '/GlobalProductPage', title: 'Global product', Component: GlobalProductPage },
  { path: '/SearchResultsPage', title: 'Search results', Component: SearchResultsPage },
  { path: '/MarketingPage', title: 'Marketing and partnership', Component: MarketingPage },
]);
