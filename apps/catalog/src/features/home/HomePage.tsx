import { observer } from 'mobx-react-lite';
import { useQuery } from '@tanstack/react-query';
import { ProblemWithRetry } from '@store/shared/ui';
import { useRootStore, useStoreQueryInputs } from '@store/shared';
import { ensureCatalogStyles } from '../../app/styles';
import { HighlightedPromos } from '../../components/HighlightedPromos';
import { InfoBar } from '../../components/InfoBar';
import { ProductGrid } from '../../components/ProductGrid';
import { SearchForm } from '../../components/SearchForm';
import { useCatalogApi } from '../../hooks/useCatalogApi';
import { useCatalogTranslation } from '../../i18n/useCatalogTranslation';
import { bannersQuery, homePromosQuery, productsQuery } from './api/homeQueries';
import { Carousel } from './Carousel';

export type HomePageProps = Record<string, never>;

/** /{cc}/: the country's products (GraphQL), info bar, highlighted promos and, where the theme enables it, the banner carousel. */
export const HomePage = observer(function HomePage(_props: HomePageProps) {
  ensureCatalogStyles();
  const store = useRootStore();
  const { shop } = store;
  const api = useCatalogApi();
  const inputs = useStoreQueryInputs();
  const { t, ready } = useCatalogTranslation();
  const country = shop.country;
  const hasCountry = inputs.countryCode !== '';
  const carouselOn = store.theme?.enable.carousel ?? false;
  // The partner switches (section 2): promotions and search may be off on a partner storefront. An older kernel
  // has no promotion flag: promotions show.
  const promotionsOn = store.theme?.enable.promotion !== false;
  const searchOn = store.theme?.enable.search !== false;
  const products = useQuery({ ...productsQuery(api, inputs), enabled: hasCountry });
  const promos = useQuery({ ...homePromosQuery(store.api.shop, inputs), enabled: hasCountry && promotionsOn });
  const banners = useQuery({ ...bannersQuery(api, store.api.shop, inputs), enabled: hasCountry && carouselOn });

  // The page paints once its parts have answered: blocks appearing one by one above the products
  // would push them down (layout shift) while the shopper reads.
  const settled = !products.isPending && !(promotionsOn && promos.isPending) && !(carouselOn && banners.isPending);
  if (!ready || !country || !settled) {
    return (
      <section className="catalog home" data-remote-page="catalog" aria-busy="true">
        <div className="product-grid--loading" />
      </section>
    );
  }
  return (
    <section className="catalog home" data-remote-page="catalog" aria-labelledby="home-title" dir={shop.rtl ? 'rtl' : 'ltr'}>
      <h1 id="home-title">{t('home.title')}</h1>
      <p className="home__tagline">{t('home.tagline', { country: country.name })}</p>
      <InfoBar pageType="home" />
      {banners.data ? <Carousel banners={banners.data} t={t} /> : null}
      {searchOn ? <SearchForm t={t} /> : null}
      {promotionsOn && promos.data ? <HighlightedPromos promos={promos.data} t={t} /> : null}
      <section aria-labelledby="products-title" className="home__products">
        <h2 id="products-title">{t('home.products')}</h2>
        {products.isError || !products.data ? (
          <ProblemWithRetry className="catalog-problem" message={t('home.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void products.refetch()} />
        ) : products.data.length === 0 ? (
          <p className="catalog-empty">{t('home.empty')}</p>
        ) : (
          <ProductGrid products={products.data} country={country} t={t} labelledBy="products-title" />
        )}
      </section>
    </section>
  );
});

export default HomePage;
