/**
 * "Try again" after a failed payment (the order status page) opens the product page with who the order was for and
 * what it bought in its address, so the form starts with them (not the payment channel: the page suggests another).
 * The names are the address's; what comes back through them is checked like anything typed.
 */
export const TRY_AGAIN_PARAMS = { userId: 'player', zoneId: 'zone', skuId: 'item' } as const;

/** The API's limits on the player fields (the form's own checks say so if a longer one is typed). */
const MAX_USER_ID = 64;
const MAX_ZONE_ID = 16;

/** The query of a "Try again" link for an order (a gift's receiver is asked again: nothing of it goes in the address). */
export function tryAgainQuery(order: { userId?: string | null; zoneId?: string | null; skuId: number; isGift: boolean }): Record<string, string> {
  if (order.isGift) return { [TRY_AGAIN_PARAMS.skuId]: String(order.skuId) };
  return {
    ...(order.userId ? { [TRY_AGAIN_PARAMS.userId]: order.userId } : {}),
    ...(order.zoneId ? { [TRY_AGAIN_PARAMS.zoneId]: order.zoneId } : {}),
    [TRY_AGAIN_PARAMS.skuId]: String(order.skuId),
  };
}

/** The form's starting entries from such an address: an item only if the product has it, ids within their limits. */
export function tryAgainValues(search: URLSearchParams, skuIds: readonly string[]): { userId?: string; zoneId?: string; skuId?: string } {
  const text = (name: string, max: number) => {
    const value = search.get(name)?.trim() ?? '';
    return value !== '' && value.length <= max ? value : undefined;
  };
  const userId = text(TRY_AGAIN_PARAMS.userId, MAX_USER_ID);
  const zoneId = text(TRY_AGAIN_PARAMS.zoneId, MAX_ZONE_ID);
  const skuId = search.get(TRY_AGAIN_PARAMS.skuId) ?? '';
  return {
    ...(userId ? { userId } : {}),
    ...(zoneId ? { zoneId } : {}),
    ...(skuIds.includes(skuId) ? { skuId } : {}),
  };
}
