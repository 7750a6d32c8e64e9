import { TransactionHistoryPage } from '../features/history';

export type { TransactionHistoryPageProps } from '../features/history';

export default TransactionHistoryPage;
