export { SubscriptionsSection } from './SubscriptionsSection';
