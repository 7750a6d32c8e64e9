// The unsubscribe feature: cancelling a subscription from its emailed link (exposed as checkout's UnsubscribePage).
export { UnsubscribePage, type UnsubscribePageProps } from './UnsubscribePage';
