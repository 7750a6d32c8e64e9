// The catalog team's public contract: every module this remote exposes, with its props type.
// The shell refuses this remote if it does not support `contract.major`; bump it on a breaking change.
import type { HomePageProps } from './pages/HomePage';
import type { ProductPageProps } from './pages/ProductPage';
import type { GlobalProductPageProps } from './pages/GlobalProductPage';
import type { SearchResultsPageProps } from './pages/SearchResultsPage';
import type { MarketingPageProps } from './pages/MarketingPage';

export const contract = {
  remote: 'catalog',
  major: 1,
  modules: ['HomePage', 'ProductPage', 'GlobalProductPage', 'SearchResultsPage', 'MarketingPage'],
} as const;

/** Module Federation exposes map: exposed name -> source file (read by webpack.config.cjs). */
export const exposes = {
  './contract': './src/exposes.ts',
  './HomePage': './src/pages/HomePage.tsx',
  './ProductPage': './src/pages/ProductPage.tsx',
  './GlobalProductPage': './src/pages/GlobalProductPage.tsx',
  './SearchResultsPage': './src/pages/SearchResultsPage.tsx',
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
