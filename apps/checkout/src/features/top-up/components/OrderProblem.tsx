import { Button } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../../i18n/useCheckoutTranslation';
import { codeMessage } from '../../../i18n/messages';
import type { PlaceOrderState } from '../hooks/usePlaceOrder';
import { SUBSCRIPTION_CATALOGUE } from '@store/shared/errors';
import { promoRefusalKey } from '../lib/promoRefusal';

/**
 * An order the API refused (section 8 code; a promo problem says which) or a network failure (offline,
 * timeout, server error, session expired, other 4xx: each its own message), with a way out.
 */
export function OrderProblem({
  state,
  subscription = false,
  onRetry,
  onDismiss,
}: {
  state: Extract<PlaceOrderState, { status: 'refused' | 'networkError' }>;
  /** A subscription order: its own codes (2, 3, 4/5, 7, 8) read from the subscription group (readings 6). */
  subscription?: boolean;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { t } = useCheckoutTranslation();
  const promoKey = state.status === 'refused' ? promoRefusalKey(state.code, false, state.message) : undefined;
  const message =
    state.status === 'networkError'
      ? t(state.error.key, { defaultValue: state.error.message })
      : promoKey
        ? t(promoKey)
        : subscription && String(state.code) in SUBSCRIPTION_CATALOGUE
          ? codeMessage(t, 'subscription', state.code)
          : codeMessage(t, 'order', state.code);
  return (
    <div
      className="order-problem"
      role="alert"
      data-code={state.status === 'refused' ? state.code : 'network'}
      data-network-error={state.status === 'networkError' ? state.error.kind : undefined}
    >
      <p>{message}</p>
      {state.status === 'networkError' ? (
        <Button variant="primary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
      <Button onClick={onDismiss}>{t('order.changeDetails')}</Button>
    </div>
  );
}
