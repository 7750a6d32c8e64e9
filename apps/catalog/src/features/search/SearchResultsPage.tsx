import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MAX_SEARCH_LENGTH } from '@store/shared/domain';
import { buttonClassName, ProblemWithRetry } from '@store/shared/ui';
import { useRootStore, useStoreQueryInputs } from '@store/shared';
import { ensureCatalogStyles } from '../../app/styles';
import { ProductGrid } from '../../components/ProductGrid';
import { SearchForm } from '../../components/SearchForm';
import { useShopPaths } from '../../hooks/useShopPaths';
import { useCatalogTranslation } from '../../i18n/useCatalogTranslation';
import { searchQuery } from './api/searchQueries';

export interface SearchResultsPageProps {
  /** The search in the address (/{cc}/search/{searchString}), as the shell's route gives it; none on /{cc}/search/. */
  searchString?: string;
}

/**
 * /{cc}/search/{searchString}: results, no result, or an error with Retry (section 3 search state).
 * /{cc}/search/ with nothing to search asks for a game name (docs/decisions/empty-search.md).
 */
export const SearchResultsPage = observer(function SearchResultsPage({ searchString: asked = '' }: SearchResultsPageProps) {
  ensureCatalogStyles();
  const store = useRootStore();
  const { shop } = store;
  const inputs = useStoreQueryInputs();
  const { t, ready } = useCatalogTranslation();
  const paths = useShopPaths();
  // What is searched, and shown, is cut to the longest search the store sends.
  const searchString = asked.trim().slice(0, MAX_SEARCH_LENGTH);
  const search = useQuery({ ...searchQuery(store.api.search, inputs, searchString), enabled: searchString !== '' && inputs.countryCode !== '' });

  if (!ready || !shop.country) return <section className="catalog" data-remote-page="catalog" aria-busy="true" />;
  const dir = shop.rtl ? 'rtl' : 'ltr';
  if (searchString === '') {
    return (
      <section className="catalog search-page" data-remote-page="catalog" aria-labelledby="search-title" dir={dir}>
        <h1 id="search-title">{t('search.emptyTitle')}</h1>
        <p className="search-page__lead">{t('search.emptyPrompt')}</p>
        <SearchForm t={t} />
        <Link className={buttonClassName({ variant: 'secondary' })} to={paths.home}>
          {t('search.browseAll')}
        </Link>
      </section>
    );
  }
  return (
    <section className="catalog search-page" data-remote-page="catalog" aria-labelledby="search-title" dir={dir}>
      <h1 id="search-title">{t('search.title', { q: searchString })}</h1>
      <SearchForm t={t} initial={searchString} key={searchString} />
      {search.isPending ? (
        <p aria-busy="true" className="search-page__status">
          {t('search.searching')}
        </p>
      ) : search.isError ? (
        <ProblemWithRetry className="catalog-problem" message={t('search.failed')} retryLabel={t('common.retry')} onRetry={() => void search.refetch()} />
      ) : search.data.length === 0 ? (
        <div role="status" className="catalog-empty ui-card">
          <span className="catalog-empty__art" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="m15.5 15.5 5 5" />
            </svg>
          </span>
          <p>{t('search.none', { q: searchString })}</p>
          <Link className={buttonClassName({ variant: 'primary' })} to={paths.home}>
            {t('search.browseAll')}
          </Link>
        </div>
      ) : (
        <>
          <p role="status" className="search-page__status">
            {t('search.count', { count: search.data.length })}
          </p>
          <h2 id="results-title" className="visually-hidden">
            {t('search.results')}
          </h2>
          <ProductGrid products={search.data} country={shop.country} t={t} labelledBy="results-title" />
        </>
      )}
    </section>
  );
});

export default SearchResultsPage;
