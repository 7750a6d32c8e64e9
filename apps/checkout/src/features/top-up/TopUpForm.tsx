import { observer } from 'mobx-react-lite';
import { useRootStore } from '@store/shared';
import { routePath, localeSegment } from '@store/shared/domain';
import { ProblemWithRetry, Skeleton } from '@store/shared/ui';
import { useCheckoutApi } from '../../api/useCheckoutApi';
import { ensureCheckoutStyles } from '../../components/styles';
import { useCheckoutTranslation } from '../../i18n/useCheckoutTranslation';
import { TopUpFormView } from './TopUpFormView';
import { useProduct } from './useProduct';

export interface TopUpFormProps {
  /** The product's slug (the {gameName} of /{countryCode}/{gameName}). */
  gameSlug: string;
}

/** The top-up purchase of a product page, for the shop country (checkout's exposed module). */
export const TopUpForm = observer(function TopUpForm({ gameSlug }: TopUpFormProps) {
  ensureCheckoutStyles();
  const store = useRootStore();
  const api = useCheckoutApi();
  const { t, ready } = useCheckoutTranslation();
  const country = store.shop.country;
  const { state, reload } = useProduct(api, gameSlug);

  if (!country || !ready || state.status === 'loading') {
    return (
      <div className="checkout topup topup--loading" aria-busy="true">
        <span className="visually-hidden">{ready ? t('common.loading') : 'Loading…'}</span>
        {/* The form's shape while its product loads: the player's section, then the items. */}
        <div className="topup-skeleton">
          <Skeleton width="55%" height="1.75rem" />
          <Skeleton height="2.75rem" />
          <Skeleton width="40%" height="1.75rem" />
          <div className="topup-skeleton__items">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height="6.5rem" radius="var(--ui-radius-md)" />
            ))}
          </div>
        </div>
      </div>
    );
  }
  if (state.status === 'notFound') {
    return (
      <div className="checkout topup" role="alert">
        <p>{t('topUp.notSoldHere')}</p>
        <a href={routePath('Homepage', { countryCode: localeSegment(country, store.shop.language) })}>{t('common.backHome')}</a>
      </div>
    );
  }
  if (state.status === 'error') {
    return <ProblemWithRetry className="checkout topup" message={t('topUp.loadFailed')} retryLabel={t('common.retry')} onRetry={reload} />;
  }
  return <TopUpFormView key={`${country.code}:${state.product.slug}`} product={state.product} country={country} onRefreshPrice={reload} />;
});

export default TopUpForm;
