import { PlaceholderPage } from '@store/shared/ui';

export type RecoverPasswordPageProps = Record<string, never>;

export default function RecoverPasswordPage(_props: RecoverPasswordPageProps) {
  return <PlaceholderPage remote="account" title="Recover password" />;
}
