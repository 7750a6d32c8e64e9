import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CheckoutApi } from '../../../api/checkoutApi';

/** The player a code is for (a first-top-up code is refused for one who paid before); none for a gift. */
export interface PromoPlayer {
  userId: string;
  zoneId?: string;
}

interface PromoInput {
  code: string;
  skuId: number;
  isGift: boolean;
  /** The price chosen for a custom-amount item, on which the discount is computed. */
  amount: number | undefined;
  player: PromoPlayer | undefined;
  /** Asked again because the item changed after the code was applied (the shopper is told). */
  recheck: boolean;
}

export type PromoState =
  | { status: 'none' }
  | { status: 'checking'; code: string; recheck: boolean }
  | { status: 'applied'; code: string; promoId: number | undefined; discount: number; finalAmount: number; skuId: number; amount: number | undefined; recheck: boolean }
  | { status: 'refused'; code: string; resultCode: number; message: string | undefined; isGift: boolean; recheck: boolean }
  | { status: 'error'; code: string; recheck: boolean };

/** A promo code checked for an item (a mutation of the form's state, not cached data). */
export function usePromo(api: CheckoutApi, countryCode: string, gameSlug: string) {
  const mutation = useMutation({
    mutationKey: ['checkout', 'checkPromo', { countryCode, gameSlug }],
    mutationFn: async ({ code, skuId, isGift, amount, player, recheck }: PromoInput): Promise<PromoState> => {
      const r = await api.checkPromo({
        countryCode,
        gameSlug,
        skuId,
        promoCode: code,
        isGift,
        ...(amount !== undefined ? { amount } : {}),
        ...(player ? { userId: player.userId, ...(player.zoneId ? { zoneId: player.zoneId } : {}) } : {}),
      });
      return r.resultCode === 0
        ? { status: 'applied', code, promoId: r.promoId ?? undefined, discount: r.discountAmount ?? 0, finalAmount: r.finalAmount ?? 0, skuId, amount, recheck }
        : { status: 'refused', code, resultCode: r.resultCode, message: r.resultMessage ?? undefined, isGift, recheck };
    },
  });
  const { mutate, reset } = mutation;

  const apply = useCallback(
    (code: string, skuId: number, isGift: boolean, amount: number | undefined, player: PromoPlayer | undefined, recheck = false) =>
      mutate({ code, skuId, isGift, amount, player, recheck }),
    [mutate],
  );

  const v = mutation.variables;
  const promo: PromoState =
    mutation.status === 'pending' && v
      ? { status: 'checking', code: v.code, recheck: v.recheck }
      : mutation.status === 'success'
        ? mutation.data
        : mutation.status === 'error' && v
          ? { status: 'error', code: v.code, recheck: v.recheck }
          : { status: 'none' };

  return { promo, apply, clear: reset };
}
