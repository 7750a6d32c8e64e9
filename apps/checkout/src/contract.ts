// checkout's published contract: the props of every module src/exposes.ts exposes. Type-only: other
// apps import it as '@store/checkout/contract' (`import type`), so a change here that breaks them fails
// their typecheck.
import type { PublishedContract } from '@store/shared';
import type { exposes } from './exposes';
import type { RedeemGiftPageProps } from './features/gift';
import type { TransactionStatusPageProps } from './features/order-status';
import type { TopUpFormProps } from './features/top-up';
import type { UnsubscribePageProps } from './features/unsubscribe';

export type CheckoutContract = PublishedContract<
  typeof exposes,
  {
    TopUpForm: TopUpFormProps;
    TransactionStatusPage: TransactionStatusPageProps;
    RedeemGiftPage: RedeemGiftPageProps;
    UnsubscribePage: UnsubscribePageProps;
  }
>;
