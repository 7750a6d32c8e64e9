import { ERROR_CATALOGUE, englishErrorMessages } from './catalogue';
import { catalogueEntry, messageFor } from './messageFor';
import { DEFAULT_PURCHASE_MESSAGE, TRANSACTION_MESSAGE_GROUPS, transactionCatalogue } from './transactionMessages';
import { ERROR_GROUPS, type ErrorCode, type ErrorGroup } from './types';

type Row = readonly [ErrorGroup, ErrorCode, string];

// Section 8, "Order/API codes: -100 invalid user id, -101 item not available, ...".
const ORDER: Row[] = [
  ['order', -100, 'errors.order.invalidUserId'],
  ['order', -101, 'errors.order.itemNotAvailable'],
  ['order', -102, 'errors.order.purchaseIneligible'],
  ['order', -103, 'errors.order.orderError'],
  ['order', -104, 'errors.order.requirementNotMet'],
  ['order', -107, 'errors.order.purchaseLimit'],
  ['order', -204, 'errors.order.geoSkuMismatch'],
  ['order', -1061, 'errors.order.invalidGameCharacter'],
  ['order', -222, 'errors.order.invalidRiotIdFormat'],
  ['order', -200, 'errors.order.countryMismatch'],
  ['order', 1035, 'errors.order.generic'],
  ['order', -201, 'errors.order.otpGenerationFailed'],
  ['order', -202, 'errors.order.otpValidationFailed'],
  ['order', 22, 'errors.order.invalidUser'],
  ['order', 100, 'errors.order.userIdEmpty'],
  ['order', 403, 'errors.order.unauthorisedApp'],
  ['order', 431, 'errors.order.paymentPending'],
];

// Section 8, "Wallet top-up: 313 wallet balance max, 314 country balance max, ...".
const WALLET_TOPUP: Row[] = [
  ['walletTopup', 313, 'errors.walletTopup.walletBalanceMax'],
  ['walletTopup', 314, 'errors.walletTopup.countryBalanceMax'],
  ['walletTopup', 323, 'errors.walletTopup.walletDailyTopupMax'],
  ['walletTopup', 324, 'errors.walletTopup.walletMonthlyTopupMax'],
  ['walletTopup', 327, 'errors.walletTopup.countryDailyTopupMax'],
  ['walletTopup', 328, 'errors.walletTopup.countryMonthlyTopupMax'],
  ['walletTopup', 331, 'errors.walletTopup.belowMinimum'],
  ['walletTopup', 332, 'errors.walletTopup.aboveMaximum'],
  ['walletTopup', 333, 'errors.walletTopup.customTopupUnsupported'],
  ['walletTopup', 334, 'errors.walletTopup.topupNotAllowed'],
  ['walletTopup', 406, 'errors.walletTopup.insufficientBalance'],
  ['walletTopup', 407, 'errors.walletTopup.expired'],
  ['walletTopup', 408, 'errors.walletTopup.failed'],
  ['walletTopup', 302, 'errors.walletTopup.transactionNotFound'],
];

// Section 8, "Wallet charge: 300 success, 306 restricted, 309 country locked, 325/326 ..., 329/330 ...".
const WALLET_CHARGE: Row[] = [
  ['walletCharge', 300, 'errors.walletCharge.success'],
  ['walletCharge', 306, 'errors.walletCharge.restricted'],
  ['walletCharge', 309, 'errors.walletCharge.countryLocked'],
  ['walletCharge', 325, 'errors.walletCharge.walletDailyChargeMax'],
  ['walletCharge', 326, 'errors.walletCharge.walletMonthlyChargeMax'],
  ['walletCharge', 329, 'errors.walletCharge.countryDailyChargeMax'],
  ['walletCharge', 330, 'errors.walletCharge.countryMonthlyChargeMax'],
  // "Also messages for OTP invalid or expired, cancelled, promotion expired, phone invalid, registered or deleted."
  ['walletCharge', 'otpInvalid', 'errors.walletCharge.otpInvalid'],
  ['walletCharge', 'otpExpired', 'errors.walletCharge.otpExpired'],
  ['walletCharge', 'cancelled', 'errors.walletCharge.cancelled'],
  ['walletCharge', 'promotionExpired', 'errors.walletCharge.promotionExpired'],
  ['walletCharge', 'phoneInvalid', 'errors.walletCharge.phoneInvalid'],
  ['walletCharge', 'phoneRegistered', 'errors.walletCharge.phoneRegistered'],
  ['walletCharge', 'phoneDeleted', 'errors.walletCharge.phoneDeleted'],
];

