// The checkout team's public contract: every module this remote exposes, with its props type.
// The shell refuses this remote if it does not support `contract.major`; bump it on a breaking change.
import type { TopUpFormProps } from './topUp/TopUpForm';
import type { TransactionStatusPageProps } from './orderStatus/TransactionStatusPage';
import type { RedeemGiftPageProps } from './gift/RedeemGiftPage';
import type { UnsubscribePageProps } from './unsubscribe/UnsubscribePage';

export const contract = {
  remote: 'checkout',
  major: 1,
  modules: ['TopUpForm', 'TransactionStatusPage', 'RedeemGiftPage', 'UnsubscribePage'],
} as const;

/** Module Federation exposes map: exposed name -> source file (read by webpack.config.cjs). */
export const exposes = {
  './contract': './src/exposes.ts',
  './TopUpForm': './src/topUp/TopUpForm.tsx',
  './TransactionStatusPage': './src/orderStatus/TransactionStatusPage.tsx',
  './RedeemGiftPage': './src/gift/RedeemGiftPage.tsx',
  './UnsubscribePage': './src/unsubscribe/UnsubscribePage.tsx',
};

/** Props of each exposed module, for the shell and other remotes that render them. */
export interface CheckoutExposes {
  TopUpForm: TopUpFormProps;
  TransactionStatusPage: TransactionStatusPageProps;
  RedeemGiftPage: RedeemGiftPageProps;
  UnsubscribePage: UnsubscribePageProps;
}
