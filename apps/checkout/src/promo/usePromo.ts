import { useCallback, useState } from 'react';
import type { CheckoutApi } from '../api/checkoutApi';

export type PromoState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; promoId: number | undefined; discount: number; finalAmount: number; skuId: number; amount: number | undefined }
  | { status: 'refused'; code: string; resultCode: number }
  | { status: 'error'; code: string };

export function usePromo(api: CheckoutApi, countryCode: string, gameSlug: string) {
  const [promo, setPromo] = useState<PromoState>({ status: 'none' });
  const apply = useCallback(
    /** `amount`: the price chosen for a custom-amount item, on which the discount is computed. */
    async (code: string, skuId: number, isGift: boolean, amount?: number) => {
      setPromo({ status: 'checking', code });
      try {
        const r = await api.checkPromo({ countryCode, gameSlug, skuId, promoCode: code, isGift, ...(amount !== undefined ? { amount } : {}) });
        if (r.resultCode === 0) {
          setPromo({ status: 'applied', code, promoId: r.promoId ?? undefined, discount: r.discountAmount ?? 0, finalAmount: r.finalAmount ?? 0, skuId, amount });
        } else setPromo({ status: 'refused', code, resultCode: r.resultCode });
      } catch {
        setPromo({ status: 'error', code });
      }
    },
    [api, countryCode, gameSlug],
  );
  const clear = useCallback(() => setPromo({ status: 'none' }), []);
  return { promo, apply, clear, setPromo };
}
