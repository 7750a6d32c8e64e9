import { cartOf, cartTotal } from './cart';

const ITEM = { name: '60 Jade', price: 1.33 };
const GLIDER = { id: 'skyline-glider', name: 'Skyline Glider' };

describe('cart', () => {
  test('holds the chosen item and the free giveaway item, and costs the chosen item only', () => {
    const cart = cartOf(ITEM, GLIDER);
    expect(cart).toEqual({ itemInCart: ITEM, freeGiveawayItem: GLIDER });
    expect(cartTotal(cart)).toBe(1.33);
  });

  test('gives nothing free before an item is chosen', () => {
    expect(cartOf(undefined, GLIDER)).toEqual({ itemInCart: undefined, freeGiveawayItem: undefined });
    expect(cartTotal(cartOf(undefined, GLIDER))).toBe(0);
  });

  test('a game without a giveaway: the item alone', () => {
    expect(cartOf(ITEM, null)).toEqual({ itemInCart: ITEM, freeGiveawayItem: undefined });
  });
});
