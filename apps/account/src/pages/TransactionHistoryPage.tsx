import { PlaceholderPage } from '@store/shared/ui';

export type TransactionHistoryPageProps = Record<string, never>;

export default function TransactionHistoryPage(_props: TransactionHistoryPageProps) {
  return <PlaceholderPage remote="account" title="Transaction history" />;
}
