import { PlaceholderPage } from '@store/shared/ui';

export type WalletVerificationPageProps = Record<string, never>;

export default function WalletVerificationPage(_props: WalletVerificationPageProps) {
  return <PlaceholderPage remote="wallet" title="Activate your wallet" />;
}
