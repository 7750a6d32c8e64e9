import { SettingsPage } from '../features/settings';

export type { SettingsPageProps } from '../features/settings';

export default SettingsPage;
