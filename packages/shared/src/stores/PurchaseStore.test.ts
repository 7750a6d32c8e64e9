import { CASHBACK_COOKIE } from '../domain/cashbackCookie';
import { DAY_MS } from '../domain/constants';
import { CashbackStore } from './CashbackStore';
import { createMemoryCookieJar } from './cookieJar';
import { PurchaseStore } from './PurchaseStore';

describe('PurchaseStore (sections 3-5, readings 14)', () => {
  // "Checkout error derivation order: payment channel invalid, billing address, email, terms and conditions, else none."
  test('checkout error in the spec order', () => {
    const s = new PurchaseStore(() => 'qa');
    expect(s.checkoutError).toBe('paymentChannel');
    s.setPaymentChannel({ id: 239, name: 'Codacash' });
    s.setValidation({ billingAddress: false, email: false });
    expect(s.checkoutError).toBe('billingAddress');
    s.setValidation({ billingAddress: true });
    expect(s.checkoutError).toBe('email');
    s.setValidation({ email: true });
    expect(s.checkoutError).toBe('termsAndCondition');
    s.setTermsChecked(true);
    expect(s.checkoutError).toBe('none');
    s.setPaymentChannel(undefined);
    expect(s.checkoutError).toBe('paymentChannel');
  });

  test('terms are implied outside the express countries', () => {
    const s = new PurchaseStore(() => 'sg');
    s.setPaymentChannel({ id: 1 });
    expect(s.termsAccepted).toBe(true);
    expect(s.checkoutError).toBe('none');
    expect(new PurchaseStore(() => undefined).termsAccepted).toBe(true);
  });

  test('promo prerequisites: user ID, denomination, payment method; not with a gift', () => {
    const s = new PurchaseStore(() => 'sg');
    expect(s.promoError?.key).toBe('validation.promoNeedsUserId');
    s.setUserInfo({ userId: '123' });
    expect(s.promoError?.key).toBe('validation.promoNeedsDenomination');
    s.setDenomination({ amount: 10 });
    expect(s.promoError?.key).toBe('validation.promoNeedsPaymentMethod');
    s.setPaymentChannel({ id: 1 });
    expect(s.promoError).toBeUndefined();
    s.setPromo({ promoCode: 'X', validCode: true });
    s.setGift({ email: ' a@b.co ', name: 'Ann', message: 'Happy\nbirthday\r\n' });
    expect(s.gift).toEqual({ email: 'a@b.co', name: 'Ann', message: 'Happy birthday' });
    expect(s.promoInfo).toBeUndefined();
    expect(s.promoError?.key).toBe('validation.promoNotWithGift');
    s.setGift(undefined);
    expect(s.isGift).toBe(false);
  });

  test('a different product resets the purchase', () => {
    const s = new PurchaseStore(() => 'sg');
    s.setProduct({ id: 1, gvtId: 5 });
    s.setUserInfo({ userId: 'u' });
    s.setUserInfo({ zoneId: 'z' });
    s.setCheckoutId('c');
    s.setValidatedPlayerId('u');
    s.setProduct({ id: 1, gvtId: 5 });
    expect(s.userInfo).toEqual({ userId: 'u', zoneId: 'z' });
    s.setProduct({ id: 2 });
    expect(s.userInfo).toEqual({});
    expect(s.checkoutId).toBeUndefined();
    expect(s.validatedPlayerId).toBeUndefined();
    expect(s.product).toEqual({ id: 2 });
  });
});

describe('CashbackStore (minimal)', () => {
  test('use rewards: not with a channel minimum payment (section 5)', () => {
    const s = new CashbackStore();
    s.setConfig({ percentage: 5 });
    s.setPurchaseInfo({ maximumBurnAmount: 3, earnAmount: 1 });
    expect(s.setUseCashback(true, { minimumPayment: 10 })).toBe(false);
    expect(s.purchaseInfo.isUseCashback).toBe(false);
    expect(s.setUseCashback(true)).toBe(true);
    expect(s.purchaseInfo).toEqual({ isUseCashback: true, maximumBurnAmount: 3, burnAmount: 3, earnAmount: 1 });
    s.setUseCashback(false);
    expect(s.purchaseInfo.burnAmount).toBe(0);
    s.reset();
    expect(s.purchaseInfo.maximumBurnAmount).toBe(0);
    expect(s.config).toEqual({ percentage: 5 });
  });
});

describe('CashbackStore: a guest\'s reward in the cashback cookie', () => {
  test('recorded for 45 days, accumulated per contact, read back on the next page', () => {
    const jar = createMemoryCookieJar();
    const now = Date.UTC(2026, 0, 1);
    const s = new CashbackStore(jar, () => now);
    expect(s.guestReward).toBeUndefined();
    s.recordGuestReward({ email: 'ann@example.com', txnId: 'ORD-1', reward: 0.01 });
    s.recordGuestReward({ email: 'ann@example.com', txnId: 'ORD-2', reward: 0.02 });
    s.recordGuestReward({ email: 'ann@example.com', txnId: 'ORD-2', reward: 0.02 });
    expect(s.guestReward).toEqual({ email: 'ann@example.com', txnId: ['ORD-1', 'ORD-2'], reward: 0.03 });
    expect(jar.values.get(CASHBACK_COOKIE)?.expires).toEqual(new Date(now + 45 * DAY_MS));
    expect(new CashbackStore(jar).guestReward).toEqual(s.guestReward);
  });
});

describe('PurchaseStore: game inputs keyed by product name (section 3)', () => {
  test('each product keeps its inputs, with a dynamic field\'s error {code, message}; a product change keeps them', () => {
    const s = new PurchaseStore(() => 'sg');
    s.setGameInputs('Lost Sanctuary', { userId: '20000001', zoneId: '', fields: { server: { value: 'Asia-2', error: { code: -1061, message: 'The game character is not valid.' } } } });
    s.setGameInputs('Football Legends', { userId: '10000001', zoneId: '', fields: {} });
    const before = s.gameInputs;
    s.setGameInputs('Football Legends', { userId: '10000001', zoneId: '', fields: {} });
    expect(s.gameInputs).toBe(before);
    s.setProduct({ id: 'other' });
    expect(s.gameInputs['Lost Sanctuary']?.fields.server).toEqual({ value: 'Asia-2', error: { code: -1061, message: 'The game character is not valid.' } });
    expect(Object.keys(s.gameInputs)).toEqual(['Lost Sanctuary', 'Football Legends']);
  });
});
