// The checkout team's public contract: every module this remote exposes, with its props type.
// The shell refuses this remote if it does not support `contract.major`; bump it on a breaking change.
import type { TopUpFormProps } from './pages/TopUpForm';
import type { TransactionStatusPageProps } from './pages/TransactionStatusPage';
import type { RedeemGiftPageProps } from './pages/RedeemGiftPage';
import type { UnsubscribePageProps } from './pages/UnsubscribePage';

export const contract = {
  remote: 'checkout',
  major: 1,
  modules: ['TopUpForm', 'TransactionStatusPage', 'RedeemGiftPage', 'UnsubscribePage'],
} as const;

/** Module Federation exposes map: exposed name -> source file (read by webpack.config.cjs). */
export const exposes = {
  './contract': './src/exposes.ts',
  './TopUpForm': './src/pages/TopUpForm.tsx',
  './TransactionStatusPage': './src/pages/TransactionStatusPage.tsx',
  './RedeemGiftPage': './src/pages/RedeemGiftPage.tsx',
  './UnsubscribePage': './src/pages/UnsubscribePage.tsx',
};

/** Props of each exposed module, for the shell and other remotes that render them. */
export interface CheckoutExposes {
  TopUpForm: TopUpFormProps;
  TransactionStatusPage: TransactionStatusPageProps;
  RedeemGiftPage: RedeemGiftPageProps;
  UnsubscribePage: UnsubscribePageProps;
}
