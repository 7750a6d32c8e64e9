import { PlaceholderPage } from '@store/shared';

export type TopUpFormProps = Record<string, never>;

export default function TopUpForm(_props: TopUpFormProps) {
  return <PlaceholderPage remote="checkout" title="Top-up form" />;
}