// Section 8, "Gift code: 1, 313, 314, 704-710 (claimed, not eligible, too many, invalid, balance mismatch, update error, redemption limit)".
const GIFT_CODE: Row[] = [
  ['giftCode', 1, 'errors.giftCode.failed'],
  ['giftCode', 313, 'errors.giftCode.walletBalanceMax'],
  ['giftCode', 314, 'errors.giftCode.countryBalanceMax'],
  ['giftCode', 704, 'errors.giftCode.claimed'],
  ['giftCode', 705, 'errors.giftCode.notEligible'],
  ['giftCode', 706, 'errors.giftCode.tooManyAttempts'],
  ['giftCode', 707, 'errors.giftCode.invalid'],
  ['giftCode', 708, 'errors.giftCode.balanceMismatch'],
  ['giftCode', 709, 'errors.giftCode.updateError'],
  ['giftCode', 710, 'errors.giftCode.redemptionLimit'],
];

// Section 8, "Redemption: 10007 email OTP needed, 214 invalid game id, 202 internal, 223 invalid OTP, 222 excessive OTP, 10008 expired OTP."
const REDEMPTION: Row[] = [
  ['redemption', 10007, 'errors.redemption.emailOtpRequired'],
  ['redemption', 214, 'errors.redemption.invalidGameId'],
  ['redemption', 202, 'errors.redemption.internal'],
  ['redemption', 223, 'errors.redemption.invalidOtp'],
  ['redemption', 222, 'errors.redemption.excessiveOtp'],
  ['redemption', 10008, 'errors.redemption.expiredOtp'],
  ['redemption', 'tooManyFailedOtpAttempts', 'errors.redemption.tooManyFailedOtpAttempts'],
];

// Section 8, "Subscription: 2 exists, 3 invalid recurrence, 4/5 invalid MSISDN, 7 missing parameters, 8 authorization failed."
const SUBSCRIPTION: Row[] = [
  ['subscription', 2, 'errors.subscription.exists'],
  ['subscription', 3, 'errors.subscription.invalidRecurrence'],
  ['subscription', 4, 'errors.subscription.invalidMsisdn'],
  ['subscription', 5, 'errors.subscription.invalidMsisdn'],
  ['subscription', 7, 'errors.subscription.missingParameters'],
  ['subscription', 8, 'errors.subscription.authorizationFailed'],
];

// Section 8, "Freebie: 1201 already claimed, 1202 validity expired, 1203 not eligible, 3007 under age, 1204 invalid create order."
const FREEBIE: Row[] = [
  ['freebie', 1201, 'errors.freebie.alreadyClaimed'],
  ['freebie', 1202, 'errors.freebie.validityExpired'],
  ['freebie', 1203, 'errors.freebie.notEligible'],
  ['freebie', 3007, 'errors.freebie.underAge'],
  ['freebie', 1204, 'errors.freebie.invalidCreateOrder'],
];

