import { PlaceholderPage } from '@store/shared/ui';

export type UserCashbackPageProps = Record<string, never>;

export default function UserCashbackPage(_props: UserCashbackPageProps) {
  return <PlaceholderPage remote="rewards" title="Your cashback" />;
}
