export type WalletHeaderInfoProps = Record<string, never>;

/** Header widget: the shopper's Codacash balance (filled in by the wallet issue). */
export default function WalletHeaderInfo(_props: WalletHeaderInfoProps) {
  return (
    <span className="header-widget" data-widget="wallet">
      Codacash
    </span>
  );
}
