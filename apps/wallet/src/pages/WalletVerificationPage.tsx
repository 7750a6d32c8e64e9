import { ComingSoonPage } from './ComingSoonPage';

export type WalletVerificationPageProps = Record<string, never>;

export default function WalletVerificationPage(_props: WalletVerificationPageProps) {
  return <ComingSoonPage titleKey="title.verify" />;
}
