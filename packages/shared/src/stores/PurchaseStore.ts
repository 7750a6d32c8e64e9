import { makeAutoObservable } from 'mobx';
import { areTermsAccepted, checkoutError, normaliseGiftPayload, promoPrerequisiteError, type CheckoutError, type GiftPayload, type ValidationError } from '../domain/validation';

export interface PurchaseProduct {
  readonly id: number | string;
  readonly gvtId?: number;
}
export interface PurchaseUserInfo {
  readonly userId?: string;
  readonly zoneId?: string;
  readonly email?: string;
}
export interface PurchaseDenomination {
  readonly amount: number;
  readonly type?: string | number;
}
export interface PurchasePaymentChannel {
  readonly id: number;
  readonly name?: string;
  readonly isBackendChannel?: boolean;
}
export interface PromoInfo {
  readonly promoId?: number | string;
  readonly promoCode: string;
  readonly status?: number;
  readonly validCode: boolean;
  readonly discountAmount?: number;
}
/** A dynamic game field's value and, after a failed player check, its error {code, message} (section 3). */
export interface GameFieldInput {
  readonly value: string;
  readonly error?: { readonly code: number | string; readonly message: string };
}
/** What the shopper typed for one product: its ids and dynamic fields. */
export interface GameInputs {
  readonly userId: string;
  readonly zoneId: string;
  readonly fields: Readonly<Record<string, GameFieldInput>>;
}

/** Validity flags other than terms (terms are derived from the country and the checkbox). */
export interface PurchaseValidation {
  paymentChannel: boolean;
  billingAddress: boolean;
  email: boolean;
}

/** The purchase in progress on a product page (section 3 "Purchase state"), kept thin over domain rules. */
export class PurchaseStore {
  product: PurchaseProduct | undefined = undefined;
  userInfo: PurchaseUserInfo = {};
  denom: PurchaseDenomination | undefined = undefined;
  paymentChannel: PurchasePaymentChannel | undefined = undefined;
  promoInfo: PromoInfo | undefined = undefined;
  gift: GiftPayload | undefined = undefined;
  checkoutId: string | undefined = undefined;
  validatedPlayerId: string | undefined = undefined;
  validation: PurchaseValidation = { paymentChannel: false, billingAddress: true, email: true };
  termsChecked = false;
  /** Game inputs keyed by product name (section 3), kept while the shopper moves between products. */
  gameInputs: Record<string, GameInputs> = {};

  constructor(private readonly shopCountry: () => string | undefined) {
    makeAutoObservable<this, 'shopCountry'>(this, { shopCountry: false }, { autoBind: true });
  }

  get isGift(): boolean {
    return this.gift !== undefined;
  }

  /** Terms are always part of the derivation: the checkbox in express countries, implied elsewhere (readings 14). */
  get termsAccepted(): boolean {
    return areTermsAccepted(this.shopCountry() ?? '', this.termsChecked);
  }

  /** Payment channel invalid, billing address, email, terms and conditions, else none (section 4). */
  get checkoutError(): CheckoutError {
    return checkoutError({ ...this.validation, termsAndCondition: this.termsAccepted });
  }

  /** A promo code needs user ID, denomination and payment method first, and not a gift (section 5). */
  get promoError(): ValidationError | undefined {
    return promoPrerequisiteError({
      userId: this.userInfo.userId ?? null,
      denomination: this.denom ?? null,
      paymentChannel: this.paymentChannel ?? null,
      isGift: this.isGift,
    });
  }

  /** What the shopper typed for a product; an unchanged value changes nothing (no needless reactions). */
  setGameInputs(productName: string, inputs: GameInputs): void {
    if (JSON.stringify(this.gameInputs[productName]) === JSON.stringify(inputs)) return;
    this.gameInputs = { ...this.gameInputs, [productName]: inputs };
  }

  setProduct(product: PurchaseProduct): void {
    if (this.product?.id !== product.id) this.reset();
    this.product = product;
  }

  setUserInfo(info: PurchaseUserInfo): void {
    this.userInfo = { ...this.userInfo, ...info };
  }

  setDenomination(denom: PurchaseDenomination | undefined): void {
    this.denom = denom;
  }

  setPaymentChannel(channel: PurchasePaymentChannel | undefined): void {
    this.paymentChannel = channel;
    this.validation = { ...this.validation, paymentChannel: channel !== undefined };
  }

  setValidation(flags: Partial<PurchaseValidation>): void {
    this.validation = { ...this.validation, ...flags };
  }

  setTermsChecked(checked: boolean): void {
    this.termsChecked = checked;
  }

  setPromo(promo: PromoInfo | undefined): void {
    this.promoInfo = promo;
  }

  /** Gifting payload: newlines become spaces, trimmed (section 3); a gift drops a promo code. */
  setGift(input: unknown): void {
    this.gift = input === undefined ? undefined : normaliseGiftPayload(input);
    if (this.gift) this.promoInfo = undefined;
  }

  setCheckoutId(id: string | undefined): void {
    this.checkoutId = id;
  }

  setValidatedPlayerId(id: string | undefined): void {
    this.validatedPlayerId = id;
  }

  reset(): void {
    this.product = undefined;
    this.userInfo = {};
    this.denom = undefined;
    this.paymentChannel = undefined;
    this.promoInfo = undefined;
    this.gift = undefined;
    this.checkoutId = undefined;
    this.validatedPlayerId = undefined;
    this.validation = { paymentChannel: false, billingAddress: true, email: true };
    this.termsChecked = false;
  }
}
