import { PlaceholderPage } from '@store/shared/ui';

export type WalletTransactionStatusPageProps = Record<string, never>;

export default function WalletTransactionStatusPage(_props: WalletTransactionStatusPageProps) {
  return <PlaceholderPage remote="wallet" title="Wallet top-up" />;
}
