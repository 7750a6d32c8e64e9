import { PlaceholderPage } from '@store/shared';

export type SettingsPageProps = Record<string, never>;

export default function SettingsPage(_props: SettingsPageProps) {
  return <PlaceholderPage remote="account" title="Settings" />;
}
