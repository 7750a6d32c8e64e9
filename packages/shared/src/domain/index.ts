// @store/shared/domain: the store's rules and facts as pure functions and data (no I/O), bundled by
// each app that uses them, tree-shaken. Not part of the kernel: a team can ship a new rule without a
// shell release.
export * from './constants';
export * from './countries';
export * from './offeredLanguages';
export * from './localePath';
export * from './routes';
export * from './mobileNumber';
export * from './money';
export * from './masking';
export * from './statuses';
export * from './walletStatus';
export * from './paymentChannels';
export * from './validation';
export * from './storage';
export * from './notifications';
export * from './consent';
export * from './guestPurchase';
export * from './csrf';
export * from './cashbackCookie';
export * from './subscriptions';
export * from './rewards';
export * from './infoPages';
export * from './purchaseGates';
export * from './preRegistration';
export * from './cart';
