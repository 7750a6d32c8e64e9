import { ComingSoonPage } from './ComingSoonPage';

export type WalletHomePageProps = Record<string, never>;

export default function WalletHomePage(_props: WalletHomePageProps) {
  return <ComingSoonPage titleKey="title.home" />;
}
