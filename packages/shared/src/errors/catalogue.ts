import type { CatalogueEntry, ErrorGroup, GroupCatalogue } from './types';
import { DEFAULT_PURCHASE_ENTRY, transactionCatalogue } from './transactionMessages';

/** Builds a group from code -> [i18n key name, English message]; the key is `${prefix}.${name}`. */
function group(prefix: string, entries: Record<string, readonly [string, string]>): GroupCatalogue {
  const out: Record<string, CatalogueEntry> = {};
  for (const [code, [name, message]] of Object.entries(entries)) out[code] = { key: `${prefix}.${name}`, message };
  return out;
}

/** Network error classes (section 8). Keys are the spec's networkError.* keys. */
export const NETWORK_CATALOGUE: GroupCatalogue = {
  offline: { key: 'networkError.offline', message: 'You are offline. Please check your internet connection.' },
  timeout: { key: 'networkError.timeout', message: 'The request timed out. Please try again.' },
  '500': { key: 'networkError.500', message: 'Something went wrong on our side. Please try again later.' },
  '400': { key: 'networkError.400', message: 'The request could not be processed. Please try again.' },
  '401': { key: 'networkError.401', message: 'Your session has expired. Please sign in again.' },
  other: { key: 'networkError.other', message: 'Something went wrong. Please check your connection and try again.' },
};

/** Order/API codes (section 8). */
export const ORDER_CATALOGUE = group('errors.order', {
  '-100': ['invalidUserId', 'The user ID is not valid.'],
  '-101': ['itemNotAvailable', 'This item is not available.'],
  '-102': ['purchaseIneligible', 'You are not eligible for this purchase.'],
  '-103': ['orderError', 'There was an error with your order. Please try again.'],
  '-104': ['requirementNotMet', 'The requirements for this purchase are not met.'],
  '-107': ['purchaseLimit', 'You have reached the purchase limit for this item.'],
  '-204': ['geoSkuMismatch', 'This item is not available in your region.'],
  '-1061': ['invalidGameCharacter', 'The game character is not valid.'],
  '-222': ['invalidRiotIdFormat', 'The Riot ID format is not valid.'],
  '-200': ['countryMismatch', 'Your account country does not match the store country.'],
  '1035': ['generic', 'We can not process your purchase at the moment. Please try again later.'],
  '-201': ['otpGenerationFailed', 'We could not send a verification code. Please try again.'],
  '-202': ['otpValidationFailed', 'The verification code could not be validated.'],
  '22': ['invalidUser', 'The user is not valid.'],
  '100': ['userIdEmpty', 'Please enter your user ID.'],
  '403': ['unauthorisedApp', 'This application is not authorised.'],
  '431': ['paymentPending', 'Your payment is pending.'],
});

/** Wallet top-up codes (section 8). 334's meaning is not shown: it gets a generic top-up message. */
export const WALLET_TOPUP_CATALOGUE = group('errors.walletTopup', {
  '313': ['walletBalanceMax', 'This top-up would exceed the maximum wallet balance.'],
  '314': ['countryBalanceMax', 'This top-up would exceed the maximum balance allowed in your country.'],
  '323': ['walletDailyTopupMax', 'You have reached your daily top-up limit.'],
  '324': ['walletMonthlyTopupMax', 'You have reached your monthly top-up limit.'],
  '327': ['countryDailyTopupMax', 'The daily top-up limit for your country has been reached.'],
  '328': ['countryMonthlyTopupMax', 'The monthly top-up limit for your country has been reached.'],
  '331': ['belowMinimum', 'The amount is below the minimum top-up.'],
  '332': ['aboveMaximum', 'The amount is above the maximum top-up.'],
  '333': ['customTopupUnsupported', 'Custom top-up amounts are not supported.'],
  '334': ['topupNotAllowed', 'This top-up cannot be processed. Please try again later.'],
  '406': ['insufficientBalance', 'Your wallet balance is insufficient.'],
  '407': ['expired', 'This transaction has expired.'],
  '408': ['failed', 'The top-up failed. Please try again.'],
  '302': ['transactionNotFound', 'The transaction was not found.'],
});

