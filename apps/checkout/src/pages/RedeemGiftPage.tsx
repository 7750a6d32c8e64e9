import { PlaceholderPage } from '@store/shared';

export type RedeemGiftPageProps = Record<string, never>;

export default function RedeemGiftPage(_props: RedeemGiftPageProps) {
  return <PlaceholderPage remote="checkout" title="Redeem a gift" />;
}
