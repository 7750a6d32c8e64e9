// The gift feature: the receiver's claim page (exposed as checkout's RedeemGiftPage).
export { RedeemGiftPage, type RedeemGiftPageProps } from './RedeemGiftPage';
