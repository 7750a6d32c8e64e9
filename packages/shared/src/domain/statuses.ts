/** Every status and enum of spec sections 4 and 6, with its wire numbers. */

/** The union of an `as const` table's values (the type of each status table below). */
export type ValueOf<T> = T[keyof T];

export const OrderStatus = {
  NotInit: 0,
  Voucher_Unavailable: -1,
  Payment_Init: 1,
  Payment_Pending: 2,
  Payment_Failed: 3,
  Payment_Completed: 4,
  Fulfillment_Failed: 5,
  Fulfillment_Completed: 6,
  Cancelled: 7,
  InProgress: 100,
  Gift_Init: 201,
  Gift_Expired: 202,
  Gift_Claimed: 203,
} as const;
export type OrderStatus = ValueOf<typeof OrderStatus>;

export const TopUpStatus = {
  Init: 'Init',
  Pending: 'Pending',
  Success: 'Success',
  Paid: 'Paid',
  Refunded: 'Refunded',
  Failed: 'Failed',
  Cancelled: 'Cancelled',
  PaymentProviderNonSuccessResponse: 'PaymentProviderNonSuccessResponse',
} as const;
export type TopUpStatus = ValueOf<typeof TopUpStatus>;

export const VoucherValidity = {
  Valid: 'Valid',
  Claimed: 'Claimed',
  Expired: 'Expired',
  Invalid: 'Invalid',
} as const;
export type VoucherValidity = ValueOf<typeof VoucherValidity>;

export const SubscriptionStatus = {
  Initializing: 1,
  WaitingForAction: 2,
  Active: 3,
  Cancelled: 4,
  Expired: 5,
  FailedToAuthorize: 6,
  SubscriptionAlreadyExists: 7,
  Authorized: 8,
} as const;
export type SubscriptionStatus = ValueOf<typeof SubscriptionStatus>;

export const PromotionStatus = { NotInit: 0, Active: 1, Disable: 2, NotShown: 3, Defunct: 4 } as const;
export type PromotionStatus = ValueOf<typeof PromotionStatus>;

export const DealStatus = { NotInit: 0, Active: 1, Inactive: 2, Deleted: 3, Purchased: 4, Pending: 5 } as const;
export type DealStatus = ValueOf<typeof DealStatus>;

export const UserType = { Guest: 0, SoftSignedIn: 1, SignedIn: 2 } as const;
export type UserType = ValueOf<typeof UserType>;

export const PartnerPlayerStatus = { Banned: 0, NotLinked: 1 } as const;
export type PartnerPlayerStatus = ValueOf<typeof PartnerPlayerStatus>;

export const PartnerSignInError = {
  Banned: 'BANNED',
  PlayerNotLinked: 'PLAYER_NOT_LINKED',
  Unknown: 'UNKNOWN',
  UnsupportedCountry: 'UNSUPPORTED_COUNTRY',
} as const;
export type PartnerSignInError = ValueOf<typeof PartnerSignInError>;

/** Section 5's five required login fields of a partner player: the property and the name its message uses, in the order they are checked. */
export const PARTNER_REQUIRED_LOGIN_FIELDS = [
  ['accountRegionCode', 'accountRegionCode'],
  ['accessToken', 'authToken'],
  ['name', 'playerName'],
  ['id', 'playerId'],
  ['status', 'playerStatus'],
] as const;

/** The first required login field that is missing or empty, by its section 5 name, or undefined. */
export function missingPartnerLoginField(player: Readonly<Record<string, unknown>>): string | undefined {
  for (const [key, name] of PARTNER_REQUIRED_LOGIN_FIELDS) {
    const value = player[key];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return name;
  }
  return undefined;
}

/** Transaction-complete status header (section 4). */
export const OrderStatusHeader = {
  Fulfilled: 'fulfilled',
  Failed: 'failed',
  Pending: 'pending',
  GiftInitiated: 'giftInitiated',
  GiftClaimed: 'giftClaimed',
  GiftExpired: 'giftExpired',
} as const;
export type OrderStatusHeader = ValueOf<typeof OrderStatusHeader>;

/**
 * The header of the transaction-complete screen. Payment not yet finished (or paid and still being
 * fulfilled) is pending: the page refreshes automatically or the user checks manually.
 */
export function orderStatusHeader(status: unknown): OrderStatusHeader {
  switch (status) {
    case OrderStatus.Fulfillment_Completed:
      return OrderStatusHeader.Fulfilled;
    case OrderStatus.Voucher_Unavailable:
    case OrderStatus.Payment_Failed:
    case OrderStatus.Fulfillment_Failed:
    case OrderStatus.Cancelled:
      return OrderStatusHeader.Failed;
    case OrderStatus.Gift_Init:
      return OrderStatusHeader.GiftInitiated;
    case OrderStatus.Gift_Claimed:
      return OrderStatusHeader.GiftClaimed;
    case OrderStatus.Gift_Expired:
      return OrderStatusHeader.GiftExpired;
    default:
      return OrderStatusHeader.Pending;
  }
}

/** Whether the complete/waiting screen should keep polling. */
export function isOrderPending(status: unknown): boolean {
  return orderStatusHeader(status) === OrderStatusHeader.Pending;
}