/** Wallet charge codes, and the charge flow's named messages (section 8). */
export const WALLET_CHARGE_CATALOGUE = group('errors.walletCharge', {
  '300': ['success', 'Payment successful.'],
  '306': ['restricted', 'Your wallet is restricted.'],
  '309': ['countryLocked', 'The wallet is locked in your country.'],
  '325': ['walletDailyChargeMax', 'You have reached your daily wallet spending limit.'],
  '326': ['walletMonthlyChargeMax', 'You have reached your monthly wallet spending limit.'],
  '329': ['countryDailyChargeMax', 'The daily wallet spending limit for your country has been reached.'],
  '330': ['countryMonthlyChargeMax', 'The monthly wallet spending limit for your country has been reached.'],
  otpInvalid: ['otpInvalid', 'The OTP is invalid.'],
  otpExpired: ['otpExpired', 'The OTP has expired. Please request a new one.'],
  cancelled: ['cancelled', 'The payment was cancelled.'],
  promotionExpired: ['promotionExpired', 'The promotion has expired.'],
  phoneInvalid: ['phoneInvalid', 'The phone number is not valid.'],
  phoneRegistered: ['phoneRegistered', 'This phone number is already registered.'],
  phoneDeleted: ['phoneDeleted', 'This phone number belongs to a deleted account.'],
});

/** Wallet creation and unreserve (section 8): the spec's keys. */
export const WALLET_CREATION_CATALOGUE: GroupCatalogue = {
  otpInvalid: { key: 'wallet.activateWallet.error.otpInvalid', message: 'The OTP is invalid. Please try again.' },
  walletCreateFailed: {
    key: 'wallet.activateWallet.error.walletCreateFailed',
    message: 'We could not activate your wallet. Please try again later.',
  },
};

/** Gift code codes (section 8); 1 has no meaning given beyond "gift code error". */
export const GIFT_CODE_CATALOGUE = group('errors.giftCode', {
  '1': ['failed', 'This gift code could not be redeemed.'],
  '313': ['walletBalanceMax', 'Redeeming this gift code would exceed the maximum wallet balance.'],
  '314': ['countryBalanceMax', 'Redeeming this gift code would exceed the maximum balance allowed in your country.'],
  '704': ['claimed', 'This gift code has already been claimed.'],
  '705': ['notEligible', 'You are not eligible to redeem this gift code.'],
  '706': ['tooManyAttempts', 'Too many attempts. Please try again later.'],
  '707': ['invalid', 'This gift code is invalid.'],
  '708': ['balanceMismatch', 'The gift code balance does not match.'],
  '709': ['updateError', 'We could not update your wallet. Please try again later.'],
  '710': ['redemptionLimit', 'You have reached the gift code redemption limit.'],
});

/** Gift redemption (claim page) codes (section 8). */
export const REDEMPTION_CATALOGUE = group('errors.redemption', {
  '10007': ['emailOtpRequired', 'Please verify your email with the code we sent you.'],
  '214': ['invalidGameId', 'The game ID is not valid.'],
  '202': ['internal', 'Something went wrong. Please try again later.'],
  '223': ['invalidOtp', 'The code is invalid.'],
  '222': ['excessiveOtp', 'Too many failed attempts. Please try again in 3 hours.'],
  '10008': ['expiredOtp', 'The code has expired. Please request a new one.'],
  tooManyFailedOtpAttempts: ['tooManyFailedOtpAttempts', 'Too many failed attempts. Please try again in 3 hours.'],
});

/** Subscription codes (section 8). */
export const SUBSCRIPTION_CATALOGUE = group('errors.subscription', {
  '2': ['exists', 'You already have this subscription.'],
  '3': ['invalidRecurrence', 'The recurrence is not valid.'],
  '4': ['invalidMsisdn', 'The mobile number is not valid.'],
  '5': ['invalidMsisdn', 'The mobile number is not valid.'],
  '7': ['missingParameters', 'Some required details are missing.'],
  '8': ['authorizationFailed', 'The subscription could not be authorised.'],
});

/** Freebie / daily reward codes (section 8). */
export const FREEBIE_CATALOGUE = group('errors.freebie', {
  '1201': ['alreadyClaimed', 'You have already claimed this reward.'],
  '1202': ['validityExpired', 'This reward has expired.'],
  '1203': ['notEligible', 'You are not eligible for this reward.'],
  '3007': ['underAge', 'You are not old enough to claim this reward.'],
  '1204': ['invalidCreateOrder', 'We could not create your order. Please try again later.'],
});

/** Partner sign-in errors (section 8). MISSING_FIELD interpolates {{field}}. */
export const PARTNER_SIGN_IN_CATALOGUE = group('errors.partnerSignIn', {
  BANNED: ['banned', 'This account is banned and cannot log in.'],
  PLAYER_NOT_LINKED: ['playerNotLinked', 'Your game account is not linked. Please link it in the game and try again.'],
  UNKNOWN: ['unknown', 'An unknown error occurred. Please try again later.'],
  UNSUPPORTED_COUNTRY: ['unsupportedCountry', 'Your account region is not supported by this store.'],
  FETCH_PLAYER_FAILED: ['fetchPlayerFailed', 'Error fetching player.'],
  MISSING_FIELD: ['missingField', 'Missing required account information {{field}}.'],
});

