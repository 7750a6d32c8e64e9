import { PlaceholderPage } from '@store/shared/ui';

export type VerifyAccountDeletePageProps = Record<string, never>;

export default function VerifyAccountDeletePage(_props: VerifyAccountDeletePageProps) {
  return <PlaceholderPage remote="account" title="Delete account" />;
}
