import { ComingSoonPage } from './ComingSoonPage';

export type TransactionHistoryPageProps = Record<string, never>;

export default function TransactionHistoryPage(_props: TransactionHistoryPageProps) {
  return <ComingSoonPage titleKey="page.history" />;
}
