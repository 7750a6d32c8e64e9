// The catalog team's public contract: every module this remote exposes, with its props type.
// The shell refuses this remote if it does not support `contract.major`; bump it on a breaking change.
import type { HomePageProps } from './home/HomePage';
import type { ProductPageProps } from './product/ProductPage';
import type { GlobalProductPageProps } from './product/GlobalProductPage';
import type { SearchResultsPageProps } from './search/SearchResultsPage';
import type { MarketingPageProps } from './pages/MarketingPage';

export const contract = {
  remote: 'catalog',
  major: 1,
  modules: ['HomePage', 'ProductPage', 'GlobalProductPage', 'SearchResultsPage', 'MarketingPage'],
} as const;

/** Module Federation exposes map: exposed name -> source file (read by webpack.config.cjs). */
export const exposes = {
  './contract': './src/exposes.ts',
  './HomePage': './src/home/HomePage.tsx',
  './ProductPage': './src/product/ProductPage.tsx',
  './GlobalProductPage': './src/product/GlobalProductPage.tsx',
  './SearchResultsPage': './src/search/SearchResultsPage.tsx',
  './MarketingPage': './src/pages/MarketingPage.tsx',
};

/** Props of each exposed module, for the shell and other remotes that render them. */
export interface CatalogExposes {
  HomePage: HomePageProps;
  ProductPage: ProductPageProps;
  GlobalProductPage: GlobalProductPageProps;
  SearchResultsPage: SearchResultsPageProps;
  MarketingPage: MarketingPageProps;
}
