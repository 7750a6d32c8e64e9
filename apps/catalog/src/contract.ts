// catalog's published contract: the props of every module src/exposes.ts exposes. Type-only: other
// apps import it as '@store/catalog/contract' (`import type`), so a change here that breaks them fails
// their typecheck.
import type { PublishedContract } from '@store/shared';
import type { exposes } from './exposes';
import type { HomePageProps } from './features/home';
import type { GlobalProductPageProps, ProductPageProps } from './features/product';
import type { SearchResultsPageProps } from './features/search';
import type { MarketingPageProps } from './features/marketing';
import type { InfoPageProps } from './features/info';

export type CatalogContract = PublishedContract<
  typeof exposes,
  {
    HomePage: HomePageProps;
    ProductPage: ProductPageProps;
    GlobalProductPage: GlobalProductPageProps;
    SearchResultsPage: SearchResultsPageProps;
    MarketingPage: MarketingPageProps;
    InfoPage: InfoPageProps;
  }
>;
