// Exposed module ./NotificationsPopover (src/exposes.ts): what the shell's header bell opens.
import { NotificationsPopover } from '../features/notifications';

export type { NotificationsPopoverProps } from '../features/notifications';

export default NotificationsPopover;
