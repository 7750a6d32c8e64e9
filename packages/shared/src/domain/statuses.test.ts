import {
  AccountStatus,
  AuthType,
  DealStatus,
  FeatureSwitch,
  GroupPurchaseStatus,
  OrderStatus,
  OrderStatusHeader,
  PartnerPlayerStatus,
  PartnerSignInError,
  Platform,
  PromotionStatus,
  RewardEntryStatus,
  RewardSponsor,
  RingFence,
  SignInMethod,
  SubscriptionStatus,
  TopUpStatus,
  UserType,
  VisitorType,
  VoucherValidity,
  isOrderPending,
  orderStatusHeader,
} from './statuses';

describe('status numbers (sections 4 and 6)', () => {
  it.each<[string, unknown, unknown]>([
    ['"Order statuses: NotInit 0, Voucher_Unavailable -1, Payment_Init 1, Payment_Pending 2, Payment_Failed 3, Payment_Completed 4, Fulfillment_Failed 5, Fulfillment_Completed 6, Cancelled 7, InProgress 100, Gift_Init 201, Gift_Expired 202, Gift_Claimed 203"',
      OrderStatus,
      { NotInit: 0, Voucher_Unavailable: -1, Payment_Init: 1, Payment_Pending: 2, Payment_Failed: 3, Payment_Completed: 4, Fulfillment_Failed: 5, Fulfillment_Completed: 6, Cancelled: 7, InProgress: 100, Gift_Init: 201, Gift_Expired: 202, Gift_Claimed: 203 }],
    ['"Subscription: Initializing 1, Waiting for action 2, Active 3, Cancelled 4, Expired 5, Failed to authorize 6, Subscription already exists 7, Authorized 8"',
      SubscriptionStatus,
      { Initializing: 1, WaitingForAction: 2, Active: 3, Cancelled: 4, Expired: 5, FailedToAuthorize: 6, SubscriptionAlreadyExists: 7, Authorized: 8 }],
    ['"Rewards entry: Active 1, Expired 2, Consumed 3"', RewardEntryStatus, { Active: 1, Expired: 2, Consumed: 3 }],
    ['"Promotion: not init 0, active 1, disable 2, not shown 3, defunct 4"', PromotionStatus, { NotInit: 0, Active: 1, Disable: 2, NotShown: 3, Defunct: 4 }],
    ['"Group purchase: pending 1, reached 2"', GroupPurchaseStatus, { Pending: 1, Reached: 2 }],
    ['"Deal/item: not init 0, active 1, inactive 2, deleted 3, purchased 4, pending 5"', DealStatus, { NotInit: 0, Active: 1, Inactive: 2, Deleted: 3, Purchased: 4, Pending: 5 }],
    ['"Feature switch: disabled -1, off 0, on 1"', FeatureSwitch, { Disabled: -1, Off: 0, On: 1 }],
    ['"User types: guest 0, soft 1, logged in 2"', UserType, { Guest: 0, SoftSignedIn: 1, SignedIn: 2 }],
    ['"visitor new 0, returning 1"', VisitorType, { New: 0, Returning: 1 }],
    ['"Platform desktop 1, mobile 2, PWA 99"', Platform, { Desktop: 1, Mobile: 2, PWA: 99 }],
    ['"Sign-in methods Mobile, Email, Google, Facebook"', Object.values(SignInMethod), ['Mobile', 'Email', 'Google', 'Facebook']],
    ['"authType (Mobile or Email)"', Object.values(AuthType), ['Mobile', 'Email']],
    ['"Player status 0 banned, 1 not linked"', PartnerPlayerStatus, { Banned: 0, NotLinked: 1 }],
    ['"Partner sign-in: BANNED, PLAYER_NOT_LINKED, UNKNOWN, UNSUPPORTED_COUNTRY"', Object.values(PartnerSignInError), ['BANNED', 'PLAYER_NOT_LINKED', 'UNKNOWN', 'UNSUPPORTED_COUNTRY']],
    ['"Reward sponsors: provider 10, payment channel 20, publisher 30"', RewardSponsor, { Provider: 10, PaymentChannel: 20, Publisher: 30 }],
    ['"ring-fence none 0, cross 20, funder 30"', RingFence, { None: 0, Cross: 20, Funder: 30 }],
    ['"Account statuses: RESTRICTED, ACTIVE, RESERVED, DELETED, UNVERIFIED"', Object.values(AccountStatus), ['RESTRICTED', 'ACTIVE', 'RESERVED', 'DELETED', 'UNVERIFIED']],
    ['"Voucher/gift validity: Valid, Claimed, Expired, Invalid"', Object.values(VoucherValidity), ['Valid', 'Claimed', 'Expired', 'Invalid']],
    ['"Top-up statuses: Init, Pending, Success, Paid, Refunded, Failed, Cancelled, and a payment-provider non-success-response status"', Object.keys(TopUpStatus), ['Init', 'Pending', 'Success', 'Paid', 'Refunded', 'Failed', 'Cancelled', 'PaymentProviderNonSuccessResponse']],
  ])('%s', (_q, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('orderStatusHeader: "Transaction-complete headers: fulfilled, failed, pending, gift initiated, gift claimed, gift expired"', () => {
  it.each<[unknown, OrderStatusHeader]>([
    [OrderStatus.Fulfillment_Completed, 'fulfilled'],
    [OrderStatus.Payment_Failed, 'failed'],
    [OrderStatus.Fulfillment_Failed, 'failed'],
    [OrderStatus.Cancelled, 'failed'],
    [OrderStatus.Voucher_Unavailable, 'failed'],
    [OrderStatus.NotInit, 'pending'],
    [OrderStatus.Payment_Init, 'pending'],
    [OrderStatus.Payment_Pending, 'pending'],
    [OrderStatus.Payment_Completed, 'pending'],
    [OrderStatus.InProgress, 'pending'],
    [OrderStatus.Gift_Init, 'giftInitiated'],
    [OrderStatus.Gift_Claimed, 'giftClaimed'],
    [OrderStatus.Gift_Expired, 'giftExpired'],
    [undefined, 'pending'],
    ['6', 'pending'],
  ])('%p -> %s', (status, header) => {
    expect(orderStatusHeader(status)).toBe(header);
  });

  it('"Pending payment: page refreshes automatically"', () => {
    expect(isOrderPending(OrderStatus.Payment_Pending)).toBe(true);
    expect(isOrderPending(OrderStatus.Fulfillment_Completed)).toBe(false);
  });
});
