import { ComingSoonPage } from './ComingSoonPage';

export type WalletTransactionStatusPageProps = Record<string, never>;

export default function WalletTransactionStatusPage(_props: WalletTransactionStatusPageProps) {
  return <ComingSoonPage titleKey="title.status" />;
}