// Section 8, "Partner sign-in: BANNED, PLAYER_NOT_LINKED, UNKNOWN, UNSUPPORTED_COUNTRY"; "'Error fetching player.' toast".
const PARTNER: Row[] = [
  ['partnerSignIn', 'BANNED', 'errors.partnerSignIn.banned'],
  ['partnerSignIn', 'PLAYER_NOT_LINKED', 'errors.partnerSignIn.playerNotLinked'],
  ['partnerSignIn', 'UNKNOWN', 'errors.partnerSignIn.unknown'],
  ['partnerSignIn', 'UNSUPPORTED_COUNTRY', 'errors.partnerSignIn.unsupportedCountry'],
  ['partnerSignIn', 'FETCH_PLAYER_FAILED', 'errors.partnerSignIn.fetchPlayerFailed'],
  ['partnerSignIn', 'MISSING_FIELD', 'errors.partnerSignIn.missingField'],
];

// Section 8, "Social sign-in: user-deleted gives DELETED_EMAIL_ACCOUNT ...; missing email gives EMAIL_ATTRIBUTE_MISSING; access denied".
const SOCIAL: Row[] = [
  ['socialSignIn', 'DELETED_EMAIL_ACCOUNT', 'errors.socialSignIn.DELETED_EMAIL_ACCOUNT'],
  ['socialSignIn', 'EMAIL_ATTRIBUTE_MISSING', 'errors.socialSignIn.EMAIL_ATTRIBUTE_MISSING'],
  ['socialSignIn', 'ACCESS_DENIED', 'errors.socialSignIn.ACCESS_DENIED'],
];

// Section 8, "Translated auth messages exist for: UserNotConfirmedException, NotAuthorizedException (Email/Mobile/PassReset), ...".
const AUTH: Row[] = [
  'UserNotConfirmedException',
  'NotAuthorizedExceptionEmail',
  'NotAuthorizedExceptionMobile',
  'NotAuthorizedExceptionPassReset',
  'ExpiredCodeException',
  'LimitExceededException',
  'InvalidPasswordException',
  'CodeMismatchException',
  'UnexpectedLambdaException',
  'UserNotFoundException',
  'UserNotFoundExceptionEmail',
  'UserNotFoundExceptionMobile',
  'InvalidParameterException',
  'InvalidParameterExceptionEmail',
  'UserDisabledException',
  'UsernameExistsException',
  'UsernameExistsExceptionEmail',
  'UsernameExistsExceptionMobile',
  'EMAIL_ATTRIBUTE_MISSING',
  'UNKNOWN_SIGN_IN_ERROR',
  'ACCOUNT_ALREADY_DELETED',
  'ACCOUNT_ALREADY_DELETED_Email',
  'ACCOUNT_ALREADY_DELETED_Mobile',
  'SIGNUP_CPF_DETAILS_MISSING',
  'SIGNUP_CPF_INVALID_DATA',
  'SIGNUP_CPF_ALREADY_USED',
  'SIGNUP_CPF_PROCESS_FAILED',
].map((c) => ['auth', c, `auth.error.${c}`] as const);
// "Number_Already_Used shows mobile-already-used; Phone_Number_Exists shows mobile-number-already-used-for-wallet."
AUTH.push(['auth', 'Number_Already_Used', 'auth.error.mobileAlreadyUsed']);
AUTH.push(['auth', 'Phone_Number_Exists', 'auth.error.mobileNumberAlreadyUsedForWallet']);

// Section 8, "Success codes: RECOVER_PASSWORD_SUCCESS_{type}, RESET_PASSWORD_SUCCESS, CHANGE_PASSWORD_SUCCESS, RESEND_CONFIRMATION_{type}, DELETE_ACCOUNT_SUCCESS."
const AUTH_SUCCESS_ROWS: Row[] = [
  'RECOVER_PASSWORD_SUCCESS_Email',
  'RECOVER_PASSWORD_SUCCESS_Mobile',
  'RESET_PASSWORD_SUCCESS',
  'CHANGE_PASSWORD_SUCCESS',
  'RESEND_CONFIRMATION_Email',
  'RESEND_CONFIRMATION_Mobile',
  'DELETE_ACCOUNT_SUCCESS',
].map((c) => ['authSuccess', c, `auth.success.${c}`] as const);

