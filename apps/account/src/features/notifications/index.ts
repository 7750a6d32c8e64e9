export { default as NotificationsPage, type NotificationsPageProps } from './NotificationsPage';
export { default as NotificationsPopover, type NotificationsPopoverProps } from './NotificationsPopover';
