import { useCallback, useRef, useState } from 'react';
import { countryByCode, internationalMobileNumber, stageCashbackContact, stageGuestPurchase } from '@store/shared';
import type { CheckoutApi, CreateOrderInput, Order } from '../api/checkoutApi';
import { browserStorage } from './browserStorage';
import { clearIdempotencyKey, idempotencyKeyFor, orderFingerprint } from './idempotencyKey';

export type PlaceOrderState =
  | { status: 'idle' }
  | { status: 'placing' }
  | { status: 'refused'; code: number }
  | { status: 'networkError' }
  | { status: 'placed'; order: Order };

/** Promo problems: the price may have changed, so the form refreshes it (section 8, 602-605). */
export const PROMO_PROBLEM_CODES: readonly number[] = [602, 603, 604, 605];

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
  /** After the order exists: to the provider's page, or to the complete screen. */
  onPlaced: (order: Order) => void;
}

/**
 * Creates the order once: a second call while one is in flight joins it, and the idempotency key
 * (kept until the order exists) makes a retry or a refresh answer with the same order.
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
      const idempotencyKey = idempotencyKeyFor(session, orderFingerprint(content));
      setState({ status: 'placing' });
      const run = (async (): Promise<PlaceOrderState> => {
        let next: PlaceOrderState;
        try {
          const result = await api.createOrder({ ...input, idempotencyKey });
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
            next = { status: 'refused', code: result.resultCode || -103 };
          }
        } catch (error) {
          next = isBadRequest(error) ? { status: 'refused', code: INVALID_PARAMETERS_CODE } : { status: 'networkError' };
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
    if (state.status !== 'placing' && state.status !== 'placed') setState({ status: 'idle' });
  }, [state.status]);

  return { state, place, reset };
}