// Section 8, wallet creation / guest linking keys are the spec's own.
const SPEC_KEYS: Row[] = [
  ['walletCreation', 'otpInvalid', 'wallet.activateWallet.error.otpInvalid'],
  ['walletCreation', 'walletCreateFailed', 'wallet.activateWallet.error.walletCreateFailed'],
  ['guestLinking', 0, 'adoptAccount.rewardLinkingFailed'],
];

// Section 8, "User messages: already claimed, expired, not eligible, wrong region (visit regional shop), ...".
const USER_MESSAGES: Row[] = [
  'alreadyClaimed',
  'expired',
  'notEligible',
  'wrongRegion',
  'unsupportedRegion',
  'unknownError',
  'redeemError',
  'rewardsNotCredited',
  'preRegistrationAccountNotFound',
  'bannedAccount',
].map((c) => ['userMessage', c, `errors.userMessage.${c}`] as const);

describe('error catalogue keyed by (group, code) (spec 8, readings 6)', () => {
  test.each([
    ...ORDER,
    ...WALLET_TOPUP,
    ...WALLET_CHARGE,
    ...GIFT_CODE,
    ...REDEMPTION,
    ...SUBSCRIPTION,
    ...FREEBIE,
    ...PARTNER,
    ...SOCIAL,
    ...AUTH,
    ...AUTH_SUCCESS_ROWS,
    ...SPEC_KEYS,
    ...USER_MESSAGES,
  ])('(%s, %s) -> %s', (group, code, key) => {
    const m = messageFor(group, code);
    expect(m.key).toBe(key);
    expect(m.message.length).toBeGreaterThan(3);
    expect(m.group).toBe(group);
    expect(m.code).toBe(code);
    expect(catalogueEntry(group, code)?.key).toBe(key);
  });

  test('a string code finds a numeric entry', () => {
    expect(messageFor('walletTopup', '313').key).toBe('errors.walletTopup.walletBalanceMax');
  });

  test.each([
    // "408 is a network timeout and a wallet top-up failure"
    [408, 'network', 'networkError.timeout'],
    [408, 'walletTopup', 'errors.walletTopup.failed'],
    // "313 and 314 are wallet and gift-code codes"
    [313, 'walletTopup', 'errors.walletTopup.walletBalanceMax'],
    [313, 'giftCode', 'errors.giftCode.walletBalanceMax'],
    [314, 'walletTopup', 'errors.walletTopup.countryBalanceMax'],
    [314, 'giftCode', 'errors.giftCode.countryBalanceMax'],
    // "222 and -222 differ"
    [222, 'redemption', 'errors.redemption.excessiveOtp'],
    [-222, 'order', 'errors.order.invalidRiotIdFormat'],
  ] as const)('colliding code %s in %s -> %s', (code, group, key) => {
    expect(messageFor(group, code).key).toBe(key);
  });

  test('every group of ERROR_GROUPS has a catalogue', () => {
    for (const g of ERROR_GROUPS) expect(Object.keys(ERROR_CATALOGUE[g]).length).toBeGreaterThan(0);
  });

  test('English resources: every key has one message and no key is a prefix of another (i18next nesting)', () => {
    const en = englishErrorMessages();
    const keys = Object.keys(en);
    expect(keys.length).toBeGreaterThan(150);
    for (const k of keys) {
      expect(keys.some((other) => other.startsWith(`${k}.`))).toBe(false);
    }
    // same key always carries the same message across groups
    for (const entries of Object.values(ERROR_CATALOGUE)) {
      for (const e of Object.values(entries)) expect(en[e.key]).toBe(e.message);
    }
    expect(en['errors.transaction.default']).toBe(DEFAULT_PURCHASE_MESSAGE);
  });
});

