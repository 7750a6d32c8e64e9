/**
 * The cart (section 3 "Cart: itemInCart, freeGiveawayItem"): the item the shopper chose and the free item that
 * comes with it while the game's giveaway runs. The free item costs nothing and is delivered with the order
 * (docs/decisions/pre-registration-and-giveaway.md).
 */
export interface CartItem {
  /** The item's name as the catalogue gives it (e.g. "60 Jade"). */
  name: string;
  /** Its price in the order's currency (major units). */
  price: number;
}

export interface FreeGiveawayItem {
  id: string;
  name: string;
}

export interface Cart {
  itemInCart: CartItem | undefined;
  freeGiveawayItem: FreeGiveawayItem | undefined;
}

/** The cart of a chosen item (none yet: an empty cart, and no free item without something bought). */
export function cartOf(itemInCart: CartItem | undefined, freeGiveawayItem: FreeGiveawayItem | null | undefined): Cart {
  return { itemInCart, freeGiveawayItem: itemInCart && freeGiveawayItem ? freeGiveawayItem : undefined };
}

/** What the cart costs: the chosen item only, the free item adds nothing. */
export const cartTotal = (cart: Cart): number => cart.itemInCart?.price ?? 0;
