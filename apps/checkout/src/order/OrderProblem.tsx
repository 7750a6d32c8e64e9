import type { TFunction } from 'i18next';
import { classifyNetworkError } from '@store/shared';
import { codeMessage } from '../ui/messages';
import type { PlaceOrderState } from './usePlaceOrder';

/** An order the API refused (section 8 code) or a network failure, with a way out. */
export function OrderProblem({
  t,
  state,
  onRetry,
  onDismiss,
}: {
  t: TFunction;
  state: Extract<PlaceOrderState, { status: 'refused' | 'networkError' }>;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const network = classifyNetworkError(0);
  const message = state.status === 'refused' ? codeMessage(t, 'order', state.code) : t(network.key, { defaultValue: network.message });
  return (
    <div className="order-problem" role="alert" data-code={state.status === 'refused' ? state.code : 'network'}>
      <p>{message}</p>
      {state.status === 'networkError' ? (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      ) : null}
      <button type="button" className="button" onClick={onDismiss}>
        {t('order.changeDetails')}
      </button>
    </div>
  );
}
