export { default as TransactionHistoryPage, type TransactionHistoryPageProps } from './TransactionHistoryPage';
