import { PlaceholderPage } from '@store/shared';

export type UnsubscribePageProps = Record<string, never>;

export default function UnsubscribePage(_props: UnsubscribePageProps) {
  return <PlaceholderPage remote="checkout" title="Unsubscribe" />;
}
