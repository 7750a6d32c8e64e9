import { PlaceholderPage } from '@store/shared/ui';

export type SettingsPageProps = Record<string, never>;

export default function SettingsPage(_props: SettingsPageProps) {
  return <PlaceholderPage remote="account" title="Settings" />;
}
