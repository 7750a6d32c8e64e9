import { ComingSoonPage } from './ComingSoonPage';

export type SettingsPageProps = Record<string, never>;

export default function SettingsPage(_props: SettingsPageProps) {
  return <ComingSoonPage titleKey="page.settings" />;
}
