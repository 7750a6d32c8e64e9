// The order-status feature: the complete and waiting screens (exposed as checkout's TransactionStatusPage).
export { TransactionStatusPage, type TransactionStatusPageProps } from './TransactionStatusPage';
