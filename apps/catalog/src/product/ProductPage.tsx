import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router';
import { ProblemWithRetry, productSlugOf, useRootStore } from '@store/shared';
import { itemsOf, PromoItemSchema } from '../api/catalogApi';
import { useAsync } from '../api/useAsync';
import { useCatalogApi } from '../api/useCatalogApi';
import { RemoteTopUpForm } from '../federation/RemoteTopUpForm';
import { HighlightedPromos } from '../home/HighlightedPromos';
import { InfoBar } from '../home/InfoBar';
import { useCatalogTranslation } from '../i18n/useCatalogTranslation';
import { ensureCatalogStyles } from '../ui/styles';
import { ProductTile } from '../ui/ProductTile';
import { useShopPaths } from '../ui/useShopPaths';

export type ProductPageProps = Record<string, never>;

/** /{cc}/{gameName}: the product, its info bar and promos, and checkout's top-up form. */
export const ProductPage = observer(function ProductPage(_props: ProductPageProps) {
  ensureCatalogStyles();
  const store = useRootStore();
  const { shop } = store;
  const api = useCatalogApi();
  const { t, ready } = useCatalogTranslation();
  const paths = useShopPaths();
  const { gameName = '' } = useParams();
  const countryCode = shop.countryCode ?? '';
  const locale = `${shop.language?.code ?? 'en'}-${countryCode}`;
  // An address that cannot name a game (/en-sg/%ZZ) is not found; asking the API would only fail.
  const slug = productSlugOf(gameName);
  const product = useAsync(async () => (slug ? api.product(countryCode, slug) : null), [api, countryCode, slug]);
  const promos = useAsync(
    async () => (slug ? itemsOf(PromoItemSchema, await store.api.shop.productHighlightedPromo({ locale, productPath: slug })) : []),
    [locale, slug],
  );
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (product.state.status === 'ready') document.title = product.state.value ? `${product.state.value.name} - ${store.theme?.name ?? ''}` : document.title;
  }, [product.state, store.theme]);

  if (!ready || !shop.country) return <section className="catalog product-page" data-remote-page="catalog" aria-busy="true" />;
  const dir = shop.rtl ? 'rtl' : 'ltr';
  if (product.state.status === 'loading') {
    return (
      <section className="catalog product-page" data-remote-page="catalog" aria-busy="true" dir={dir}>
        <div className="product-page__header product-page__header--loading" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </section>
    );
  }
  if (product.state.status === 'error') {
    return (
      <section className="catalog product-page" data-remote-page="catalog" dir={dir} aria-labelledby="product-title">
        <h1 id="product-title">{t('product.unavailableTitle')}</h1>
        <ProblemWithRetry className="catalog-problem" message={t('product.loadFailed')} retryLabel={t('common.retry')} onRetry={product.retry} />
      </section>
    );
  }
  const p = product.state.value;
  if (!p) {
    return (
      <section className="catalog product-page" data-remote-page="catalog" dir={dir} aria-labelledby="product-title">
        <h1 id="product-title">{t('product.notFoundTitle')}</h1>
        <p role="alert">{t('product.notFound', { country: shop.country.name })}</p>
        <Link className="button" to={paths.home}>
          {t('product.browseAll')}
        </Link>
      </section>
    );
  }
  return (
    <section className="catalog product-page" data-remote-page="catalog" dir={dir} aria-labelledby="product-title">
      <InfoBar pageType="product" productUrl={p.slug} />
      <div className="product-page__header">
        <ProductTile product={p} large />
        <div>
          <h1 id="product-title" ref={titleRef}>
            {p.name}
          </h1>
          <p className="product-card__publisher">{p.publisher}</p>
        </div>
      </div>
      <p className="product-page__description" dir="auto">
        {p.description}
      </p>
      <RemoteTopUpForm gameSlug={p.slug} unavailable={t('product.checkoutUnavailable')} retryLabel={t('common.retry')} loadingLabel={t('common.loading')} />
      {/* Below the form: promos arriving late must not push the form down while the shopper types. */}
      {promos.state.status === 'ready' ? <HighlightedPromos promos={promos.state.value} t={t} /> : null}
    </section>
  );
});

export default ProductPage;
