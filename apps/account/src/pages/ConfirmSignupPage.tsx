import { PlaceholderPage } from '@store/shared/ui';

export type ConfirmSignupPageProps = Record<string, never>;

export default function ConfirmSignupPage(_props: ConfirmSignupPageProps) {
  return <PlaceholderPage remote="account" title="Confirm sign-up" />;
}