/** Social (federated) sign-in outcomes (section 8). */
export const SOCIAL_SIGN_IN_CATALOGUE = group('errors.socialSignIn', {
  DELETED_EMAIL_ACCOUNT: ['DELETED_EMAIL_ACCOUNT', 'This account has been deleted.'],
  EMAIL_ATTRIBUTE_MISSING: ['EMAIL_ATTRIBUTE_MISSING', 'Your social account did not share an email address.'],
  ACCESS_DENIED: ['ACCESS_DENIED', 'Sign-in was cancelled.'],
});

/** Auth provider error codes after the mappers of section 8 (translated auth messages). */
export const AUTH_CATALOGUE = group('auth.error', {
  UserNotConfirmedException: ['UserNotConfirmedException', 'Your account is not verified yet. Please verify it first.'],
  NotAuthorizedException: ['NotAuthorizedException', 'Incorrect username or password.'],
  NotAuthorizedExceptionEmail: ['NotAuthorizedExceptionEmail', 'Incorrect email or password.'],
  NotAuthorizedExceptionMobile: ['NotAuthorizedExceptionMobile', 'Incorrect mobile number or password.'],
  NotAuthorizedExceptionPassReset: ['NotAuthorizedExceptionPassReset', 'The current password is incorrect.'],
  ExpiredCodeException: ['ExpiredCodeException', 'The code has expired. Please request a new one.'],
  LimitExceededException: ['LimitExceededException', 'Attempt limit exceeded. Please try again later.'],
  TooManyRequestsException: ['TooManyRequestsException', 'Too many attempts from this connection. Please wait a minute and try again.'],
  InvalidPasswordException: [
    'InvalidPasswordException',
    'The password must be at least 8 characters long and contain at least 1 digit.',
  ],
  CodeMismatchException: ['CodeMismatchException', 'The code is incorrect. Please try again.'],
  UnexpectedLambdaException: ['UnexpectedLambdaException', 'Something went wrong. Please try again later.'],
  CAPTCHA_FAILED: ['CAPTCHA_FAILED', 'We could not check that this is you and not a robot. Please try again.'],
  UserNotFoundException: ['UserNotFoundException', 'The account does not exist.'],
  UserNotFoundExceptionEmail: ['UserNotFoundExceptionEmail', 'No account is registered with this email.'],
  UserNotFoundExceptionMobile: ['UserNotFoundExceptionMobile', 'No account is registered with this mobile number.'],
  InvalidParameterException: ['InvalidParameterException', 'Some of the details entered are not valid.'],
  InvalidParameterExceptionEmail: ['InvalidParameterExceptionEmail', 'The email address is not valid.'],
  InvalidParameterExceptionMobile: ['InvalidParameterExceptionMobile', 'The mobile number is not valid.'],
  UserDisabledException: ['UserDisabledException', 'This account is disabled.'],
  UsernameExistsException: ['UsernameExistsException', 'An account already exists.'],
  UsernameExistsExceptionEmail: ['UsernameExistsExceptionEmail', 'An account with this email already exists.'],
  UsernameExistsExceptionMobile: ['UsernameExistsExceptionMobile', 'An account with this mobile number already exists.'],
  EMAIL_ATTRIBUTE_MISSING: ['EMAIL_ATTRIBUTE_MISSING', 'Your account has no email address.'],
  UNKNOWN_SIGN_IN_ERROR: ['UNKNOWN_SIGN_IN_ERROR', 'We could not sign you in. Please try again later.'],
  ACCOUNT_ALREADY_DELETED: ['ACCOUNT_ALREADY_DELETED', 'This account has been deleted.'],
  ACCOUNT_ALREADY_DELETED_Email: ['ACCOUNT_ALREADY_DELETED_Email', 'The account with this email has been deleted.'],
  ACCOUNT_ALREADY_DELETED_Mobile: [
    'ACCOUNT_ALREADY_DELETED_Mobile',
    'The account with this mobile number has been deleted.',
  ],
  SIGNUP_CPF_DETAILS_MISSING: ['SIGNUP_CPF_DETAILS_MISSING', 'Please enter your CPF details.'],
  SIGNUP_CPF_INVALID_DATA: ['SIGNUP_CPF_INVALID_DATA', 'The CPF details are not valid.'],
  SIGNUP_CPF_ALREADY_USED: ['SIGNUP_CPF_ALREADY_USED', 'This CPF number is already used by another account.'],
  SIGNUP_CPF_PROCESS_FAILED: ['SIGNUP_CPF_PROCESS_FAILED', 'We could not verify your CPF. Please try again later.'],
  Number_Already_Used: ['mobileAlreadyUsed', 'This mobile number is already used.'],
  Phone_Number_Exists: ['mobileNumberAlreadyUsedForWallet', 'This mobile number is already used for a wallet.'],
  SESSION_EXPIRED: ['SESSION_EXPIRED', 'Your session has expired. Please sign in again.'],
  UNKNOWN: ['unknown', 'Something went wrong. Please try again later.'],
});

