import { PlaceholderPage } from '@store/shared';

export type NotificationsPageProps = Record<string, never>;

export default function NotificationsPage(_props: NotificationsPageProps) {
  return <PlaceholderPage remote="account" title="Notifications" />;
}
