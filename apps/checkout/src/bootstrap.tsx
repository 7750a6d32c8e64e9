// Standalone page for the checkout team: every exposed page of this remote, without the shell.
import { startStandaloneRemote } from '@store/shared';
import TopUpForm from './topUp/TopUpForm';
import TransactionStatusPage from './orderStatus/TransactionStatusPage';
import RedeemGiftPage from './gift/RedeemGiftPage';
import UnsubscribePage from './unsubscribe/UnsubscribePage';

function StandaloneTopUpForm() {
  return <TopUpForm gameSlug="football-legends" />;
}

void startStandaloneRemote('checkout', [
  { path: '/TopUpForm', title: 'Top-up form', Component: StandaloneTopUpForm },
  { path: '/TransactionStatusPage', title: 'Your order', Component: TransactionStatusPage },
  { path: '/RedeemGiftPage', title: 'Redeem a gift', Component: RedeemGiftPage },
  { path: '/UnsubscribePage', title: 'Unsubscribe', Component: UnsubscribePage },
]);
