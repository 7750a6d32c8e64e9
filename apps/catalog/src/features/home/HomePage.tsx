import { observer } from 'mobx-react-lite';
import { useQuery } from '@tanstack/react-query';
import { ProblemWithRetry } from '@store/shared/ui';
import { useRootStore, useStoreQueryInputs } from '@store/shared';
import { countryNameOnPage } from '@store/shared/domain';
import { ensureCatalogStyles } from '../../app/styles';
import { HighlightedPromos } from '../../components/HighlightedPromos';
import { InfoBar, infoBarQuery } from '../../components/InfoBar';
import { ProductGrid } from '../../components/ProductGrid';
import { useCatalogApi } from '../../hooks/useCatalogApi';
import { useCatalogTranslation } from '../../i18n/useCatalogTranslation';
import { bannersQuery, homePromosQuery, productsQuery } from './api/homeQueries';
import { Carousel } from './Carousel';

export type HomePageProps = Record<string, never>;

/**
 * /{cc}/: the info bar, the banner carousel as the hero (where the theme enables it), the country's games (GraphQL) as a
 * grid of tiles under the page's heading, then the highlighted promos as offer cards.
 */
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
  // The partner switch (section 2): promotions may be off on a partner storefront. An older kernel has no promotion
  // flag: promotions show. The home has no search of its own: the header's is on every width
  // (docs/decisions/home-search-in-the-header.md).
  const promotionsOn = store.theme?.enable.promotion !== false;
  const products = useQuery({ ...productsQuery(api, inputs), enabled: hasCountry });
  const promos = useQuery({ ...homePromosQuery(store.api.shop, inputs), enabled: hasCountry && promotionsOn });
  const banners = useQuery({ ...bannersQuery(api, store.api.shop, inputs), enabled: hasCountry && carouselOn });
  const infoBar = useQuery({ ...infoBarQuery(store.api.shop, inputs, 'home'), enabled: hasCountry });

  // The page paints once its parts have answered: blocks appearing one by one above the products (the info bar's
  // announcements wrap to three lines on a phone) would push them down (layout shift) while the shopper reads.
  const settled = !products.isPending && !(promotionsOn && promos.isPending) && !(carouselOn && banners.isPending) && !infoBar.isPending;
  if (!ready || !country || !settled) {
    return (
      <section className="catalog home" data-remote-page="catalog" aria-busy="true">
        <div className="product-grid--loading" />
      </section>
    );
  }
  return (
    <section className="catalog home" data-remote-page="catalog" aria-labelledby="home-title" dir={shop.rtl ? 'rtl' : 'ltr'}>
      <InfoBar pageType="home" />
      {banners.data ? <Carousel banners={banners.data} t={t} /> : null}
      <div className="home__products">
        <div className="home__heading">
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="home__tagline">{t('home.tagline', { country: countryNameOnPage(country, country, shop.language?.code ?? 'en') })}</p>
        </div>
        {products.isError || !products.data ? (
          <ProblemWithRetry className="catalog-problem" message={t('home.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void products.refetch()} />
        ) : products.data.length === 0 ? (
          <p className="catalog-empty">{t('home.empty')}</p>
        ) : (
          <ProductGrid products={products.data} country={country} t={t} labelledBy="home-title" />
        )}
      </div>
      {promotionsOn && promos.data ? <HighlightedPromos promos={promos.data} t={t} /> : null}
    </section>
  );
});

export default HomePage;
