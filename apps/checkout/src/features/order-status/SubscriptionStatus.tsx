import { Link } from 'react-router';
import { formatAmount, intlLocale, routePath, SubscriptionStatus, type Country } from '@store/shared/domain';
import { buttonClassName } from '@store/shared/ui';
import type { Order } from '../../api/checkoutApi';
import { useCheckoutTranslation } from '../../i18n/useCheckoutTranslation';
import { codeMessage } from '../../i18n/messages';

type Subscription = NonNullable<Order['subscription']>;

/**
 * A paid subscription on the complete page: the linking check's waiting state (up to 2 minutes), then the recurring
 * information, or authorisation failed (subscription code 8).
 */
export function SubscriptionStatusPanel({
  subscription,
  linkingTimedOut,
  country,
  countryCode,
  settingsReachable,
}: {
  subscription: Subscription;
  linkingTimedOut: boolean;
  country: Country;
  /** The locale segment of the page's links. */
  countryCode: string;
  /** Settings (where subscriptions are managed) exist on this storefront. */
  settingsReachable: boolean;
}) {
  const { t } = useCheckoutTranslation();
  const manage = settingsReachable ? (
    <Link className={buttonClassName()} to={routePath('UserSettings', { countryCode })}>
      {t('status.subscription.manage')}
    </Link>
  ) : null;
  const state = subscription.linking ? (linkingTimedOut ? 'slow' : 'linking') : subscription.status === SubscriptionStatus.FailedToAuthorize ? 'failed' : 'linked';
  return (
    <section className="status-page__subscription" aria-labelledby="subscription-title" data-testid="subscription-status" data-state={state}>
      <h2 id="subscription-title">{t('status.subscription.title')}</h2>
      {state === 'linking' ? (
        <p role="status" aria-busy="true" className="status-page__linking">
          <span className="status-page__spinner" aria-hidden="true" />
          {t('status.subscription.linking')}
        </p>
      ) : state === 'slow' ? (
        <>
          <p role="status">{t('status.subscription.slow')}</p>
          {manage}
        </>
      ) : state === 'failed' ? (
        <div role="alert">
          <p>{codeMessage(t, 'subscription', 8)}</p>
          <p>{t('status.subscription.failed')}</p>
        </div>
      ) : (
        <>
          <p role="status" data-testid="recurring-info">
            {t('status.subscription.active', {
              days: subscription.recurrenceDays,
              price: subscription.recurringPrice != null ? formatAmount(subscription.recurringPrice, country) : '',
              date: subscription.nextSchedule ? new Date(subscription.nextSchedule).toLocaleDateString(intlLocale(country.locale), { dateStyle: 'long' }) : '',
            })}
          </p>
          {manage}
        </>
      )}
    </section>
  );
}
