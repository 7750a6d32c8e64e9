import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { ProblemWithRetry, MAX_SEARCH_LENGTH, useRootStore } from '@store/shared';
import { ProductCardSchema, itemsOf } from '../api/catalogApi';
import { useAsync } from '../api/useAsync';
import { useCatalogTranslation } from '../i18n/useCatalogTranslation';
import { ProductGrid } from '../home/ProductGrid';
import { ensureCatalogStyles } from '../ui/styles';
import { useShopPaths } from '../ui/useShopPaths';
import { SearchForm } from './SearchForm';

export type SearchResultsPageProps = Record<string, never>;

/** /{cc}/search/{searchString}: results, no result, or an error with Retry (section 3 search state). */
export const SearchResultsPage = observer(function SearchResultsPage(_props: SearchResultsPageProps) {
  ensureCatalogStyles();
  const store = useRootStore();
  const { shop } = store;
  const { t, ready } = useCatalogTranslation();
  const paths = useShopPaths();
  const { searchString: asked = '' } = useParams();
  // What is searched, and shown, is cut to the longest search the store sends.
  const searchString = asked.slice(0, MAX_SEARCH_LENGTH);
  const countryCode = shop.countryCode ?? '';
  const { state, retry } = useAsync(async () => {
    const outcome = await store.api.search.search({ searchString, countryCode });
    if (outcome.networkError || outcome.errorMessage) throw new Error(outcome.errorMessage ?? 'network');
    return itemsOf(ProductCardSchema, outcome.results);
  }, [searchString, countryCode]);

  if (!ready || !shop.country) return <section className="catalog" data-remote-page="catalog" aria-busy="true" />;
  return (
    <section className="catalog search-page" data-remote-page="catalog" aria-labelledby="search-title" dir={shop.rtl ? 'rtl' : 'ltr'}>
      <h1 id="search-title">{t('search.title', { q: searchString })}</h1>
      <SearchForm t={t} initial={searchString} key={searchString} />
      {state.status === 'loading' ? (
        <p aria-busy="true">{t('search.searching')}</p>
      ) : state.status === 'error' ? (
        <ProblemWithRetry className="catalog-problem" message={t('search.failed')} retryLabel={t('common.retry')} onRetry={retry} />
      ) : state.value.length === 0 ? (
        <div role="status" className="catalog-empty">
          <p>{t('search.none', { q: searchString })}</p>
          <Link to={paths.home}>{t('search.browseAll')}</Link>
        </div>
      ) : (
        <>
          <p role="status">{t('search.count', { count: state.value.length })}</p>
          <h2 id="results-title" className="visually-hidden">
            {t('search.results')}
          </h2>
          <ProductGrid products={state.value} country={shop.country} t={t} labelledBy="results-title" />
        </>
      )}
    </section>
  );
});

export default SearchResultsPage;
