// Standalone page for the checkout team: every exposed page of this remote, without the shell.
import { startStandaloneRemote } from '@store/shared';
import TopUpForm from './pages/TopUpForm';
import TransactionStatusPage from './pages/TransactionStatusPage';
import RedeemGiftPage from './pages/RedeemGiftPage';
import UnsubscribePage from './pages/UnsubscribePage';

void startStandaloneRemote('checkout', [
  { path: '/TopUpForm', title: 'Top-up form', Component: TopUpForm },
  { path: '/TransactionStatusPage', title: 'Your order', Component: TransactionStatusPage },
  { path: '/RedeemGiftPage', title: 'Redeem a gift', Component: RedeemGiftPage },
  { path: '/UnsubscribePage', title: 'Unsubscribe', Component: UnsubscribePage },
]);
