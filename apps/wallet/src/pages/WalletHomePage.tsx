import { PlaceholderPage } from '@store/shared/ui';

export type WalletHomePageProps = Record<string, never>;

export default function WalletHomePage(_props: WalletHomePageProps) {
  return <PlaceholderPage remote="wallet" title="Wallet" />;
}
