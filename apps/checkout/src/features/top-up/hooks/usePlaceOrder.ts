import { useCallback, useRef, useState } from 'react';
import type { NetworkErrorInfo } from '@store/shared/errors';
import { countryByCode, internationalMobileNumber } from '@store/shared/domain';
import type { CheckoutApi, CreateOrderInput, Order } from '../../../api/checkoutApi';
import { browserStorage } from '../../../lib/browserStorage';
import { stageCashbackContact } from '../../../lib/cashbackContact';
import { stageGuestPurchase } from '../../../lib/guestPurchase';
import { clearIdempotencyKey, idempotencyKeyFor, orderFingerprint } from '../lib/idempotencyKey';
import { ORDER_TIMEOUT_MS, orderNetworkError, withTimeout } from '../lib/orderNetworkError';

export type PlaceOrderState =
  | { status: 'idle' }
  | { status: 'placing' }
  /** message: the API's own words, which tell apart the reasons one code covers (a promo's 604). */
  | { status: 'refused'; code: number; message?: string }
  | { status: 'networkError'; error: NetworkErrorInfo }
  | { status: 'placed'; order: Order };

/** The API refused the input itself (HTTP 400): shown as "invalid parameters" (section 8, 227). */
export const INVALID_PARAMETERS_CODE = 227;

function isBadRequest(error: unknown): boolean {
  const errors = (error as { response?: { errors?: Array<{ extensions?: { code?: unknown } }> } } | null)?.response?.errors;
  return Array.isArray(errors) && errors.some((e) => e.extensions?.code === 'BAD_REQUEST');
}

/** The guest's receipt contact as the cashback cookie keeps it: the email, or the mobile with its phone code. */
function receiptContactOf(input: Pick<CreateOrderInput, 'email' | 'mobile' | 'countryCode'>): { email?: string; phone?: string } {
  if (input.email) return { email: input.email };
  if (!input.mobile) return {};
  const country = countryByCode(input.countryCode);
  return country ? { phone: internationalMobileNumber(country, input.mobile) } : {};
}

export interface PlaceOrderOptions {
  isGuest: boolean;
  /**
   * Who orders (the query inputs' identity: 'guest', 'user:<sub>' or 'partner:<id>'). Part of what the
   * idempotency key covers, as on the API: the same form after a sign-in is a new order, not a conflict.
   */
  buyer: string;
  /** After the order exists: to the provider's page, or to the complete screen. */
  onPlaced: (order: Order) => void;
  /** How long the API may take (tests shorten it). */
  timeoutMs?: number;
  /** Whether the browser is online (navigator.onLine), asked when an order gets no answer. */
  isOnline?: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Creates the order once: a second call while one is in flight joins it, and the idempotency key
 * (kept until the order exists) makes a retry or a refresh answer with the same order. Not a TanStack
 * mutation on purpose: joining the in-flight call and keeping the key across retries is the point.
 */
export function usePlaceOrder(api: CheckoutApi, options: PlaceOrderOptions) {
  const [state, setState] = useState<PlaceOrderState>({ status: 'idle' });
  const inFlight = useRef<Promise<PlaceOrderState> | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const place = useCallback(
    (input: Omit<CreateOrderInput, 'idempotencyKey'>, guestInfo: { lvtId?: number; gvtId: number }): Promise<PlaceOrderState> => {
      if (inFlight.current) return inFlight.current;
      const session = browserStorage('session');
      const { returnUrl: _ignored, ...content } = input;
      const idempotencyKey = idempotencyKeyFor(session, orderFingerprint({ ...content, buyer: optionsRef.current.buyer }));
      setState({ status: 'placing' });
      const run = (async (): Promise<PlaceOrderState> => {
        let next: PlaceOrderState;
        try {
          const result = await withTimeout(api.createOrder({ ...input, idempotencyKey }), optionsRef.current.timeoutMs ?? ORDER_TIMEOUT_MS);
          if (result.resultCode === 0 && result.order) {
            clearIdempotencyKey(session);
            if (optionsRef.current.isGuest) {
              stageGuestPurchase(session, {
                txnId: result.order.txnId,
                ...(input.userId ? { userId: input.userId } : {}),
                ...(input.zoneId ? { zoneId: input.zoneId } : {}),
                voucherTypeId: input.skuId,
                gvtId: guestInfo.gvtId,
                ...(guestInfo.lvtId !== undefined ? { lvtId: guestInfo.lvtId } : {}),
                pcId: input.paymentChannelId,
                ...(input.checkoutId ? { checkoutId: input.checkoutId } : {}),
              });
              stageCashbackContact(session, { txnId: result.order.txnId, ...receiptContactOf(input) });
            }
            next = { status: 'placed', order: result.order };
          } else {
            // A refused order: the key is spent on this content; a changed form gets a new one.
            if (result.resultCode !== 0) clearIdempotencyKey(session);
            next = { status: 'refused', code: result.resultCode || -103, ...(result.resultMessage ? { message: result.resultMessage } : {}) };
          }
        } catch (error) {
          next = isBadRequest(error)
            ? { status: 'refused', code: INVALID_PARAMETERS_CODE }
            : { status: 'networkError', error: orderNetworkError(error, (optionsRef.current.isOnline ?? browserOnline)()) };
        }
        setState(next);
        if (next.status === 'placed') optionsRef.current.onPlaced(next.order);
        else inFlight.current = null;
        return next;
      })();
      inFlight.current = run;
      return run;
    },
    [api],
  );

  const reset = useCallback(() => {
    setState((s) => (s.status === 'placing' || s.status === 'placed' ? s : { status: 'idle' }));
  }, []);

  return { state, place, reset };
}
