// Standalone page for the checkout team: every exposed page of this remote, without the shell.
import { startStandaloneRemote } from '@store/shared/standalone';
import { RedeemGiftPage } from '../features/gift';
import { TransactionStatusPage } from '../features/order-status';
import { TopUpForm } from '../features/top-up';
import { UnsubscribePage } from '../features/unsubscribe';

function StandaloneTopUpForm() {
  return <TopUpForm gameSlug="football-legends" />;
}

void startStandaloneRemote('checkout', [
  { path: '/TopUpForm', title: 'Top-up form', Component: StandaloneTopUpForm },
  { path: '/TransactionStatusPage', title: 'Your order', Component: TransactionStatusPage },
  { path: '/RedeemGiftPage', title: 'Redeem a gift', Component: RedeemGiftPage },
  { path: '/UnsubscribePage', title: 'Unsubscribe', Component: UnsubscribePage },
]);
