import { observer } from 'mobx-react-lite';
import { useQuery } from '@tanstack/react-query';
import { Card, ProblemWithRetry, useDocumentTitle } from '@store/shared/ui';
import { countryNameOnPage, productSlugOf, type TRI_THEME } from '@store/shared/domain';
import { remoteModulesOf, useRootStore, useStoreQueryInputs } from '@store/shared';
import type { CheckoutContract } from '@store/checkout/contract';
import { ensureCatalogStyles } from '../../app/styles';
import { GameNotFound } from '../../components/GameNotFound';
import { HighlightedPromos } from '../../components/HighlightedPromos';
import { InfoBar } from '../../components/InfoBar';
import { ProductTile } from '../../components/ProductTile';
import { useCatalogApi } from '../../hooks/useCatalogApi';
import { useShopPaths } from '../../hooks/useShopPaths';
import { useCatalogTranslation } from '../../i18n/useCatalogTranslation';
import { productPromosQuery, productQuery } from './api/productQueries';

export interface ProductPageProps {
  /** The game's name in the address (/{cc}/{gameName}), as the shell's route gives it. */
  gameName: string;
  /** A custom theme: /id/mobile-legends-tri shows the triPlayport theme (readings 1). */
  theme?: typeof TRI_THEME;
}

/** checkout's modules, through the shell's remote slot (typed by checkout's published contract). */
const Checkout = remoteModulesOf<CheckoutContract>('checkout');

/** /{cc}/{gameName}: the product, its info bar and promos, and checkout's top-up form. */
export const ProductPage = observer(function ProductPage({ gameName, theme }: ProductPageProps) {
  ensureCatalogStyles();
  const store = useRootStore();
  const { shop } = store;
  const api = useCatalogApi();
  const inputs = useStoreQueryInputs();
  const { t, ready } = useCatalogTranslation();
  const paths = useShopPaths();
  // An address that cannot name a game (/en-sg/%ZZ) is not found; asking the API would only fail.
  const slug = productSlugOf(gameName) ?? '';
  const enabled = slug !== '' && inputs.countryCode !== '';
  const product = useQuery({ ...productQuery(api, inputs, slug), enabled });
  // Promotions are a partner switch (section 2); an older kernel has no flag: they show.
  const promotionsOn = store.theme?.enable.promotion !== false;
  const promos = useQuery({ ...productPromosQuery(store.api.shop, inputs, slug), enabled: enabled && promotionsOn });
  useDocumentTitle(product.data?.name, store.theme?.name);

  if (!ready || !shop.country) return <section className="catalog product-page" data-remote-page="catalog" aria-busy="true" />;
  const dir = shop.rtl ? 'rtl' : 'ltr';
  const notFound = <GameNotFound t={t} message={t('product.notFound', { country: countryNameOnPage(shop.country, shop.country, shop.language?.code ?? 'en') })} homePath={paths.home} dir={dir} />;
  if (!slug) return notFound;
  if (product.isPending) {
    return (
      <section className="catalog product-page" data-remote-page="catalog" aria-busy="true" dir={dir}>
        <div className="product-page__header product-page__header--loading" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </section>
    );
  }
  if (product.isError) {
    return (
      <section className="catalog product-page" data-remote-page="catalog" dir={dir} aria-labelledby="product-title">
        <h1 id="product-title">{t('product.unavailableTitle')}</h1>
        <ProblemWithRetry className="catalog-problem" message={t('product.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void product.refetch()} />
      </section>
    );
  }
  const p = product.data;
  if (!p) return notFound;
  return (
    <section className="catalog product-page" data-remote-page="catalog" data-theme={theme} dir={dir} aria-labelledby="product-title" aria-busy={product.isPlaceholderData}>
      <InfoBar pageType="product" productUrl={p.slug} />
      {/* The Card's media slot: the game's banner art (served by the API), else a band in the storefront's colour. */}
      <Card
        as="div"
        className="product-hero"
        media={
          p.banner ? (
            <img className="product-hero__banner product-page__banner" src={p.banner} width={1200} height={400} alt="" fetchPriority="high" />
          ) : (
            <div className="product-hero__banner" aria-hidden="true" />
          )
        }
      >
        <div className="product-page__header">
          <ProductTile product={p} large />
          <div className="product-page__heading">
            <h1 id="product-title">{p.name}</h1>
            <p className="product-card__publisher">{p.publisher}</p>
          </div>
        </div>
        <p className="product-page__description" dir="auto">
          {p.description}
        </p>
      </Card>
      <Checkout module="TopUpForm" props={{ gameSlug: p.slug }} standalone={<p className="catalog-problem">{t('product.checkoutUnavailable')}</p>} />
      {/* Below the form: promos arriving late must not push the form down while the shopper types. */}
      {promotionsOn && promos.data ? <HighlightedPromos promos={promos.data} t={t} /> : null}
    </section>
  );
});

export default ProductPage;