/** Auth success codes (section 8). */
export const AUTH_SUCCESS_CATALOGUE = group('auth.success', {
  RECOVER_PASSWORD_SUCCESS_Email: ['RECOVER_PASSWORD_SUCCESS_Email', 'We have sent a reset code to your email.'],
  RECOVER_PASSWORD_SUCCESS_Mobile: ['RECOVER_PASSWORD_SUCCESS_Mobile', 'We have sent a reset code to your mobile number.'],
  RESET_PASSWORD_SUCCESS: ['RESET_PASSWORD_SUCCESS', 'Your password has been reset. Please sign in.'],
  CHANGE_PASSWORD_SUCCESS: ['CHANGE_PASSWORD_SUCCESS', 'Your password has been changed.'],
  RESEND_CONFIRMATION_Email: ['RESEND_CONFIRMATION_Email', 'We have sent a new verification link to your email.'],
  RESEND_CONFIRMATION_Mobile: ['RESEND_CONFIRMATION_Mobile', 'We have sent a new verification code to your mobile number.'],
  DELETE_ACCOUNT_SUCCESS: ['DELETE_ACCOUNT_SUCCESS', 'Your account has been deleted.'],
});

/** Guest purchase linking (section 8): the raised error has code 0. */
export const GUEST_LINKING_CATALOGUE: GroupCatalogue = {
  '0': { key: 'adoptAccount.rewardLinkingFailed', message: 'Your rewards could not be linked to your account.' },
};

/** "User messages" of section 8 (rewards, freebies, pre-registration, partner accounts). */
export const USER_MESSAGE_CATALOGUE = group('errors.userMessage', {
  alreadyClaimed: ['alreadyClaimed', 'You have already claimed this.'],
  expired: ['expired', 'This has expired.'],
  notEligible: ['notEligible', 'You are not eligible.'],
  wrongRegion: ['wrongRegion', 'This is not available in your region. Please visit your regional shop.'],
  unsupportedRegion: ['unsupportedRegion', 'Your region is not supported.'],
  unknownError: ['unknownError', 'An unknown error occurred. Please try again later.'],
  redeemError: ['redeemError', 'We could not redeem this. Please try again later.'],
  rewardsNotCredited: ['rewardsNotCredited', 'Your rewards could not be credited. Please contact support.'],
  preRegistrationAccountNotFound: ['preRegistrationAccountNotFound', 'No account was found for pre-registration.'],
  bannedAccount: ['bannedAccount', 'This account is banned and cannot log in.'],
});

/** The whole catalogue of section 8, keyed by group then code. */
export const ERROR_CATALOGUE: Readonly<Record<ErrorGroup, GroupCatalogue>> = {
  network: NETWORK_CATALOGUE,
  order: ORDER_CATALOGUE,
  transaction: transactionCatalogue(),
  walletTopup: WALLET_TOPUP_CATALOGUE,
  walletCharge: WALLET_CHARGE_CATALOGUE,
  walletCreation: WALLET_CREATION_CATALOGUE,
  giftCode: GIFT_CODE_CATALOGUE,
  redemption: REDEMPTION_CATALOGUE,
  subscription: SUBSCRIPTION_CATALOGUE,
  freebie: FREEBIE_CATALOGUE,
  partnerSignIn: PARTNER_SIGN_IN_CATALOGUE,
  socialSignIn: SOCIAL_SIGN_IN_CATALOGUE,
  auth: AUTH_CATALOGUE,
  authSuccess: AUTH_SUCCESS_CATALOGUE,
  guestLinking: GUEST_LINKING_CATALOGUE,
  userMessage: USER_MESSAGE_CATALOGUE,
};

/** Every English message by i18n key: the errors' part of the English translation resources. */
export function englishErrorMessages(): Record<string, string> {
  const out: Record<string, string> = { [DEFAULT_PURCHASE_ENTRY.key]: DEFAULT_PURCHASE_ENTRY.message };
  for (const entries of Object.values(ERROR_CATALOGUE)) {
    for (const { key, message } of Object.values(entries)) out[key] = message;
  }
  return out;
}
