import { observer } from 'mobx-react-lite';
import { ProblemWithRetry, useRootStore } from '@store/shared';
import { itemsOf, PromoItemSchema } from '../api/catalogApi';
import { useAsync } from '../api/useAsync';
import { useCatalogApi } from '../api/useCatalogApi';
import { useCatalogTranslation } from '../i18n/useCatalogTranslation';
import { SearchForm } from '../search/SearchForm';
import { ensureCatalogStyles } from '../ui/styles';
import { Carousel } from './Carousel';
import { HighlightedPromos } from './HighlightedPromos';
import { InfoBar } from './InfoBar';
import { ProductGrid } from './ProductGrid';

export type HomePageProps = Record<string, never>;

/** /{cc}/: the country's products (GraphQL), info bar, highlighted promos and, where the theme enables it, the banner carousel. */
export const HomePage = observer(function HomePage(_props: HomePageProps) {
  ensureCatalogStyles();
  const store = useRootStore();
  const { shop } = store;
  const api = useCatalogApi();
  const { t, ready } = useCatalogTranslation();
  const country = shop.country;
  const countryCode = country?.code ?? '';
  const locale = country ? `${shop.language?.code ?? 'en'}-${country.code}` : 'en-default';
  const products = useAsync(() => api.products(countryCode), [api, countryCode]);
  const promos = useAsync(async () => itemsOf(PromoItemSchema, await store.api.shop.homeHighlightedPromo({ locale })), [locale]);
  const carouselOn = store.theme?.enable.carousel ?? false;
  const banners = useAsync(
    async () => (carouselOn ? api.bannersOf(await store.api.shop.homePage({ countryCode, shopLang: shop.language?.code ?? 'en' })) : []),
    [carouselOn, countryCode],
  );

  // The page paints once its parts have answered: blocks appearing one by one above the products
  // would push them down (layout shift) while the shopper reads.
  const settled = [products, promos, banners].every((a) => a.state.status !== 'loading');
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
      {banners.state.status === 'ready' ? <Carousel banners={banners.state.value} t={t} /> : null}
      <SearchForm t={t} />
      {promos.state.status === 'ready' ? <HighlightedPromos promos={promos.state.value} t={t} /> : null}
      <section aria-labelledby="products-title" className="home__products">
        <h2 id="products-title">{t('home.products')}</h2>
        {products.state.status === 'loading' ? (
          <div className="product-grid product-grid--loading" aria-busy="true">
            <span className="visually-hidden">{t('common.loading')}</span>
          </div>
        ) : products.state.status === 'error' ? (
          <ProblemWithRetry className="catalog-problem" message={t('home.loadFailed')} retryLabel={t('common.retry')} onRetry={products.retry} />
        ) : products.state.value.length === 0 ? (
          <p className="catalog-empty">{t('home.empty')}</p>
        ) : (
          <ProductGrid products={products.state.value} country={country} t={t} labelledBy="products-title" />
        )}
      </section>
    </section>
  );
});

export default HomePage;
