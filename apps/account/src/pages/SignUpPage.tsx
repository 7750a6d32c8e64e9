import { PlaceholderPage } from '@store/shared/ui';

export type SignUpPageProps = Record<string, never>;

export default function SignUpPage(_props: SignUpPageProps) {
  return <PlaceholderPage remote="account" title="Sign up" />;
}
