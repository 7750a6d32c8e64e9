import { PlaceholderPage } from '@store/shared';

export type TransactionStatusPageProps = Record<string, never>;

export default function TransactionStatusPage(_props: TransactionStatusPageProps) {
  return <PlaceholderPage remote="checkout" title="Your order" />;
}
