import { PlaceholderPage } from '@store/shared/ui';

export type VerifySignupPageProps = Record<string, never>;

export default function VerifySignupPage(_props: VerifySignupPageProps) {
  return <PlaceholderPage remote="account" title="Verify" />;
}
