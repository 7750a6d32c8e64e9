import { ComingSoonPage } from './ComingSoonPage';

export type UserCashbackPageProps = Record<string, never>;

export default function UserCashbackPage(_props: UserCashbackPageProps) {
  return <ComingSoonPage titleKey="title.cashback" />;
}
