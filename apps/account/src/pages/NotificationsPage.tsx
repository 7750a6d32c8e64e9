import { NotificationsPage } from '../features/notifications';

export type { NotificationsPageProps } from '../features/notifications';

export default NotificationsPage;