describe('transaction message groups (spec 8)', () => {
  // "Transaction message groups: ineligible ID 10, -102; user ID not found 12, 22, 100, ...; ... unknown 30301."
  const ROWS: ReadonlyArray<readonly [string, readonly number[]]> = [
    ['ineligibleId', [10, -102]],
    ['userIdNotFound', [12, 22, 100, 108, 1003, -100, -32001, -405, -2, -32700, -3, -2601, -1]],
    ['serverUnavailable', [98, 200]],
    ['invalidParameters', [227]],
    ['invalidEmail', [232]],
    ['denominationChannelOrProductUnavailable', [237, 238, 239]],
    ['incorrectCpf', [468]],
    ['promoProblem', [602, 603, 604, 605]],
    ['alreadyPurchasedOrLimit', [630, 633, 655, -107, -507, -207]],
    ['pending', [656, -506]],
    ['rewardsUnsupportedOrInsufficient', [1102, 1103, 1104, 1105, 1106, 1107, 1108]],
    ['membershipOnceOnly', [1503, 1512, 1515, 5034, 5152]],
    ['itemUnavailableForAccount', [1511]],
    ['channelNotAllowed', [1516]],
    ['previousTransactionProcessing', [10001]],
    ['invalidCarrierMobile', [10002, 10003, 10004, 10005]],
    ['invalidZip', [10009]],
    ['invalidFullName', [10010]],
    ['invalidProvince', [10011]],
    ['blockedMobile', [30116]],
    ['invalidBillingAddress', [30300]],
    ['unknown', [30301]],
  ];
  test.each(ROWS.flatMap(([name, codes]) => codes.map((c) => [c, name] as const)))('transaction %s -> %s', (code, name) => {
    expect(messageFor('transaction', code).key).toBe(`errors.transaction.${name}`);
  });

  test('the groups list exactly the codes of the spec', () => {
    expect(TRANSACTION_MESSAGE_GROUPS.map((g) => [g.name, g.codes])).toEqual(ROWS);
  });

  test('"promo problems 602-605 (refresh for latest price)" and "wait 5 seconds 10001"', () => {
    expect(messageFor('transaction', 603).message).toMatch(/refresh/i);
    expect(messageFor('transaction', 10001).message).toMatch(/5 seconds/);
  });

  test.each([
    ['transaction', 12345],
    ['transaction', -9999],
    ['walletTopup', 999],
    ['giftCode', 'nope'],
    ['subscription', 1],
  ] as const)('unknown (%s, %s) -> the default message', (group, code) => {
    const m = messageFor(group, code);
    expect(m.message).toBe('We can not process your purchase at the moment. Please try again later.');
    expect(m.key).toBe('errors.transaction.default');
  });

  test('an order code without its own message falls back to the transaction message group, then the default', () => {
    expect(messageFor('order', 602).key).toBe('errors.transaction.promoProblem');
    expect(messageFor('order', 10).key).toBe('errors.transaction.ineligibleId');
    expect(messageFor('order', 77777).message).toBe(DEFAULT_PURCHASE_MESSAGE);
  });

  test('network codes are classified', () => {
    expect(messageFor('network', 599).key).toBe('networkError.offline');
    expect(messageFor('network', '503').key).toBe('networkError.500');
    expect(messageFor('network', 'timeout').key).toBe('networkError.timeout');
    expect(messageFor('network', 'weird').key).toBe('networkError.other');
  });

  test('an unknown auth code gets the generic auth message, not the purchase one', () => {
    expect(messageFor('auth', 'InternalErrorException').key).toBe('auth.error.unknown');
  });

  test("the endpoint's throttle (TooManyRequestsException) says to wait, not 'something went wrong'", () => {
    expect(messageFor('auth', 'TooManyRequestsException')).toMatchObject({ key: 'auth.error.TooManyRequestsException', message: expect.stringContaining('wait a minute') });
  });

  test('a code in two transaction groups is a programming error', () => {
    const groups = TRANSACTION_MESSAGE_GROUPS as unknown as Array<{ name: string; codes: number[]; message: string }>;
    groups.push({ name: 'dup', codes: [10], message: 'x' });
    try {
      expect(() => transactionCatalogue()).toThrow('transaction code 10 is in two message groups');
    } finally {
      groups.pop();
    }
  });
});
