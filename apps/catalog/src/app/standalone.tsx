// The catalog team's standalone page: every exposed page of this remote, without the shell (route
// inputs, which the shell passes as props, are a sample game here, or the address for the pages the
// home page's links open: a game card opens its product page).
import { useParams } from 'react-router';
import { routeDefinition } from '@store/shared/domain';
import { startStandaloneRemote } from '@store/shared/standalone';
import { HomePage } from '../features/home';
import { GlobalProductPage, ProductPage } from '../features/product';
import { SearchResultsPage } from '../features/search';
import { MarketingPage } from '../features/marketing';

const SAMPLE_GAME = 'football-legends';

function ProductAtAddress() {
  const { gameName = SAMPLE_GAME } = useParams();
  return <ProductPage gameName={gameName} />;
}

function SearchResultsAtAddress() {
  const { searchString } = useParams();
  return <SearchResultsPage {...(searchString === undefined ? {} : { searchString })} />;
}

void startStandaloneRemote('catalog', [
  { path: '/HomePage', title: 'Home', Component: HomePage },
  { path: '/ProductPage', title: 'Product', Component: () => <ProductPage gameName={SAMPLE_GAME} /> },
  { path: '/GlobalProductPage', title: 'Global product', Component: () => <GlobalProductPage gameName={SAMPLE_GAME} /> },
  { path: '/SearchResultsPage', title: 'Search results', Component: SearchResultsPage },
  { path: '/MarketingPage', title: 'Marketing and partnership', Component: MarketingPage },
  // The store's addresses the pages link to: /en-sg/, /en-sg/football-legends, /en-sg/search/legends.
  { path: routeDefinition('Homepage').path, title: 'Home', Component: HomePage, hidden: true },
  { path: routeDefinition('ProductDetail').path, title: 'Product', Component: ProductAtAddress, hidden: true },
  { path: routeDefinition('SearchResults').path, title: 'Search results', Component: SearchResultsAtAddress, hidden: true },
]);
