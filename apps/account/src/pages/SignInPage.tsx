import { PlaceholderPage } from '@store/shared/ui';

export type SignInPageProps = Record<string, never>;

export default function SignInPage(_props: SignInPageProps) {
  return <PlaceholderPage remote="account" title="Sign in" />;
}
